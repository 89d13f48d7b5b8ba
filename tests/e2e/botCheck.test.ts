import type { Page } from 'playwright-core';
import { BOT_CHECK_FAILED_DETAIL } from '../../src/contract/botCheck';
import { DEMO } from '../support/accounts';
import { setBotCheckMode } from '../support/backOfficePage';
import { expectNoAxeViolations } from './support/axe';
import { horizontalOverflow } from './support/fields';
import { expectHeading } from './support/flows';
import { isFocused, tabTo } from './support/keyboard';
import { browserSuite } from './support/suite';

// Issue 5 §5 (c): the bot check (Turnstile stand-in) in its failing mode — the login page shows the error after the
// second failure, nothing is sent; ops switch the sandbox to passing and the person recovers with "Try again" and signs
// in. The interactive mode's checkbox works by keyboard alone. axe on the error state and on the checkbox.
describe('bot check: fails visibly, recovers when the check passes again, and the checkbox works by keyboard', () => {
  const e2e = browserSuite({ tabPerTest: true, sandbox: { config: { botCheckMode: 'fail' } } });
  const page = (): Page => e2e.tab.page;
  /** What the portal logged to the console (the §8 bot-check lines), in order. */
  let consoleLines: string[] = [];

  const setMode = (mode: string) => setBotCheckMode(e2e.sandbox.baseUrl, mode);

  /** Opens a tab on /login and goes to the password step of the demo customer (the step with the widget). */
  async function toPasswordStep(): Promise<void> {
    const tab = await e2e.openTab();
    consoleLines = [];
    tab.page.on('console', (message) => consoleLines.push(message.text()));
    await page().goto(`${e2e.sandbox.baseUrl}/login`);
    await expectHeading(page(), 'Sign in');
    // Typed as soon as the field shows, hydrated or not (what is typed meanwhile is kept: tests/e2e/prerender.test.ts).
    await page().getByLabel('Email address').fill(DEMO.married.email);
    await page().getByRole('button', { name: 'Continue', exact: true }).click();
    await page().getByRole('button', { name: 'Sign in with password' }).click();
    await page().getByLabel('Password', { exact: true }).fill(DEMO.married.password);
  }

  const widget = () => page().getByRole('group', { name: 'Security check' });
  const tokenAuthCalls = () => e2e.tab.network.filter((e) => e.method === 'POST' && e.url.endsWith('/api/v1/token-auth/'));

  it('in fail mode shows the error after the second failure and sends nothing; after the switch to pass, "Try again" and sign in', async () => {
    await toPasswordStep();
    await widget().getByText('Verification failed.').waitFor();
    await page().getByRole('button', { name: 'Sign in', exact: true }).click();

    await page().getByRole('alert').getByText(BOT_CHECK_FAILED_DETAIL, { exact: true }).waitFor();
    const tryAgain = widget().getByRole('button', { name: 'Try again', exact: true });
    await tryAgain.waitFor();
    // §5: two attempts, each failure logged (§8) — and the sign-in was never sent.
    expect(consoleLines.filter((line) => line.includes('[portal] widget error'))).toHaveLength(2);
    expect(tokenAuthCalls()).toEqual([]);
    // What the person typed is kept.
    expect(await page().getByLabel('Password', { exact: true }).inputValue()).toBe(DEMO.married.password);
    await expectNoAxeViolations(page(), 'login page, bot check failed');
    await page().setViewportSize({ width: 320, height: 640 });
    expect(await horizontalOverflow(page())).toEqual({ scrollWidth: 320, clientWidth: 320 });
    await page().setViewportSize({ width: 1280, height: 720 });

    await setMode('pass');
    await tryAgain.click();
    await widget().getByText('Success: you are verified.').waitFor();
    expect(await isFocused(widget())()).toBe(true);
    await page().getByRole('button', { name: 'Sign in', exact: true }).click();
    await page().waitForURL((url) => /^\/applications\/[0-9a-f-]{36}$/.test(url.pathname));
    await expectHeading(page(), 'Your application');
    const [sent] = tokenAuthCalls();
    expect(sent?.status).toBe(200);
  });

  it('interactive mode: the person ticks "Verify you are human" with the keyboard alone, then signs in', async () => {
    await setMode('interactive');
    await toPasswordStep();
    const checkbox = widget().getByRole('checkbox', { name: 'Verify you are human' });
    await checkbox.waitFor();
    await expectNoAxeViolations(page(), 'login page, interactive bot check');
    await tabTo(page(), isFocused(checkbox));
    await page().keyboard.press('Space');
    await widget().getByText('Success: you are verified.').waitFor();
    expect(await checkbox.isChecked()).toBe(true);
    // On to "Sign in" and Enter.
    await tabTo(page(), isFocused(page().getByRole('button', { name: 'Sign in', exact: true })));
    await page().keyboard.press('Enter');
    await page().waitForURL((url) => /^\/applications\/[0-9a-f-]{36}$/.test(url.pathname));
    await expectHeading(page(), 'Your application');
    expect(tokenAuthCalls().map((e) => e.status)).toEqual([200]);
  });
});
