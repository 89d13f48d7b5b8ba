import { isRight } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import { listApplications, tokenAuth } from '../../src/contract';
import { opsTokenAuth } from '../../src/contract/ops';
import { listServicingRequests } from '../../src/contract/servicing/endpoints';
import { DEMO_PASSWORD, emailOf, OPS_ACCOUNT, type DemoCustomer, type Screen, type ScreenAccount } from './catalogue';

/**
 * Session storage entries the portal reads at start-up (§9; src/client/kernel/storage.ts STORAGE_KEYS): `auth-token`
 * is the JWT, `ops-user` the ops flag ('true' in a staff session). Put them in place before the page's scripts run.
 */
export type SessionSeed = Record<string, string>;

const TOKEN_KEY = 'auth-token';
const OPS_FLAG_KEY = 'ops-user';

async function call<A>(url: string, init: RequestInit, codec: t.Decoder<unknown, A>, who: string): Promise<A> {
  const response = await fetch(url, init);
  const what = `${init.method ?? 'GET'} ${new URL(url).pathname} as ${who}`;
  if (!response.ok) throw new Error(`${what} answered HTTP ${response.status}`);
  const decoded = codec.decode(await response.json());
  if (!isRight(decoded)) throw new Error(`${what}: unexpected body\n${PathReporter.report(decoded).join('\n')}`);
  return decoded.right;
}

const postJson = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Signs a demo customer in (`POST v1/token-auth/`); answers the JWT (keep it out of logs and URLs). */
async function customerToken(baseUrl: string, customer: DemoCustomer): Promise<string> {
  const body = { email: emailOf(customer), password: DEMO_PASSWORD };
  return (await call(`${baseUrl}/api/${tokenAuth.route}`, postJson(body), tokenAuth.response, customer)).token;
}

/** The path values of one customer's application: its uuid and its first servicing request's uuid (if any). */
type Placeholders = { application: string; request?: string };

async function placeholdersOf(baseUrl: string, customer: DemoCustomer, token: string): Promise<Placeholders> {
  const headers = { authorization: `JWT ${token}` };
  const [first] = await call(`${baseUrl}/api/${listApplications.route}`, { headers }, listApplications.response, customer);
  if (!first) throw new Error(`${emailOf(customer)} has no application in the seed`);
  const requestsRoute = listServicingRequests.route.replace(':uuid', first.uuid);
  // Only funded applications have servicing requests; a 409/404 elsewhere just means there is none.
  const response = await fetch(`${baseUrl}/api/${requestsRoute}`, { headers });
  const requests = response.ok ? listServicingRequests.response.decode(await response.json()) : undefined;
  const request = requests && isRight(requests) ? requests.right[0]?.uuid : undefined;
  return { application: first.uuid, ...(request ? { request } : {}) };
}

/** Signed-in sessions of the catalogue's accounts, and the paths of its screens. */
export interface ScreenSessions {
  /** What to put in session storage for `account` (nothing for 'anonymous'). */
  seedOf(account: ScreenAccount): SessionSeed;
  /**
   * The screen's path with its placeholders filled in.
   * @throws Error when the screen's customer has no value for a placeholder (e.g. no servicing request).
   */
  pathOf(screen: Screen): string;
}

/**
 * Signs in, through the sandbox API, every account and customer `screens` need (customers at `v1/token-auth/`, the
 * staff member at `v1/ops/token-auth/`) and looks up each customer's application and servicing request.
 * @throws Error naming the account when a sign-in or a look-up fails.
 */
export async function signInScreens(baseUrl: string, screens: readonly Screen[]): Promise<ScreenSessions> {
  const customers = [...new Set(screens.flatMap((s) => [s.subject, s.account]).filter((a): a is DemoCustomer => a !== undefined && a !== 'anonymous' && a !== 'ops'))];
  const tokens = new Map<DemoCustomer, string>();
  const placeholders = new Map<DemoCustomer, Placeholders>();
  await Promise.all(
    customers.map(async (customer) => {
      const token = await customerToken(baseUrl, customer);
      tokens.set(customer, token);
      placeholders.set(customer, await placeholdersOf(baseUrl, customer, token));
    }),
  );
  const opsToken = screens.some((s) => s.account === 'ops')
    ? (await call(`${baseUrl}/api/${opsTokenAuth.route}`, postJson(OPS_ACCOUNT), opsTokenAuth.response, OPS_ACCOUNT.email)).token
    : undefined;

  return {
    seedOf(account): SessionSeed {
      if (account === 'anonymous') return {};
      if (account === 'ops') return opsToken ? { [TOKEN_KEY]: opsToken, [OPS_FLAG_KEY]: 'true' } : {};
      const token = tokens.get(account);
      return token ? { [TOKEN_KEY]: token } : {};
    },
    pathOf(screen) {
      const customer = screen.subject ?? (screen.account === 'anonymous' || screen.account === 'ops' ? undefined : screen.account);
      const values = customer ? placeholders.get(customer) : undefined;
      return screen.path.replace(/\{(\w+)\}/g, (_, key: string) => {
        const value = values?.[key as keyof Placeholders];
        if (!value) throw new Error(`screen "${screen.name}": no {${key}} for ${customer ?? screen.account} (path ${screen.path})`);
        return value;
      });
    },
  };
}
