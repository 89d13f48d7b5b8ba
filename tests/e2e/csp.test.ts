import type { Page } from 'playwright-core';
import { DEMO, OPS } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { signInThroughLoginPage } from './support/loginPage';
import { expectHeading } from './support/flows';
import { browserSuite } from './support/suite';

/** A `securitypolicyviolation` event as the page saw it. */
type Violation = { directive: string; blocked: string; sample: string };

/** What the browser reported about the Content-Security-Policy on the current tab. */
interface CspWatch {
  /** Violation events of the page that is open now (the list starts afresh with each document). */
  violations(): Promise<Violation[]>;
  /** Console lines about a refusal ("Refused to …", "… violates the following Content Security Policy …"), all documents. */
  refusals: string[];
}

/**
 * Issue 13 §1 "No Content-Security-Policy": the portal and the sandbox pages work under their policies with zero
 * violations — a demo customer signs in through the login page (the stand-in Turnstile widget passing) and reaches the
 * application home; ops open the back office, the analytics page (its live script runs) and the outbox — and a script
 * injected into the signed-in portal (an inline `<script>`, an `onerror=` attribute) does not run and is reported.
 */
describe('Content-Security-Policy: the portal and the sandbox pages work under it, injected script is blocked', () => {
  const e2e = browserSuite({ tabPerTest: true, sandbox: { config: { botCheckMode: 'pass' } } });
  const page = (): Page => e2e.tab.page;

  /** Opens a tab that records violation events (from before any page script runs) and "Refused to" console lines. */
  async function watchedTab(): Promise<CspWatch> {
    const tab = await e2e.openTab();
    await tab.page.addInitScript(() => {
      const seen: Violation[] = [];
      (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }));
    });
    const refusals: string[] = [];
    tab.page.on('console', (message) => {
      if (/Refused to|Content[- ]Security[- ]Policy|Permissions-Policy/i.test(message.text())) refusals.push(message.text());
    });
    return {
      violations: () => tab.page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []),
      refusals,
    };
  }

  /** Fails with the page's own words when it reported any violation or refusal. */
  async function expectNoViolations(watch: CspWatch, where: string): Promise<void> {
    expect({ where, violations: await watch.violations(), refusals: watch.refusals }).toEqual({ where, violations: [], refusals: [] });
  }

  it('signs a demo customer in through the login page (bot check passing) and shows the application home with zero violations', async () => {
    const watch = await watchedTab();
    await signInThroughLoginPage(page(), e2e.sandbox.baseUrl, DEMO.married);
    // The inlined stylesheet applied (it is allowed by its hash), and the route's scripts ran.
    expect(await page().evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    await expectNoViolations(watch, 'application home');
    expect(e2e.tab.consoleErrors).toEqual([]);
    // Nothing the portal asked for was refused (a request CSP blocks fails with net::ERR_BLOCKED_BY_CSP).
    expect(e2e.tab.network.filter((n) => n.status >= 400 || (n.status === 0 && n.failure !== 'net::ERR_ABORTED'))).toEqual([]);
  });

  it('does not run an inline script or an onerror handler injected into the signed-in portal, and reports both', async () => {
    const watch = await watchedTab();
    await openSignedIn(page(), e2e.sandbox.baseUrl, DEMO.married);
    await page().evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__pwned = 1';
      document.body.appendChild(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img alt="" src="/no-such-image.png" onerror="window.__pwnedByHandler = 1">';
      document.body.appendChild(holder);
    });
    await page().waitForFunction(() => ((window as unknown as { __cspViolations?: unknown[] }).__cspViolations ?? []).length >= 2);
    expect(await page().evaluate(() => [typeof (window as { __pwned?: unknown }).__pwned, typeof (window as { __pwnedByHandler?: unknown }).__pwnedByHandler]))
      .toEqual(['undefined', 'undefined']);
    const violations = await watch.violations();
    expect(violations).toEqual(expect.arrayContaining([
      expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' }),
      expect.objectContaining({ directive: 'script-src-attr', blocked: 'inline' }),
    ]));
    // And the console says so (Chromium: "Executing inline script violates the following Content Security Policy directive …").
    await expect.poll(() => watch.refusals.filter((line) => /inline (script|event handler)/i.test(line)).length).toBeGreaterThanOrEqual(2);
  });

  it('opens the back office, the analytics page (its live script runs) and the outbox under their policy with zero violations', async () => {
    const watch = await watchedTab();
    await page().goto(`${e2e.sandbox.baseUrl}/sandbox/back-office`);
    await expectHeading(page(), 'Back office sign-in');
    await page().getByLabel('Email').fill(OPS.email);
    await page().getByLabel('Password').fill(OPS.password);
    await page().getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectHeading(page(), 'Applications');
    // The page's inline stylesheet applied: 64rem wide at most.
    expect(await page().evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('1024px');
    await expectNoViolations(watch, 'back office');

    await page().getByRole('link', { name: 'Analytics', exact: true }).click();
    await expectHeading(page(), 'Analytics events');
    // Only the live script shows the pause button (it is hidden in the served HTML).
    await page().getByRole('button', { name: 'Pause live updates' }).waitFor();
    await expectNoViolations(watch, 'analytics page');

    await page().getByRole('link', { name: 'Outbox', exact: true }).click();
    await expectHeading(page(), 'Outbox');
    expect(await page().evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('800px');
    await expectNoViolations(watch, 'outbox');
    expect(e2e.tab.consoleErrors).toEqual([]);
  });
});
