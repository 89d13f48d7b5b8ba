/**
 * What the sandbox CLIs (`npm run backoffice`, `npm run events`) share: where the sandbox is, one JSON request with
 * a one-line error, and the staff sign-in. Environment: SANDBOX_URL (http://127.0.0.1:4000), SANDBOX_OPS_EMAIL
 * (ops@example.com), SANDBOX_OPS_PASSWORD (Ops-pass-1).
 */

/** The sandbox's origin, without a trailing slash. */
export const base = (process.env.SANDBOX_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');

/** A failure to report in one line (no stack trace): the user can act on it. */
export class CliError extends Error {}

/** The §8 error body. */
interface ErrorBody { detail?: string; errors?: Record<string, string[]> }

/** The message when the sandbox does not answer at all. */
export const notRunning = (): string => `Cannot reach the sandbox at ${base}. Start it with \`npm run sandbox\` (or \`npm start\`), or set SANDBOX_URL.`;

/** One JSON request; throws a CliError with the server's sentence (and field errors) on a non-2xx answer. */
export async function request<T>(method: string, path: string, o: { token?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(o.token && { authorization: `JWT ${o.token}` }), ...(o.body !== undefined && { 'content-type': 'application/json' }) },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
  } catch {
    throw new CliError(notRunning());
  }
  const text = await res.text();
  let parsed: T & ErrorBody;
  try {
    parsed = (text ? JSON.parse(text) : {}) as T & ErrorBody;
  } catch {
    throw new CliError(`${res.status}: ${base} did not answer like the sandbox (is SANDBOX_URL right?).`);
  }
  if (!res.ok) {
    const fields = Object.entries(parsed.errors ?? {}).map(([k, v]) => `  ${k}: ${v.join(' ')}`);
    throw new CliError([`${res.status}: ${parsed.detail ?? res.statusText}`, ...fields].join('\n'));
  }
  return parsed;
}

/**
 * Signs the staff account of SANDBOX_OPS_EMAIL / SANDBOX_OPS_PASSWORD in; answers the ops JWT. The staff sign-in API
 * (`v1/ops/token-auth/`) is behind the bot check (issue 13 §1), which a CLI cannot pass in every mode; the back
 * office's form sign-in has no widget, and its cookie carries the same ops JWT.
 */
export async function signIn(): Promise<string> {
  const email = process.env.SANDBOX_OPS_EMAIL ?? 'ops@example.com';
  const password = process.env.SANDBOX_OPS_PASSWORD ?? 'Ops-pass-1';
  let res: Response;
  try {
    res = await fetch(`${base}/sandbox/back-office/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
  } catch {
    throw new CliError(notRunning());
  }
  const token = /(?:^|[;,]\s*)sandbox_ops=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (res.status !== 303 || !token) {
    const why = res.status === 429 ? 'too many attempts, wait a little' : 'check SANDBOX_OPS_EMAIL and SANDBOX_OPS_PASSWORD';
    throw new CliError(`${res.status}: the staff sign-in was refused (${why}).`);
  }
  return decodeURIComponent(token);
}
