import * as t from 'io-ts';
import { Application, ApplicationForm, SECTION_NAME, SectionRecord, Task } from '../../src/contract';
import { declarationOf, formClient, ok200, qualify, VALID_VALUES } from './support/form';
import { expectCodec, signUp, startTestServer, type TestServer } from './support/server';

/** The application form: drafts, section submit rules, the whole submit, and has_changes after writes. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

/** A fresh signed-up customer (primary applicant) with a form client on their application. */
async function customer(email: string, overrides: Record<string, unknown> = {}) {
  const who = await signUp(server, email, overrides);
  return { ...who, form: formClient(server, who.token, who.application_uuid) };
}

describe('drafts', () => {
  it('a section nobody saved reads as not-started, revision 0, empty; the overview lists all eight in §2 order', async () => {
    const { form } = await customer('drafts.empty@example.com');
    expect(expectCodec(SectionRecord, (await form.get('payoffs')).body)).toEqual({
      section: 'payoffs', status: 'not-started', revision: 0, values: {}, updated_at: null, submitted_at: null,
    });
    const overview = expectCodec(ApplicationForm, (await form.overview()).body);
    expect(overview.sections.map((s) => [s.section, s.status])).toEqual(SECTION_NAME.values.map((s) => [s, 'not-started']));
    expect(overview).toMatchObject({ qualification_completed_at: null, submitted_at: null });
  });

  it('keeps what was typed: a reload (a new read) shows the same values, in-progress, with the revision sent', async () => {
    const { form } = await customer('drafts.reload@example.com');
    const values = { first_name: 'Grace', last_name: 'Harper', phone: '425' };
    const saved = expectCodec(SectionRecord, ok200('save', await form.save('personal-information', values)).body);
    expect(saved).toMatchObject({ status: 'in-progress', revision: 1, values, submitted_at: null });
    expect((await form.get('personal-information')).body).toEqual(saved);
    const overview = expectCodec(ApplicationForm, (await form.overview()).body);
    expect(overview.sections.find((s) => s.section === 'personal-information')?.status).toBe('in-progress');
  });

  it('is idempotent by revision: a retried save changes nothing, and a stale (older) save never overwrites a newer one', async () => {
    const { form } = await customer('drafts.revision@example.com');
    await form.save('housing-expense', { has_hoa: true }, 1);
    const second = (await form.save('housing-expense', { has_hoa: true, hoa_name: 'Oak HOA' }, 2)).body;
    const retried = await form.save('housing-expense', { has_hoa: true, hoa_name: 'Oak HOA' }, 2);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(second);
    const stale = await form.save('housing-expense', { has_hoa: false }, 1);
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(second);
    expect((await form.get('housing-expense')).body).toMatchObject({ revision: 2, values: { has_hoa: true, hoa_name: 'Oak HOA' } });
  });

  it('saving a completed section reopens it (Make Changes): in-progress again, submitted_at cleared', async () => {
    const { form } = await customer('drafts.reopen@example.com');
    await form.save('housing-expense', VALID_VALUES['housing-expense']);
    const done = expectCodec(SectionRecord, ok200('submit', await form.submit('housing-expense')).body);
    expect(done.status).toBe('completed');
    expect(done.submitted_at).not.toBeNull();
    const again = await form.save('housing-expense', { ...VALID_VALUES['housing-expense'], hoa_monthly_dues: 150 });
    expect(again.body).toMatchObject({ status: 'in-progress', submitted_at: null, values: { hoa_monthly_dues: 150 } });
  });

  it('400 when the body names another section, the path section is unknown, or the revision is not a whole number ≥ 1', async () => {
    const { token, application_uuid: uuid } = await customer('drafts.bad@example.com');
    const put = (path: string, body: unknown) => server.api('PUT', `v1/customer/application/${uuid}/sections/${path}/`, { token, body });
    expect((await put('liens', { section: 'payoffs', revision: 1, values: {} })).body.errors.section).toEqual(['Must be the section named in the path']);
    expect((await put('hobbies', { section: 'payoffs', revision: 1, values: {} })).status).toBe(400);
    expect((await put('payoffs', { section: 'payoffs', revision: 0, values: {} })).body.errors.revision).toEqual(['Must be a whole number from 1 to 2147483647']);
    expect((await put('payoffs', { section: 'payoffs', revision: 1.5, values: {} })).status).toBe(400);
    // A whole number too big for the stored column is a 400, never a 500.
    expect((await put('payoffs', { section: 'payoffs', revision: 1e300, values: {} })).body.errors.revision).toEqual(['Must be a whole number from 1 to 2147483647']);
    expect((await put('payoffs', { section: 'payoffs', revision: 1, values: { has_payoffs: 'maybe' } })).status).toBe(400);
    expect((await server.api('GET', `v1/customer/application/${uuid}/sections/hobbies/`, { token })).status).toBe(404);
  });
});

