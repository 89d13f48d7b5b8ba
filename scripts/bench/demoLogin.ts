import { isRight } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import { listApplications, tokenAuth } from '../../src/contract';

/** Demo customer whose application is in progress (sandbox seed). The password is demo data, not a secret. */
export const DEMO_CUSTOMER = { email: 'demo.inprogress@example.com', password: 'Demo-pass-1' } as const;

async function call<A>(url: string, init: RequestInit, codec: t.Decoder<unknown, A>): Promise<A> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered HTTP ${response.status}`);
  const decoded = codec.decode(await response.json());
  if (!isRight(decoded)) throw new Error(`${new URL(url).pathname}: unexpected body\n${PathReporter.report(decoded).join('\n')}`);
  return decoded.right;
}

/**
 * Logs the demo customer in through the API (§7 `POST v1/token-auth/`) and finds their first application.
 * Returns the JWT (keep it out of logs and URLs) and the application home path `/applications/{uuid}`.
 * @throws Error on a failed login, an unexpected body or no application.
 */
export async function demoCustomerSession(baseUrl: string): Promise<{ token: string; homePath: string }> {
  const { token } = await call(
    `${baseUrl}/api/${tokenAuth.route}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_CUSTOMER) },
    tokenAuth.response,
  );
  const applications = await call(`${baseUrl}/api/${listApplications.route}`, { headers: { authorization: `JWT ${token}` } }, listApplications.response);
  const first = applications[0];
  if (!first) throw new Error(`${DEMO_CUSTOMER.email} has no application in the seed`);
  return { token, homePath: `/applications/${first.uuid}` };
}
