import { isRight } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import { listApplications, tokenAuth } from '../../src/contract';
import { listServicingRequests } from '../../src/contract/servicing/endpoints';
import type { BenchCustomer } from './targets';

/** The demo customers the bench signs in as (sandbox seed). The password is demo data, not a secret. */
export const DEMO_CUSTOMERS: Readonly<Record<BenchCustomer, { email: string; password: string }>> = {
  inProgress: { email: 'demo.inprogress@example.com', password: 'Demo-pass-1' },
  funded: { email: 'demo.funded@example.com', password: 'Demo-pass-1' },
  buyout: { email: 'demo.buyout@example.com', password: 'Demo-pass-1' },
};
/** The in-progress demo customer (the section page's INP is measured as them). */
export const DEMO_CUSTOMER = DEMO_CUSTOMERS.inProgress;

async function call<A>(url: string, init: RequestInit, codec: t.Decoder<unknown, A>): Promise<A> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered HTTP ${response.status}`);
  const decoded = codec.decode(await response.json());
  if (!isRight(decoded)) throw new Error(`${new URL(url).pathname}: unexpected body\n${PathReporter.report(decoded).join('\n')}`);
  return decoded.right;
}

/** A signed-in demo customer: their JWT (keep it out of logs and URLs), first application and first servicing request. */
export type DemoSession = { token: string; applicationId: string; homePath: string; requestUuid?: string };

/**
 * Logs a demo customer in through the API (§7 `POST v1/token-auth/`) and finds their first application and its first
 * servicing request (if any).
 * @throws Error on a failed login, an unexpected body or no application.
 */
export async function demoCustomerSession(baseUrl: string, customer: BenchCustomer = 'inProgress'): Promise<DemoSession> {
  const account = DEMO_CUSTOMERS[customer];
  const { token } = await call(
    `${baseUrl}/api/${tokenAuth.route}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) },
    tokenAuth.response,
  );
  const auth = { headers: { authorization: `JWT ${token}` } };
  const applications = await call(`${baseUrl}/api/${listApplications.route}`, auth, listApplications.response);
  const first = applications[0];
  if (!first) throw new Error(`${account.email} has no application in the seed`);
  const requests = await call(`${baseUrl}/api/${listServicingRequests.route.replace(':uuid', first.uuid)}`, auth, listServicingRequests.response).catch(() => []);
  const request = (requests as Array<{ uuid: string }>)[0];
  return { token, applicationId: first.uuid, homePath: `/applications/${first.uuid}`, ...(request ? { requestUuid: request.uuid } : {}) };
}