describe('submitting a section', () => {
  it('answers the §5 messages for a wrong phone and birth date, and "This field is required" for what is missing', async () => {
    const { form } = await customer('submit.personal@example.com');
    await form.save('personal-information', { first_name: 'Grace', birth_date: '2015-01-01', phone: '555' });
    const res = await form.submit('personal-information');
    expect(res.status).toBe(400);
    expect(typeof res.body.detail).toBe('string');
    expect(res.body.errors).toEqual({
      last_name: ['This field is required'],
      birth_date: ['You must enter a date that is between 18 and 110 year from today’s date.'],
      phone: ['Enter 10 digits'],
      marital_status: ['This field is required'],
    });
    expect((await form.get('personal-information')).body.status).toBe('in-progress');
    await form.save('personal-information', VALID_VALUES['personal-information']);
    expect((await form.submit('personal-information')).body.status).toBe('completed');
  });

  it('checks list items by path (mortgages, payoffs naming a known debt) and the conditional details', async () => {
    const { form } = await customer('submit.lists@example.com');
    await form.save('mortgage-details', { has_mortgages: true, mortgages: [{ id: '0b6f7a9e-3d5c-4e8a-9f1b-2c3d4e5f6a7b', lender: 'Bank' }] });
    expect((await form.submit('mortgage-details')).body.errors).toEqual({
      'mortgages.0.balance': ['This field is required'],
      'mortgages.0.monthly_payment': ['This field is required'],
      'mortgages.0.mortgage_type': ['This field is required'],
      mortgages_verified: ['Confirm that these are all the mortgages on your home.'],
    });
    await form.save('payoffs', { has_payoffs: true, payoffs: [{ id: '1b6f7a9e-3d5c-4e8a-9f1b-2c3d4e5f6a7b', creditor: 'Card Co', amount: 5000, lien_id: 'nope' }] });
    expect((await form.submit('payoffs')).body.errors).toEqual({ 'payoffs.0.lien_id': ['Choose one of the mortgages or liens on this home.'] });
    await form.save('payoffs', { has_payoffs: true, payoffs: [{ id: '1b6f7a9e-3d5c-4e8a-9f1b-2c3d4e5f6a7b', creditor: 'Card Co', amount: 5000, lien_id: '0b6f7a9e-3d5c-4e8a-9f1b-2c3d4e5f6a7b' }] });
    expect((await form.submit('payoffs')).status).toBe(200);
    await form.save('property-information', { ...VALID_VALUES['property-information'], has_major_damage: true, bathrooms: 2.25 });
    expect((await form.submit('property-information')).body.errors).toEqual({
      bathrooms: ['Enter bathrooms in halves, from 0 to 50 (for example 2.5).'],
      major_damage_details: ['This field is required'],
    });
    await form.save('investment-information', { requested_amount: 1000, use_of_proceeds: ['other'] });
    expect((await form.submit('investment-information')).body.errors).toEqual({
      requested_amount: ['The smallest investment is $30,000.'],
      use_of_proceeds_other: ['This field is required'],
    });
  });

  it('a retried submit of a completed section answers the same record', async () => {
    const { form } = await customer('submit.retry@example.com');
    await form.save('liens', VALID_VALUES.liens);
    const first = (await form.submit('liens')).body;
    const again = await form.submit('liens');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
  });
});

