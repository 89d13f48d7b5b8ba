import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { OPS } from '../support/accounts';
import { arriveAt, expectHeading } from './support/flows';
import { browserSuite } from './support/suite';

/**
 * Issue 13 §1 "The outbox is open": on a sandbox reachable from other machines (`exposed`, as with SANDBOX_EXPOSED=1
 * behind a reverse proxy) a signed-out person who opens the outbox gets the staff sign-in form instead, says why, and
 * lands on the outbox once signed in.
 */
/** An exposed sandbox needs its own staff password (SANDBOX_STAFF_PASSWORD); the demo one is public. */
const STAFF_PASSWORD = 'Staging-staff-pass-1';

describe('the outbox of an exposed sandbox is behind the staff sign-in', () => {
  const e2e = browserSuite({ sandbox: { config: { exposed: true, staffPassword: STAFF_PASSWORD } } });
  const page = (): Page => e2e.tab.page;

  it('shows the sign-in form (accessible, says why) in place of the outbox, then the outbox after signing in', async () => {
    const sent = await fetch(`${e2e.sandbox.baseUrl}/api/v1/customer/email-verification/`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'visitor@example.com' }),
    });
    expect(sent.status).toBe(200);

    const res = await page().goto(`${e2e.sandbox.baseUrl}/sandbox/outbox`);
    expect(res?.status()).toBe(401);
    await expectHeading(page(), 'Outbox sign-in');
    await expect.poll(() => page().getByRole('alert').textContent()).toContain('This sandbox is reachable from other machines');
    expect(await page().content()).not.toContain('visitor@example.com');
    await expectNoAxeViolations(page(), 'outbox sign-in (exposed sandbox)');

    await page().getByLabel('Email').fill(OPS.email);
    await page().getByLabel('Password').fill(STAFF_PASSWORD);
    await page().getByRole('button', { name: 'Sign in', exact: true }).click();
    await arriveAt(page(), '/sandbox/outbox', 'Outbox', 'outbox after the staff sign-in');
    await page().getByText('visitor@example.com').first().waitFor();
  });
});
