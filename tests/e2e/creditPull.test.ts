import * as t from 'io-ts';
import { BackgroundTask } from '../../src/contract/entities';
import { DEMO, type Account } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { signInWithApi } from '../support/signIn';
import { expectNoAxeViolations } from './support/axe';
import { expectHeading } from './support/flows';
import { browserSuite } from './support/suite';

/** One demo customer whose first credit pull fails in its own way (docs/sandbox.md), and the page that says so. */
type FailedPull = {
  name: string;
  account: Account;
  result: 'credit_frozen' | 'credit_error';
  heading: string;
  retry: string;
};

const CASES: FailedPull[] = [
  { name: 'frozen credit', account: DEMO.frozen, result: 'credit_frozen', heading: 'Your credit is frozen', retry: 'I\'ve unfrozen my credit — try again' },
  { name: 'credit error', account: DEMO.creditError, result: 'credit_error', heading: 'We couldn’t get your credit report', retry: 'Try again' },
];

/** The credit pulls of an application as the sandbox holds them, oldest first. */
async function creditPulls(baseUrl: string, account: Account, applicationUuid: string): Promise<BackgroundTask[]> {
  const api = await signInWithApi(baseUrl, account);
  const tasks = await api.get(`v1/customer/application/${applicationUuid}/background-tasks/`, t.array(BackgroundTask));
  return tasks.filter((task) => task.task_type === 'credit-pull');
}

// Issue 3 §1 and §6 (b): the credit pull is a background task the wizard waits for. The two demo customers whose
// first pull is frozen or errors (SSN and consents already on file, so the wizard resumes at wait-request) each see
// their page, can retry, and the retry's credit report takes them on to the mortgage question.
describe('credit pull: frozen credit and credit error pages, and the retry', () => {
  const e2e = browserSuite({ tabPerTest: true, sandbox: { config: { creditPullDelayMs: 300 } } });

  it.each(CASES)('$name: shows its page, and a retry gets the credit report', async ({ account, result, heading, retry }) => {
    const { page } = await e2e.openTab();
    const applicationUuid = (await openSignedIn(page, e2e.sandbox.baseUrl, account)).applicationUuid;
    await page.goto(`${e2e.sandbox.baseUrl}/applications/${applicationUuid}/qualification`);

    await expectHeading(page, heading);
    await expectNoAxeViolations(page, `wizard: ${heading}`);
    expect((await creditPulls(e2e.sandbox.baseUrl, account, applicationUuid)).map((pull) => [pull.status, pull.result])).toEqual([['completed', result]]);

    await page.getByRole('button', { name: retry, exact: true }).click();
    await expectHeading(page, 'Mortgages on your home');
    await page.getByRole('group', { name: 'Do you have a mortgage on this home?' }).waitFor();
    // The retry started exactly one new pull, which received the report.
    expect((await creditPulls(e2e.sandbox.baseUrl, account, applicationUuid)).map((pull) => [pull.status, pull.result])).toEqual([
      ['completed', result],
      ['completed', 'credit_report_received'],
    ]);
    expect(e2e.tab.consoleErrors).toEqual([]);
  });
});