describe('declarations', () => {
  it('every applicant on title answers, in position order, and the ownership answer must match the people', async () => {
    const me = await customer('decl.primary@example.com');
    const app = expectCodec(Application, (await server.api('GET', `v1/customer/application/${me.application_uuid}/`, { token: me.token })).body);
    const primaryAp = app.application_profiles[0]?.uuid ?? '';
    const primary = declarationOf(primaryAp, { ownership: 'me_and_spouse', title_vesting: 'joint-tenants' });
    await me.form.save('declarations', { applicants: [primary] });
    const noSpouse = await me.form.submit('declarations');
    expect(noSpouse.status).toBe(400);
    expect(noSpouse.body.detail).toBe('Add your spouse to the application as an owner on title, or change your answer about who owns the home.');
    expect(noSpouse.body.errors).toEqual({ 'applicants.0.ownership': [noSpouse.body.detail] });

    const spouse = ok200('spouse', await server.api('PUT', `v1/customer/profile/${me.profile_uuid}/spouse/`, {
      token: me.token,
      body: { application_uuid: me.application_uuid, on_title: true, first_name: 'Sam', last_name: 'Harper', email: 'decl.spouse@example.com', middle_name: null, phone: null, birth_date: null },
    })).body as { uuid: string };
    const withSpouse = expectCodec(Application, (await server.api('GET', `v1/customer/application/${me.application_uuid}/`, { token: me.token })).body);
    const spouseAp = withSpouse.application_profiles.find((p) => p.profile.uuid === spouse.uuid)?.uuid ?? '';
    const missing = await me.form.submit('declarations');
    expect(missing.body.detail).toBe('Answer every declaration for Sam Harper.');
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'applicants.1.has_other_equity_agreement', 'applicants.1.has_pending_lawsuits', 'applicants.1.marital_status', 'applicants.1.residency',
    ]);

    await me.form.save('declarations', { applicants: [primary, declarationOf(spouseAp)] });
    expect((await me.form.submit('declarations')).body.status).toBe('completed');

    await me.form.save('declarations', { applicants: [{ ...primary, ownership: 'only_me' }, declarationOf(spouseAp)] });
    expect((await me.form.submit('declarations')).body.detail).toBe('Remove Sam Harper from the title, or change your answer about who owns the home.');
  });
});

describe('submitting the application', () => {
  it('lists what is missing, then moves to pending-doc-upload, completes the task, and locks the form', async () => {
    const me = await customer('whole.submit@example.com');
    const early = await me.form.submitApplication();
    expect(early.status).toBe(400);
    expect(early.body.detail).toBe('Before you submit, finish: the qualification questions, Personal information, Investment information, '
      + 'Property information, Housing expense, Mortgage details, Property Financing, Payoffs, Declarations.');
    expect(early.body.errors['sections.liens']).toEqual(['Complete this section.']);

    await qualify(server, me.token, me.application_uuid, me.profile_uuid, '123450001');
    for (const [section, values] of Object.entries(VALID_VALUES)) {
      ok200(section, await me.form.save(section, values));
      ok200(section, await me.form.submit(section));
    }
    const almost = await me.form.submitApplication();
    expect(almost.body.detail).toBe('Before you submit, finish: Declarations.');
    await me.form.save('declarations', { applicants: [declarationOf(me.app_profile_uuid, { ownership: 'only_me', title_vesting: 'individual' })] });
    ok200('declarations', await me.form.submit('declarations'));

    const submitted = expectCodec(Application, ok200('submit', await me.form.submitApplication()).body);
    expect(submitted).toMatchObject({ stage: 'pending-doc-upload', customer_stage: 'submitted-for-review' });
    const overview = expectCodec(ApplicationForm, (await me.form.overview()).body);
    expect(overview.submitted_at).not.toBeNull();
    expect(overview.sections.every((s) => s.status === 'completed')).toBe(true);
    const tasks = expectCodec(t.array(Task), (await server.api('GET', `v1/customer/application/${me.application_uuid}/tasks/`, { token: me.token })).body);
    expect(tasks.find((x) => x.task_type === 'complete-application')?.status).toBe('completed');

    expect((await me.form.submitApplication()).body).toMatchObject({ stage: 'pending-doc-upload' });
    const late = await me.form.save('payoffs', { has_payoffs: true });
    expect(late.status).toBe(403);
    expect((await me.form.get('payoffs')).body.values).toEqual({ has_payoffs: false });
  });
});

describe('customer-changed after a customer write', () => {
  it('answers has_changes true once after a draft save, then false until the next write', async () => {
    const me = await customer('changes@example.com');
    const changed = () => server.api('POST', `v1/customer/application/${me.application_uuid}/customer-changed/`, { token: me.token, body: {} });
    await changed();
    expect((await changed()).body).toEqual({ has_changes: false });
    await me.form.save('liens', { has_additional_liens: false });
    expect((await changed()).body).toEqual({ has_changes: true });
    expect((await changed()).body).toEqual({ has_changes: false });
    await me.form.save('liens', { has_additional_liens: false }, 1);
    expect((await changed()).body).toEqual({ has_changes: false });
    await me.form.submit('liens');
    expect((await changed()).body).toEqual({ has_changes: true });
  });
});
