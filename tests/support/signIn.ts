import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import { TURNSTILE_HEADER } from '../../src/contract/botCheck';
import { Application } from '../../src/contract/entities';
import { SectionRecord, type SectionRecordOf } from '../../src/contract/sections';
import type { SectionName } from '../../src/contract/sectionEnums';
import type { Account } from './accounts';

/**
 * The sandbox API as a signed-in customer sees it, to check what the sandbox holds after the browser is done — the
 * test's ground truth is what the server stored, not what the page shows.
 */
export interface ApiSession {
  /** `GET /api/<path>` decoded with `codec`. @throws Error on a non-2xx status or a body that does not match. */
  get<A>(path: string, codec: t.Type<A, unknown, unknown>): Promise<A>;
  /** The customer's first application (`GET v1/customer/application/`). */
  firstApplication(): Promise<Application>;
  /** `GET v1/customer/application/{uuid}/` */
  application(uuid: string): Promise<Application>;
  /** `GET v1/customer/application/{uuid}/sections/{section}/`, narrowed to that section's record. */
  section<S extends SectionName>(applicationUuid: string, section: S): Promise<SectionRecordOf<S>>;
}

function decode<A>(codec: t.Type<A, unknown, unknown>, body: unknown, what: string): A {
  const decoded = codec.decode(body);
  if (!isRight(decoded)) throw new Error(`${what} has an unexpected shape:\n${PathReporter.report(decoded).join('\n')}`);
  return decoded.right;
}

/**
 * A single-use token from the sandbox's bot-check stand-in, as its widget gets one (it passes unless the sandbox's
 * bot check is in `fail` or `interactive` mode).
 * @throws Error when the stand-in does not pass.
 */
export async function botCheckToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/sandbox/turnstile/v0/challenge`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const body = (await res.json()) as { outcome: string; token?: string };
  if (body.outcome !== 'pass' || !body.token) throw new Error(`the bot-check stand-in did not pass: ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * Signs a customer in with `POST /api/v1/token-auth/`, with a token of the bot-check stand-in when the sandbox asks
 * for one (its bot check on); answers the JWT (keep it out of logs and URLs).
 * @throws Error when the sandbox refuses the credentials.
 */
export async function apiToken(baseUrl: string, account: Account): Promise<string> {
  const signIn = (headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/v1/token-auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
  let login = await signIn();
  if (login.status === 403) login = await signIn({ [TURNSTILE_HEADER]: await botCheckToken(baseUrl) });
  if (login.status !== 200) throw new Error(`token-auth answered HTTP ${login.status} for ${account.email}: ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}

/**
 * Signs in with `POST /api/v1/token-auth/` (the token stays in this Node process, never in a browser under test) and
 * answers the API as that customer sees it.
 * @throws Error when the sandbox refuses the credentials.
 */
export async function signInWithApi(baseUrl: string, account: Account): Promise<ApiSession> {
  return apiSession(baseUrl, account, await apiToken(baseUrl, account));
}

/** The API as the customer `account` holding `token` sees it. */
export function apiSession(baseUrl: string, account: Account, token: string): ApiSession {
  const get = async <A>(path: string, codec: t.Type<A, unknown, unknown>): Promise<A> => {
    const response = await fetch(`${baseUrl}/api/${path}`, { headers: { Authorization: `JWT ${token}` } });
    if (!response.ok) throw new Error(`GET ${path} answered HTTP ${response.status}`);
    return decode(codec, await response.json(), `GET ${path}`);
  };
  return {
    get,
    async firstApplication() {
      const [first] = await get('v1/customer/application/', t.array(Application));
      if (!first) throw new Error(`${account.email} has no application`);
      return first;
    },
    application: (uuid) => get(`v1/customer/application/${uuid}/`, Application),
    async section(applicationUuid, section) {
      const record = await get(`v1/customer/application/${applicationUuid}/sections/${section}/`, SectionRecord);
      if (record.section !== section) throw new Error(`GET sections/${section}/ answered the record of ${record.section}`);
      return record as SectionRecordOf<typeof section>;
    },
  };
}

