import { expectNoAxeViolations } from './support/axe';
import { answerPropertyPages, arriveAt, QUALIFYING_ANSWERS, type PropertyAnswers } from './support/flows';
import { browserSuite } from './support/suite';

/** One dead end of §2/§8: the answers that lead there, its route, its title and the page "Change my answer" returns to. */
type DeadEnd = {
  name: string;
  answers: PropertyAnswers;
  path: string;
  title: string;
  changeAnswerPath: string;
};

// Qualification order and thresholds: docs/sandbox.md "Qualification rules" (unsupported states AK, HI, ND, SD, WV;
// value above 3 000 000; FICO answer "No"; available = min(0.2 × value, 0.8 × value − debt) below 30 000).
const DEAD_ENDS: DeadEnd[] = [
  {
    name: 'a home in Alaska (state not supported)',
    // The Alaska State Capitol.
    answers: { ...QUALIFYING_ANSWERS, addressLine: '120 4th Street, Juneau, AK 99801' },
    path: '/unable-to-offer/state-not-supported',
    title: 'We don’t offer our product in your state yet',
    changeAnswerPath: '/property_address',
  },
  {
    name: 'a manufactured home (atypical property)',
    answers: { ...QUALIFYING_ANSWERS, propertyType: 'Manufactured or mobile home' },
    path: '/unable-to-offer/atypical-property',
    title: 'We can’t invest in this type of property',
    changeAnswerPath: '/property_type',
  },
  {
    name: 'a home worth 3 500 000 (above the 3 000 000 maximum)',
    answers: { ...QUALIFYING_ANSWERS, value: 3_500_000, debt: 0 },
    path: '/unable-to-offer/home-value-too-high',
    title: 'Your home’s value is above what we can invest in',
    changeAnswerPath: '/property_value_debt',
  },
  {
    name: 'credit score not above 500',
    answers: { ...QUALIFYING_ANSWERS, credit: 'No' },
    path: '/unable-to-offer/credit-score-too-low',
    title: 'We’re unable to make you an offer right now',
    changeAnswerPath: '/personal_details_equity',
  },
  {
    name: 'a mortgage close to the value (not enough equity)',
    // min(0.2 × 900 000, 0.8 × 900 000 − 850 000) < 30 000.
    answers: { ...QUALIFYING_ANSWERS, value: 900_000, debt: 850_000 },
    path: '/unable-to-offer/not-enough-equity',
    title: 'You don’t have enough equity in your home yet',
    changeAnswerPath: '/property_value_debt',
  },
];

// Issue 2 §6 (b): each qualification failure of §4 sends the person to its own unable-to-offer page (§2 dead-end
// routes) with its title, a way back to change the answer, and the sign-up-for-later form (§3 payload).
describe('dead ends: answers we cannot make an offer for', () => {
  const e2e = browserSuite({ tabPerTest: true });


  it.each(DEAD_ENDS)('$name → $path', async (deadEnd) => {
    // A fresh context per case: no answers carried over from the previous one.
    const { page } = await e2e.openTab();

    const reached = await answerPropertyPages(page, e2e.sandbox.baseUrl, deadEnd.answers);
    expect(reached).toBe(deadEnd.path);
    await arriveAt(page, deadEnd.path, deadEnd.title, `dead end ${deadEnd.path}`);
    await page.getByRole('heading', { level: 2, name: 'Sign up for later' }).waitFor();
    const changeAnswer = page.getByRole('link', { name: 'Change my answer' });
    expect(new URL(await changeAnswer.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe(deadEnd.changeAnswerPath);
    expect(e2e.tab.consoleErrors).toEqual([]);
  });

  it('keeps a person who signs up for later informed, and lets them change their answer', async () => {
    const { page } = await e2e.openTab();
    const answers: PropertyAnswers = { ...QUALIFYING_ANSWERS, credit: 'No' };
    expect(await answerPropertyPages(page, e2e.sandbox.baseUrl, answers, { axe: false })).toBe('/unable-to-offer/credit-score-too-low');

    await page.getByLabel('First name').fill('Walter');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByLabel('Email', { exact: true }).fill('walter.nguyen@example.com');
    await page.getByRole('button', { name: 'Keep me informed' }).click();
    await page.getByText('We’ll let you know if we can make you an offer in the future.').waitFor();
    await expectNoAxeViolations(page, 'dead end after signing up for later');

    await page.getByRole('link', { name: 'Change my answer' }).click();
    await arriveAt(page, '/personal_details_equity', 'Tell us about your credit', 'credit estimate after changing the answer');
    // The earlier answer is kept and preselected.
    expect(await page.getByRole('radio', { name: 'No', exact: true }).isChecked()).toBe(true);
    expect(e2e.tab.consoleErrors).toEqual([]);
  });
});
