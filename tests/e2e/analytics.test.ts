import { isRight } from 'fp-ts/Either';
import { keysOf, storedCalls as storedCallsOf } from './support/analyst';
import type { Page } from 'playwright-core';
import { SegmentEvent } from '../../src/contract/platform';
import { TRACK, trackingPlanViolations } from '../../src/contract/trackingPlan';
import { personalDataFindings } from '../../src/domain/personalData';
import { DEMO } from '../support/accounts';
import { signInWithApi } from '../support/signIn';
import { expectNoAxeViolations } from './support/axe';
import { expectFieldError, horizontalOverflow } from './support/fields';
import { expectHeading, followMenuLink, waitForHydratedForm } from './support/flows';
import { storedJwts } from './support/privacy';
import { browserSuite } from './support/suite';


// Issue #5 §5 (b): a customer's session in the browser — a validation error on the login page, a magic link asked
// for, sign-in, the home, the tasks, sign-out — then the analyst's view of that session in the sandbox: every call
// passes the tracking plan, carries the properties the spec names, the expected events are there, and nothing
// personal of the person (token, email, phone, SSN, street, birth date, names) is anywhere in any call.
describe('analytics: a customer session as the analyst sees it', () => {
  const e2e = browserSuite();
  const page = (): Page => e2e.tab.page;
  const button = (name: string) => page().getByRole('button', { name, exact: true });
  let sessionId = '';
  let applicationUuid = '';
  let tokens: string[] = [];

  const storedCalls = () => storedCallsOf(e2e.sandbox.baseUrl, sessionId);

  it('a customer session: a field error, a magic link, sign-in, home, tasks, resources, sign-out', async () => {
    await page().goto(`${e2e.sandbox.baseUrl}/login`);
    await expectHeading(page(), 'Sign in');
    await waitForHydratedForm(page());
    // Analytics load just after the first render (their session id appears then); a field error shown before that —
    // quicker than a person can type — would not be reported (docs/analytics.md "§5 field errors").
    await page().waitForFunction(() => window.sessionStorage.getItem('analytics-anonymous-id') !== null);
    await page().getByLabel('Email address').fill('dana.okafor@');
    await button('Continue').click();
    await expectFieldError(page(), 'Email address', 'Enter a valid email address');

    await page().getByLabel('Email address').fill(DEMO.documents.email);
    await button('Continue').click();
    await button('Email me a sign-in link').click();
    await expectHeading(page(), 'Check your email');

    await button('Use a different email').click();
    await page().getByLabel('Email address').fill(DEMO.documents.email);
    await button('Continue').click();
    await button('Sign in with password').click();
    await page().getByLabel('Password', { exact: true }).fill(DEMO.documents.password);
    await button('Sign in').click();
    await page().waitForURL((url) => /^\/applications\/[0-9a-f-]{36}$/.test(url.pathname));
    await expectHeading(page(), 'Your application');
    applicationUuid = new URL(page().url()).pathname.split('/')[2] ?? '';
    tokens = await storedJwts(page());
    expect(tokens.length).toBeGreaterThan(0);

    await page().getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Tasks', exact: true }).click();
    await expectHeading(page(), 'Your tasks');
    await page().getByRole('heading', { level: 2, name: /^Done \(\d+\)$/ }).waitFor();

    // Until the page is hidden below, the sending layer's own sends are held back (never the beacon): what it has not
    // had acknowledged stays in the outbox, so the hide always has something to send, however slow the machine (a
    // batch window of 5 s could otherwise pass before the hide and leave nothing waiting).
    let releaseSends: () => void = () => undefined;
    const sendsHeld = new Promise<void>((resolve) => (releaseSends = resolve));
    const SEGMENT_ENDPOINT = '**/api/v1/customer/send-segment-events/';
    await page().route(SEGMENT_ENDPOINT, async (route) => {
      if (route.request().resourceType() !== 'ping') await sendsHeld;
      await route.continue();
    });

    // §4/§9 session monitoring, only on request: the resources page's control answers in a live region.
    await followMenuLink(page(), 'Resources');
    await expectHeading(page(), 'Resources');
    const share = page().getByRole('region', { name: 'Share this session with support' });
    await share.getByRole('button', { name: 'Share this session with support' }).click();
    await expect
      .poll(() => share.getByRole('status').innerText())
      .toMatch(/^Thank you\. (This session is now shared with our support team until you sign out\.|We only record a sample of sessions, and this one was not selected, so nothing is being recorded\.)$/);

    // The page being hidden (tab switched, phone locked) sends what is buffered at once, by sendBeacon.
    const beacon = page().waitForRequest((r) => r.url().endsWith('/api/v1/customer/send-segment-events/') && r.resourceType() === 'ping');
    await page().evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // The browser took the JSON beacon and the sandbox answered it (its body is checked below, as page:Resources).
    expect((await (await beacon).response())?.status()).toBe(200);
    // The held sends go now: the sandbox keeps one call per message id, whichever way it came.
    releaseSends();
    await page().unroute(SEGMENT_ENDPOINT);
    await page().evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // axe after the beacon: an axe run can outlast the 5 s batch window, which would send the buffer before the hide.
    await expectNoAxeViolations(page(), 'resources, session shared (or not selected)');
    await page().setViewportSize({ width: 320, height: 640 });
    expect(await horizontalOverflow(page())).toEqual({ scrollWidth: 320, clientWidth: 320 });
    await page().setViewportSize({ width: 1280, height: 720 });

    sessionId = await page().evaluate(() => window.sessionStorage.getItem('analytics-anonymous-id') ?? '');
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await followMenuLink(page(), 'Sign out');
    await expectHeading(page(), 'Sign in');
    await page().getByText('You have signed out.').waitFor();
    // The browser session (and its anonymous id) outlives the sign-out.
    expect(await page().evaluate(() => window.sessionStorage.getItem('analytics-anonymous-id'))).toBe(sessionId);
  });

  it('the sandbox received the expected calls of that session, in the order they happened, each once', async () => {
    await expect
      .poll(async () => keysOf(await storedCalls()), { timeout: 15_000, interval: 500 })
      .toEqual(expect.arrayContaining(['page:Login', `track:${TRACK.taskViewed}`, 'page:Tasks']));
    const keys = keysOf(await storedCalls());
    expect(keys).toEqual(
      expect.arrayContaining([
        'page:Login',
        `track:${TRACK.invalidEmailEntered}`,
        `track:${TRACK.magicLinkSent}`,
        'identify:',
        `track:${TRACK.loginSucceeded}`,
        'page:Home',
        'group:',
        'page:Tasks',
        `track:${TRACK.taskViewed}`,
        'page:Resources',
        'page:Logout',
      ]),
    );
    // Ordered as they happened (each call's timestamp is its event's time).
    const calls = await storedCalls();
    const firstAt = (key: string) => calls.filter((c) => `${c.type}:${c.name}` === key).map((c) => Date.parse(c.timestamp))[0] ?? NaN;
    expect(firstAt(`track:${TRACK.magicLinkSent}`)).toBeLessThan(firstAt(`track:${TRACK.loginSucceeded}`));
    expect(firstAt('page:Home')).toBeLessThan(firstAt(`track:${TRACK.taskViewed}`));
    // One message id per call: nothing stored twice. Nothing was refused by the plan in the browser either.
    expect(new Set(calls.map((c) => c.messageId)).size).toBe(calls.length);
    expect(keys).not.toContain(`track:${TRACK.trackingPlanViolationCounted}`);
    if (process.env.E2E_PRINT_ANALYTICS) console.log(keys.join('\n'));
  });

  it('every call passes the tracking plan — by the sandbox’s verdict and checked again here', async () => {
    const calls = await storedCalls();
    expect(calls.filter((c) => c.violations.length > 0).map((c) => [`${c.type}:${c.name}`, c.violations])).toEqual([]);
    for (const c of calls) {
      const call = { type: c.type, name: c.name, properties: c.properties, anonymous_id: c.sessionId, timestamp: c.timestamp, message_id: c.messageId, ...(c.extra ?? {}) };
      const decoded = SegmentEvent.decode(call);
      expect(isRight(decoded), `${c.type}:${c.name} is a SegmentEvent`).toBe(true);
      if (isRight(decoded)) expect(trackingPlanViolations(decoded.right), `${c.type}:${c.name}`).toEqual([]);
    }
  });

  it('track calls carry productVersion and page_name; application calls the applicationId; Task Viewed its task_* (§3)', async () => {
    const calls = await storedCalls();
    const tracks = calls.filter((c) => c.type === 'track');
    for (const c of tracks) {
      expect(c.properties.productVersion, c.name).toMatch(/^\d+\.\d+\.\d+/);
      expect(typeof c.properties.page_name, c.name).toBe('string');
    }
    const taskViewed = tracks.find((c) => c.name === TRACK.taskViewed);
    expect(taskViewed?.properties).toMatchObject({ applicationId: applicationUuid, page_name: 'Tasks', task_name: expect.any(String), task_type: expect.any(String), tasks_version: expect.any(Number) });
    expect(calls.find((c) => c.type === 'page' && c.name === 'Tasks')?.properties).toMatchObject({ applicationId: applicationUuid, path_pattern: '/applications/:applicationId/tasks' });
    expect(calls.find((c) => c.type === 'group')?.properties).toMatchObject({ applicationId: applicationUuid, stage: expect.any(String) });
    expect(tracks.find((c) => c.name === TRACK.invalidEmailEntered)?.properties).toMatchObject({ field: 'email', page_name: 'Login' });
  });

  it('no call holds anything personal: not the token, email, phone, SSN, street, birth date or name of the person', async () => {
    const calls = await storedCalls();
    const api = await signInWithApi(e2e.sandbox.baseUrl, DEMO.documents);
    const application = await api.application(applicationUuid);
    const person = application.application_profiles.map((p) => p.profile).find((p) => p.email === DEMO.documents.email);
    expect(person).toBeDefined();
    const secrets = [
      ...tokens,
      DEMO.documents.email,
      'dana.okafor@',
      person?.phone ?? '',
      person?.social_security_number ?? '',
      person?.birth_date ?? '',
      person?.first_name ?? '',
      person?.last_name ?? '',
      application.property.address.street,
    ].filter((s) => s !== '');
    const text = JSON.stringify(calls).toLowerCase();
    for (const secret of secrets) expect(text.includes(secret.toLowerCase()), `a call holds ${secret.slice(0, 3)}…`).toBe(false);
    expect(personalDataFindings(calls.map((c) => ({ properties: c.properties, extra: c.extra })))).toEqual([]);
  });
});
