import type { Page } from 'playwright-core';
import { DEMO, OPS } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { expectNoAxeViolations } from './support/axe';
import { horizontalOverflow } from './support/fields';
import { expectHeading, waitForBotCheckVerified, waitForHydratedForm } from './support/flows';
import { browserSuite } from './support/suite';

/** The outcome demo customers (docs/sandbox.md "Demo accounts"). */
const DENIED = { ...DEMO.denied, name: 'Nadia Kowalski' } as const;
const WITHDRAWN = DEMO.withdrawn;

// Issue 12 §1 and §5: a denied and a withdrawn customer sign in and land on an honest page — what was decided and
// when, the reason (and the denial factors) in plain words, what they can do next (after a denial: their Home Equity
// Officer first, and for a credit denial the credit report, score, key factors and their rights; start a new
// application, when it may make sense), and a stage tracker that stops where the application stopped and shows
// the outcome instead of "Closed". axe finds nothing; nothing scrolls sideways at 320 px. Staff see the same page
// under the read-only banner.
describe('closed-lost outcomes: the denied page, the withdrawn page, and the ops view of a denial', () => {
  const e2e = browserSuite();
  const page = (): Page => e2e.tab.page;
  const tracker = () => page().getByRole('list', { name: 'Application stages' });
  const section = (name: string) => page().getByRole('region', { name });

  /** Opens a fresh tab signed in as `account` (through the API) and waits for the application page the portal lands on. */
  const signIn = async (account: { email: string; password: string }, heading: string) => {
    await e2e.openTab();
    await openSignedIn(page(), e2e.sandbox.baseUrl, account);
    await expectHeading(page(), heading);
  };

  /** axe at 1280 px, then no sideways scrolling at 320 px (and axe there too); back to 1280 px after. */
  const checkLayout = async (label: string) => {
    await expectNoAxeViolations(page(), `${label} (1280 px)`);
    try {
      await page().setViewportSize({ width: 320, height: 640 });
      await tracker().waitFor();
      expect(await horizontalOverflow(page()), `${label} at 320 px`).toEqual({ scrollWidth: 320, clientWidth: 320 });
      await expectNoAxeViolations(page(), `${label} (320 px)`);
    } finally {
      await page().setViewportSize({ width: 1280, height: 720 });
    }
  };

  /** Each milestone as a screen reader reads it (name and state), and which one is the current step. */
  const spoken = (s: string) => s.replace(/^[✓●■✕]\s*/, '').replace(/\s+/g, ' ').trim();
  const milestones = async () => ({
    read: (await tracker().getByRole('listitem').allInnerTexts()).map(spoken),
    current: (await tracker().locator('[aria-current="step"]').allInnerTexts()).map(spoken),
  });

  it('a denied customer reads the decision, the reason and factors, the credit disclosure, and calls their Home Equity Officer first', async () => {
    await signIn(DENIED, 'Application denied');
    const decided = section('What was decided');
    await decided.getByText('we are not able to offer you a Home Equity Investment', { exact: false }).waitFor();
    await decided.getByText(/Decided on \d{2}\/\d{2}\/\d{4} for 3799 S Las Vegas Blvd, Las Vegas, NV 89109\./).waitFor();
    const why = section('Why');
    await why.getByText('Credit history', { exact: true }).waitFor();
    expect(await why.getByRole('heading', { level: 3, name: 'What the decision was based on' }).isVisible()).toBe(true);
    expect(await why.getByRole('listitem').allInnerTexts()).toEqual([
      'Credit score under 500: The FICO credit score is below 500.',
      'A mortgage payment 90 days late: The credit report shows a mortgage payment 90 days past due.',
    ]);
    // No raw code anywhere on the page.
    const text = await page().locator('main').innerText();
    for (const code of ['fico-under-500', 'mortgage-delinquency-90-days', 'closed-lost', 'under-review']) expect(text).not.toContain(code);
    expect(await milestones()).toEqual({
      read: ['In progress (completed)', 'Submitted for review (completed)', 'Under review (stopped here)', 'Application denied (outcome)'],
      current: ['Application denied (outcome)'],
    });
    expect(await tracker().innerText()).not.toContain('Closed');
    // The first action on the page is talking to the Home Equity Officer: a call, then an email.
    const actions = page().locator('main a.btn, main button.btn');
    expect(await actions.first().innerText()).toMatch(/^Call \S+ \S+/);
    expect(await actions.first().getAttribute('href')).toMatch(/^tel:\d{10}$/);
    expect(await actions.nth(1).innerText()).toMatch(/^Email /);
    const heo = section('Talk to your Home Equity Officer');
    await heo.getByText('go through what your credit report showed', { exact: false }).waitFor();
    expect(await heo.getByRole('link', { name: /^Call / }).count()).toBe(1);
    // The credit disclosure: bureau, score and range, pull date, key factors, both rights, the bureau's contact.
    const credit = section('Your credit report and score');
    await credit.getByText('Our decision was based in whole or in part on information in a credit report from Sandbox Credit Bureau.').waitFor();
    const figures = (await credit.locator('.figures > div').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
    expect(figures).toEqual([
      'Your credit score 487', 'Scores range from 300 to 850', expect.stringMatching(/^Date of the report \d{2}\/\d{2}\/\d{4}$/), 'Credit bureau Sandbox Credit Bureau',
    ]);
    expect(await credit.getByRole('heading', { level: 3, name: 'What hurt your score most' }).isVisible()).toBe(true);
    expect(await credit.locator('ol > li').allInnerTexts()).toEqual([
      'A mortgage payment was 90 days late in the last 12 months', 'Your credit card balances are high compared with your credit limits',
      'An account was sent to a collection agency', 'Several lenders checked your credit in the last 12 months',
    ]);
    await credit.getByText('You have the right to a free copy of your credit report from Sandbox Credit Bureau if you ask for it within 60 days', { exact: false }).waitFor();
    await credit.getByText('you have the right to dispute it with Sandbox Credit Bureau', { exact: false }).waitFor();
    await credit.getByText('Sandbox Credit Bureau did not make this decision and cannot tell you why it was made.').waitFor();
    expect(await credit.getByRole('link', { name: '(800) 555-0199' }).getAttribute('href')).toBe('tel:8005550199');
    await section('Your right to fair treatment').getByText('Equal Credit Opportunity Act', { exact: false }).waitFor();
    // Applying again comes after, as a secondary action.
    const next = section('Applying again');
    await next.getByText('You may be able to apply again once your credit report has improved', { exact: false }).waitFor();
    const applicationUuid = new URL(page().url()).pathname.split('/')[2];
    const again = next.getByRole('link', { name: 'Start a new application' });
    expect(await again.getAttribute('href')).toBe(`/applications/${applicationUuid}/new-application`);
    expect(await again.getAttribute('class')).toContain('btn--secondary');
    await checkLayout('denied page');
    // The documents page lists what was sent and invites nothing more.
    await page().getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Documents', exact: true }).click();
    await expectHeading(page(), 'Your documents');
    await page().getByRole('heading', { level: 2, name: 'This application is closed' }).waitFor();
    expect(await page().getByRole('heading', { level: 2, name: 'Upload a document' }).count()).toBe(0);
    expect(await page().getByRole('button', { name: /^(Upload|Replace)\b/ }).count()).toBe(0);
    await expectNoAxeViolations(page(), 'documents page of a denied application');
    await page().goBack();
    await expectHeading(page(), 'Application denied');
    await next.getByRole('link', { name: 'Start a new application' }).click();
    await page().waitForURL((url) => url.pathname.endsWith('/new-application'));
  });

  it('a withdrawn customer reads why in plain words, no denial factors, and a tracker stopped at consent to proceed', async () => {
    await signIn(WITHDRAWN, 'Application withdrawn');
    await section('What was decided').getByText('This application was withdrawn and is now closed.', { exact: false }).waitFor();
    const why = section('Why');
    await why.getByText('The offer was too small', { exact: true }).waitFor();
    await why.getByText('The investment we could offer was less than you needed.').waitFor();
    expect(await why.getByRole('heading', { level: 3 }).count()).toBe(0);
    expect(await milestones()).toEqual({
      read: [
        'In progress (completed)', 'Submitted for review (completed)', 'Under review (completed)', 'Consent to proceed (stopped here)',
        'Application withdrawn (outcome)',
      ],
      current: ['Application withdrawn (outcome)'],
    });
    const next = section('What you can do next');
    await next.getByText('You can start a new application whenever you are ready', { exact: false }).waitFor();
    await next.getByRole('link', { name: 'Start a new application' }).waitFor();
    await checkLayout('withdrawn page');
  });

  it('staff see the same outcome page for a denied application, under the read-only banner', async () => {
    await e2e.openTab();
    await page().goto(`${e2e.sandbox.baseUrl}/ops/sign-in`);
    await waitForHydratedForm(page());
    await waitForBotCheckVerified(page());
    await page().getByLabel('Staff email').fill(OPS.email);
    await page().getByLabel('Password').fill(OPS.password);
    await page().getByRole('button', { name: 'Sign in' }).click();
    await expectHeading(page(), 'All applications');
    await page().getByLabel('Search by name or email').fill('Kowalski');
    await page().getByRole('link', { name: DENIED.name }).click();
    await expectHeading(page(), 'Application denied');
    await page().getByRole('region', { name: 'Read-only customer view' }).waitFor();
    await section('Why').getByText('Credit history', { exact: true }).waitFor();
    await section('Your credit report and score').getByText('487', { exact: true }).waitFor();
    expect((await milestones()).current).toEqual(['Application denied (outcome)']);
    await expectNoAxeViolations(page(), 'ops view of the denied page');
  });
});
