import { DEMO } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { expectNoAxeViolations } from './support/axe';
import { signInWithApi } from '../support/signIn';
import { expectFieldError } from './support/fields';
import { chooseAndContinue, expectHeading } from './support/flows';
import { browserSuite } from './support/suite';

/** A seeded in-progress customer who is the only person on their application (docs/sandbox.md). */
const CUSTOMER = DEMO.inProgress;
/** §5 co-owner email rule, word for word. */
const SAME_EMAIL = 'The email address cannot be the same as any other co-owner or the applicant.';

// Issue 3 §3 and §6 (d): a co-owner's email must differ from the applicant's and from every other co-owner's; the
// §5 message shows at the email field, what was typed stays, and nobody is added.
describe('co-owner email: equal to the applicant’s or another co-owner’s', () => {
  const e2e = browserSuite();
  let applicationUuid = '';

  const peopleOnApplication = async () => {
    const api = await signInWithApi(e2e.sandbox.baseUrl, CUSTOMER);
    return (await api.application(applicationUuid)).application_profiles.map((p) => p.profile.email);
  };

  const fillPerson = async (person: { first: string; last: string; email: string }) => {
    const { page } = e2e.tab;
    await page.getByLabel('First name', { exact: true }).fill(person.first);
    await page.getByLabel('Last name', { exact: true }).fill(person.last);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
  };

  it('reaches the co-owners list after answering that another person owns the home', async () => {
    const { page } = e2e.tab;
    applicationUuid = (await openSignedIn(page, e2e.sandbox.baseUrl, CUSTOMER)).applicationUuid;
    expect(await peopleOnApplication()).toEqual([CUSTOMER.email]);

    await page.goto(`${e2e.sandbox.baseUrl}/applications/${applicationUuid}/sections/declarations`);
    await expectHeading(page, 'Declarations');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expectHeading(page, 'Marital status');
    await page.getByRole('group', { name: 'Are you married?' }).getByRole('radio', { name: /^Unmarried/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectHeading(page, 'Another person on title');
    await chooseAndContinue(page, 'Who is on the title of the home?', 'Me and another person who is not my spouse');
    await expectHeading(page, 'Co-owners and occupants');
    await page.getByText('No one else is on the application yet.', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'declarations: co-owners and occupants, nobody added');
  });

  it("refuses the applicant's own email (in other letter case) at the field and adds nobody", async () => {
    const { page } = e2e.tab;
    await page.getByRole('button', { name: 'Add a co-owner or occupant', exact: true }).click();
    await expectHeading(page, 'Add a co-owner or occupant');
    await expectNoAxeViolations(page, 'declarations: add a co-owner or occupant');
    await page.getByRole('group', { name: 'Is this person on the title of the home?' }).getByRole('radio', { name: /^Yes, they are a co-owner/ }).check();
    await fillPerson({ first: 'Jordan', last: 'Reyes', email: 'Demo.InProgress@Example.com' });
    await page.getByRole('button', { name: 'Add person', exact: true }).click();

    expect(await expectFieldError(page, 'Email', SAME_EMAIL)).toBe('Demo.InProgress@Example.com');
    await expectHeading(page, 'Add a co-owner or occupant');
    await expectNoAxeViolations(page, 'add a co-owner with the same-email error');
    expect(await peopleOnApplication()).toEqual([CUSTOMER.email]);
  });

  it("adds the co-owner with their own email, then refuses a second person with the first co-owner's email", async () => {
    const { page } = e2e.tab;
    await page.getByLabel('Email', { exact: true }).fill('jordan.reyes@example.com');
    await page.getByRole('button', { name: 'Add person', exact: true }).click();
    await expectHeading(page, 'Co-owners and occupants');
    const people = page.getByRole('list', { name: 'People on the application' }).getByRole('listitem');
    await people.filter({ hasText: 'Co-Owner · jordan.reyes@example.com' }).waitFor();
    await expectNoAxeViolations(page, 'declarations: co-owners and occupants with a co-owner');
    expect(await peopleOnApplication()).toEqual([CUSTOMER.email, 'jordan.reyes@example.com']);

    await page.getByRole('button', { name: 'Add a co-owner or occupant', exact: true }).click();
    await expectHeading(page, 'Add a co-owner or occupant');
    await page.getByRole('group', { name: 'Is this person on the title of the home?' }).getByRole('radio', { name: /^No, they live in the home/ }).check();
    await fillPerson({ first: 'Avery', last: 'Reyes', email: 'JORDAN.REYES@example.com' });
    await page.getByRole('button', { name: 'Add person', exact: true }).click();
    expect(await expectFieldError(page, 'Email', SAME_EMAIL)).toBe('JORDAN.REYES@example.com');

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectHeading(page, 'Co-owners and occupants');
    expect(await people.count()).toBe(1);
    expect(await page.getByText('Avery Reyes').count()).toBe(0);
    expect(await peopleOnApplication()).toEqual([CUSTOMER.email, 'jordan.reyes@example.com']);
    expect(e2e.tab.consoleErrors).toEqual([]);
  });
});
