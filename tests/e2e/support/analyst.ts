import { isRight } from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import { EventPage, type StoredEvent } from '../../../src/sandbox/analytics/codecs';

/** The staff account analysts use (docs/sandbox.md "Staff accounts"). */
export const ANALYST = { email: 'analyst@example.com', password: 'Analyst-pass-1' };

/** The analyst's staff token (`POST /api/v1/ops/token-auth/`, kept in this Node process). */
export async function analystToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/ops/token-auth/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ANALYST),
  });
  if (res.status !== 200) throw new Error(`ops/token-auth answered HTTP ${res.status} for the analyst`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * The calls the sandbox stored for one browser session (`/sandbox/analytics/events.json?session=`), in arrival order,
 * decoded with the sandbox's own codec. @throws Error on a non-200 answer or an answer of another shape.
 */
export async function storedCalls(baseUrl: string, sessionId: string): Promise<StoredEvent[]> {
  const token = await analystToken(baseUrl);
  const res = await fetch(`${baseUrl}/sandbox/analytics/events.json?session=${sessionId}&limit=1000`, { headers: { Authorization: `JWT ${token}` } });
  if (res.status !== 200) throw new Error(`events.json answered HTTP ${res.status}: ${await res.text()}`);
  const decoded = EventPage.decode(await res.json());
  if (!isRight(decoded)) throw new Error(PathReporter.report(decoded).join('\n'));
  return decoded.right.events;
}

/** `type:name` of each call (`page:Tasks`, `track:Task Viewed`, `identify:`). */
export const keysOf = (calls: readonly StoredEvent[]): string[] => calls.map((c) => `${c.type}:${c.name}`);
