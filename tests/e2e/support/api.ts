import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import type { Page } from 'playwright-core';
import { Application } from '../../../src/contract/entities';
import { SectionRecord, type SectionRecordOf } from '../../../src/contract/sections';
import type { SectionName } from '../../../src/contract/sectionEnums';
import { expectHeading, waitForHydratedForm } from './flows';

/** A customer's credentials (the seeded demo accounts share the password `Demo-pass-1`, docs/sandbox.md). */
export type Account = { email: string; password: string };

/** Seeded demo customers of issues #3 and #4 (docs/sandbox.md "Demo accounts"). */
export const DEMO = {
  married: { email: 'demo.married@example.com', password: 'Demo-pass-1' },
  frozen: { email: 'demo.frozen@example.com', password: 'Demo-pass-1' },
  creditError: { email: 'demo.crediterror@example.com', password: 'Demo-pass-1' },
  /** Dana Okafor, pending-doc-upload: a mortgage statement and a government ID (verify-identity) to upload. */
  documents: { email: 'demo.documents@example.com', password: 'Demo-pass-1' },
  /** Evan Marsh, pending-intent-to-proceed: an Investment Estimate issued, not acknowledged. */
  estimate: { email: 'demo.estimate@example.com', password: 'Demo-pass-1' },
  /** Ana Lopez (initials AL), pending-signature: the closing documents are out for her signature. */
  signing: { email: 'demo.signing@example.com', password: 'Demo-pass-1' },
  /** Mia Park, pending-app-submit: no password (signs in by magic link); the password task is pending. */
  magicLink: { email: 'demo.magiclink@example.com', password: '' },
  /** Issue 11 (docs/sandbox.md "Servicing demo customers"): funded, no servicing request yet. */
  funded: { email: 'demo.funded@example.com', password: 'Demo-pass-1' },
  /** Funded; an owner buyout at the appraisal step. */
  buyout: { email: 'demo.buyout@example.com', password: 'Demo-pass-1' },
  /** Funded; a home sale whose payoff statement has been issued. */
  homeSale: { email: 'demo.homesale@example.com', password: 'Demo-pass-1' },
  /** Funded; an insurance update waiting on documents. */
  hoi: { email: 'demo.hoi@example.com', password: 'Demo-pass-1' },
  /** Funded; a mortgage refinance (subordination) waiting for a manager's approval. */
  subordination: { email: 'demo.subordination@example.com', password: 'Demo-pass-1' },
  /** Funded; a declined request with its reason. */
  declined: { email: 'demo.declined@example.com', password: 'Demo-pass-1' },
  /** Funded 9½ years ago on a 10-year term: the settlement notice shows. */
  termEnd: { email: 'demo.termend@example.com', password: 'Demo-pass-1' },
  /** Issue 12 §1: Olga Petrova, ordering-title-and-appraisal (Seattle, WA): the appraisal to book from the offered times. */
  appraisal: { email: 'demo.orderingtitleandappraisal@example.com', password: 'Demo-pass-1' },
  /** Issue 12 §1: Paula Jensen, preparing-closing-docs: the closing details to confirm. */
  closingDetails: { email: 'demo.preparingclosingdocs@example.com', password: 'Demo-pass-1' },
  /** Issue 12 §1: Aaron Whitfield, approved: the closing statement to review. */
  closingStatement: { email: 'demo.approved@example.com', password: 'Demo-pass-1' },
  /** Issue 12 §1: Dmitri Volkov, distributing-funds: the wire details to give and confirm. */
  wireDetails: { email: 'demo.distributingfunds@example.com', password: 'Demo-pass-1' },
  /** Issue 12 §1: Nadia Kowalski, denied under review (credit; two denial factors). */
  denied: { email: 'demo.denied@example.com', password: 'Demo-pass-1' },
  /** Issue 12 §1: Walter Lindgren, withdrawn at consent to proceed (the offer was too small). */
  withdrawn: { email: 'demo.withdrawn@example.com', password: 'Demo-pass-1' },
} as const satisfies Record<string, Account>;

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
 * Signs in with `POST /api/v1/token-auth/` (the token stays in this Node process, never in the browser under test).
 * @throws Error when the sandbox refuses the credentials.
 */
export async function signInWithApi(baseUrl: string, account: Account): Promise<ApiSession> {
  const login = await fetch(`${baseUrl}/api/v1/token-auth/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (login.status !== 200) throw new Error(`token-auth answered HTTP ${login.status} for ${account.email}`);
  const { token } = (await login.json()) as { token: string };
  const get = async <A>(path: string, codec: t.Type<A, unknown, unknown>): Promise<A> => {
    const response = await fetch(`${baseUrl}/api/${path}`, { headers: { Authorization: `JWT ${token}` } });
    if (!response.ok) throw new Error(`GET ${path} answered HTTP ${response.status}`);
    return decode(codec, await response.json(), `GET ${path}`);
  };
  const session: ApiSession = {
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
  return session;
}

/**
 * Signs `account` in through the login page (email step → "Sign in with password" → password) and waits for the
 * application home the portal lands on. Returns the application's uuid from the URL.
 */
export async function signInThroughLoginPage(page: Page, baseUrl: string, account: Account): Promise<string> {
  await page.goto(`${baseUrl}/login`);
  await expectHeading(page, 'Sign in');
  // Issue 14 §1: the prerendered form is on screen before its code; its submit button is enabled once hydrated. An
  // email typed while hydration is under way was sometimes lost (docs/prerendering.md), so this helper, which tests
  // signing in rather than typing early, waits for the page to be ready (tests/e2e/prerender.test.ts types early).
  await waitForHydratedForm(page);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => /^\/applications\/[0-9a-f-]{36}$/.test(url.pathname));
  await expectHeading(page, 'Your application');
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}
