import { DEMO } from '../support/accounts';
import { SESSION_ENDED_TEXT } from '../../src/client/features/auth/messages';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughLoginPage } from './support/loginPage';
import { newPage, type TestPage } from './support/browser';
import { horizontalOverflow } from './support/fields';
import { expectHeading } from './support/flows';
import { browserSuite } from './support/suite';

/** A seeded in-progress customer (docs/sandbox.md "Demo accounts"), signed in on two devices. */
const CUSTOMER = DEMO.inProgress;

// Issue 13 §1: "Sign out of all devices" on the profile page ends the other device's session at its next request,
// which lands on the login page saying why; the device that asked stays signed in. The profile passes axe at 320 px.
describe('sessions: sign out of all devices', () => {
  const e2e = browserSuite();
  let other: TestPage | undefined;
  afterAll(async () => {
    await other?.close();
  });

  it('signs the other device out at its next navigation; this one stays signed in', async () => {
    const { page } = e2e.tab;
    const applicationUuid = await signInThroughLoginPage(page, e2e.sandbox.baseUrl, CUSTOMER);
    other = await newPage(e2e.browser);
    await signInThroughLoginPage(other.page, e2e.sandbox.baseUrl, CUSTOMER);

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${e2e.sandbox.baseUrl}/applications/${applicationUuid}/profile`);
    await expectHeading(page, 'Your profile');
    const devices = page.getByRole('region', { name: 'Devices' });
    await devices.getByRole('button', { name: 'Sign out of all devices' }).click();
    // The confirmation takes focus, so a screen reader reads the question first.
    const question = devices.getByText('Sign out of every other device?');
    await question.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('profile-sessions-question');
    await expectNoAxeViolations(page, 'profile, sign out of all devices confirmation, 320 px');
    expect(await horizontalOverflow(page)).toEqual({ scrollWidth: 320, clientWidth: 320 });

    // Cancel closes it and gives focus back to the button.
    await devices.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Sign out of all devices');
    await devices.getByRole('button', { name: 'Sign out of all devices' }).click();
    await devices.getByRole('button', { name: 'Yes, sign out other devices' }).click();
    await page.getByRole('status').getByText('Signed out of every other device. You are still signed in here.').waitFor();
    await expectNoAxeViolations(page, 'profile after signing out other devices, 320 px');
    expect(await horizontalOverflow(page)).toEqual({ scrollWidth: 320, clientWidth: 320 });

    // The other device: its next navigation is refused, and the login page says why.
    await other.page.getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Documents', exact: true }).click();
    await other.page.waitForURL((url) => url.pathname === '/login');
    await other.page.getByText(SESSION_ENDED_TEXT, { exact: true }).waitFor();
    expect(await other.page.evaluate(() => window.sessionStorage.getItem('auth-token'))).toBeNull();
    await expectNoAxeViolations(other.page, 'login page after the session was ended elsewhere');

    // This device carries on with its new token, after a reload too.
    await page.reload();
    await expectHeading(page, 'Your profile');
    await page.getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Documents', exact: true }).click();
    await expectHeading(page, 'Your documents');
  });
});
