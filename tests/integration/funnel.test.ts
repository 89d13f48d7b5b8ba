import * as t from 'io-ts';
import {
  Application, BackgroundTask, checkDuplicatedAddress, checkUser, DealTeam, getVersion, listStates, Profile, qualify,
  sendEmailVerification, sendSegmentEvents, signup, signUpForLater, Task, allApplicationProfilesFromUser,
} from '../../src/contract';
import { confirmedCode, expectCodec, signupBody, signUp, startTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

const address = (over: Record<string, unknown> = {}) => ({
  street: '100 Main St', city: 'Austin', state: 'TX', unit_number: null, zip_code: '78701', county: 'Travis County', ...over,
});

describe('signup funnel over HTTP', () => {
  it('sends a code, confirms it from the outbox, signs up, and the token opens the new application', async () => {
    const email = 'New.Customer@Example.com';
    const sent = await server.api('POST', 'v1/customer/email-verification/', { body: { email, first_name: 'Nia' } });
    expect(sent.status).toBe(200);
    expectCodec(sendEmailVerification.response, sent.body);

    const [mail] = await server.outbox('new.customer@example.com');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail?.code ?? 'missing');
    expect(mail?.subject).toContain(mail?.code ?? 'missing');

    const code = mail?.code ?? '';
    const check = await server.api('POST', 'v1/customer/email-verification/check/', { body: { email, code } });
    expect(check.body).toEqual({ valid: true });
    const data = await server.api('GET', `v1/customer/email-verification/verification-code-data/${code}/`);
    expect(data.status).toBe(200);
    expect(data.body.masked_email).toBe('n***@example.com');
    expect(data.body.confirmed).toBe(false);

    const confirm = await server.api('POST', 'v1/customer/email-verification/confirm/', { body: { email, code } });
    expect(confirm.body).toEqual({ email: 'new.customer@example.com', verified: true });

    const res = await server.api('POST', 'v1/customer/signup/', { body: signupBody(email, code) });
    expect(res.status).toBe(200);
    const created = expectCodec(signup.response, res.body);

    const app = await server.api('GET', `v1/customer/application/${created.application_uuid}/`, { token: created.token });
    expect(app.status).toBe(200);
    const application = expectCodec(Application, app.body);
    expect(application.stage).toBe('pending-app-submit');
    expect(application.customer_stage).toBe('in-progress');
    expect(application.application_profiles).toHaveLength(1);
    const [primary] = application.application_profiles;
    expect(primary?.uuid).toBe(created.app_profile_uuid);
    expect(primary?.position).toBe(1);
    expect(primary?.profile.uuid).toBe(created.profile_uuid);
    expect(primary?.profile.email).toBe('new.customer@example.com');
    expect(primary?.profile.phone).toBe('4154567890');
    expect(primary?.profile.login_method).toBe('magicLink');
    expect(primary?.profile.has_password).toBe(false);

    const list = await server.api('GET', 'v1/customer/application/', { token: created.token });
    expect(expectCodec(t.array(Application), list.body).map((a) => a.uuid)).toEqual([created.application_uuid]);

    const tasks = expectCodec(t.array(Task), (await server.api('GET', `v1/customer/application/${created.application_uuid}/tasks/`, { token: created.token })).body);
    expect(tasks.map((x) => x.title)).toEqual(['Complete your application', 'Set a password', 'Verify your identity']);
    expect(tasks.every((x) => x.status === 'pending')).toBe(true);

    const team = expectCodec(DealTeam, (await server.api('GET', `v1/customer/application/${created.application_uuid}/deal-team/`, { token: created.token })).body);
    expect(team.home_equity_officer).not.toBeNull();
    expect(team.transaction_specialist).not.toBeNull();

    const bg = expectCodec(t.array(BackgroundTask), (await server.api('GET', `v1/customer/application/${created.application_uuid}/background-tasks/`, { token: created.token })).body);
    expect(bg.length).toBeGreaterThan(0);

    const own = await server.api('GET', `v1/customer/profile/?application_uuid=${created.application_uuid}`, { token: created.token });
    expect(expectCodec(Profile, own.body).uuid).toBe(created.profile_uuid);

    const places = await server.api('POST', 'v1/customer/all-application-profiles-from-user/', { token: created.token, body: {} });
    expect(expectCodec(allApplicationProfilesFromUser.response, places.body).results).toEqual([
      { uuid: created.app_profile_uuid, application_uuid: created.application_uuid, position: 1, profile_type: 'applicant', stage: 'pending-app-submit' },
    ]);

    const data2 = await server.api('GET', `v1/customer/email-verification/verification-code-data/${code}/`);
    expect(data2.body.confirmed).toBe(true);
  });

  it('refuses signup without a confirmed code, and a confirmed code works for one signup only', async () => {
    const email = 'unconfirmed@example.com';
    await server.api('POST', 'v1/customer/email-verification/', { body: { email } });
    const code = (await server.outbox(email))[0]?.code ?? '';
    const early = await server.api('POST', 'v1/customer/signup/', { body: signupBody(email, code) });
    expect(early.status).toBe(400);
    expect(early.body.errors.verification_code).toHaveLength(1);

    const other = 'someone.else@example.com';
    const otherCode = await confirmedCode(server, other);
    const wrongEmail = await server.api('POST', 'v1/customer/signup/', { body: signupBody(email, otherCode) });
    expect(wrongEmail.status).toBe(400);

    await server.api('POST', 'v1/customer/email-verification/confirm/', { body: { email, code } });
    expect((await server.api('POST', 'v1/customer/signup/', { body: signupBody(email, code) })).status).toBe(200);
    const again = await server.api('POST', 'v1/customer/signup/', { body: signupBody(email, code) });
    expect(again.status).toBe(400);
  });

  it('answers 409 when the email already has an account (after proving the email)', async () => {
    const email = 'twice@example.com';
    await signUp(server, email);
    const code = await confirmedCode(server, email);
    const res = await server.api('POST', 'v1/customer/signup/', { body: signupBody(email, code) });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/already exists/);
  });

  it('re-checks the form rules of §5 on signup with their messages', async () => {
    const email = 'rules@example.com';
    const code = await confirmedCode(server, email);
    const res = await server.api('POST', 'v1/customer/signup/', {
      body: signupBody(email, code, { phone: '212-555-1234', first_name: ' ', address: address({ street: 'a@b', zip_code: '123' }), timezone: 'Mars/Base' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      first_name: ['This field is required'],
      phone: ['Enter a valid US number'],
      'address.street': ['You cannot enter an @ symbol for your street address'],
      'address.zip_code': ['Must be exactly 5 or 9 digits'],
      timezone: [expect.stringMatching(/time zone/)],
    });
  });

  it('refuses to sign up a lead that does not qualify', async () => {
    const email = 'alaska@example.com';
    const code = await confirmedCode(server, email);
    const res = await server.api('POST', 'v1/customer/signup/', { body: signupBody(email, code, { address: address({ state: 'AK', zip_code: '99501' }) }) });
    expect(res.status).toBe(400);
    expect(res.body.errors.non_field_errors).toEqual(['state_not_supported']);
  });
});

describe('check-user and duplicated address', () => {
  it('gives each of the four §3 outcomes', async () => {
    const email = 'owner@example.com';
    const home = signupBody(email, '').address;
    await signUp(server, email);
    const outcome = async (e: string, a: unknown) =>
      expectCodec(checkUser.response, (await server.api('POST', 'v1/customer/check-user/', { body: { email: e, address: a } })).body).outcome;
    expect(await outcome('OWNER@example.com', { ...home, street: '1 dr carlton b goodlett pl.' })).toBe('email_address_match');
    expect(await outcome(email, address())).toBe('email_exists_no_address_match');
    expect(await outcome(email, null)).toBe('email_exists_no_address_match');
    expect(await outcome('stranger@example.com', home)).toBe('address_exists_no_email_match');
    expect(await outcome('stranger@example.com', address({ street: '9 Elsewhere Rd' }))).toBe('prospect');
  });

  it('tells whether an address already has an application', async () => {
    await signUp(server, 'dup@example.com', { address: address({ street: '77 Dup Ln' }) });
    const dup = async (a: unknown) =>
      expectCodec(checkDuplicatedAddress.response, (await server.api('POST', 'v2/customer/applications/check-duplicated-address/', { body: { address: a } })).body);
    expect(await dup(address({ street: '77  DUP LN' }))).toEqual({ is_duplicated: true });
    expect(await dup(address({ street: '78 Dup Ln' }))).toEqual({ is_duplicated: false });
  });
});

describe('qualification (§4 disqualification reasons)', () => {
  const decide = async (body: Record<string, unknown>) => {
    const res = await server.api('POST', 'v1/customer/qualification/', { body: { address: address(), ...body } });
    expect(res.status).toBe(200);
    return expectCodec(qualify.response, res.body);
  };

  it('qualifies a typical home in a supported state', async () => {
    expect(await decide({ property_type: 'townhouse', estimated_value: 600_000, estimated_debt: 200_000, estimated_fico: 701 })).toEqual({ qualified: true, reason: null });
  });
  it.each(['AK', 'HI', 'ND', 'SD', 'WV'])('state %s is not supported', async (state) => {
    expect(await decide({ address: address({ state }) })).toEqual({ qualified: false, reason: 'state_not_supported' });
  });
  it.each(['manufactured-or-mobile-home', '10-acre-property-or-greater', 'other'])('%s is atypical', async (property_type) => {
    expect((await decide({ property_type })).reason).toBe('atypical_property');
  });
  it('home value above 3 000 000 is too high; exactly 3 000 000 is not', async () => {
    expect((await decide({ estimated_value: 3_000_001, estimated_debt: 0 })).reason).toBe('home_value_too_high');
    expect((await decide({ estimated_value: 3_000_000, estimated_debt: 0 })).reason).toBeNull();
  });
  it('FICO answer "No" (499) is too low', async () => {
    expect((await decide({ estimated_fico: 499 })).reason).toBe('fico_too_low');
  });
  it('needs min(20 % of value, 80 % of value − debt) ≥ 30 000 USD', async () => {
    // 80 % of 500 000 = 400 000; debt 370 000 leaves 30 000 → qualifies; 370 001 leaves 29 999 → not.
    expect((await decide({ estimated_value: 500_000, estimated_debt: 370_000 })).reason).toBeNull();
    expect((await decide({ estimated_value: 500_000, estimated_debt: 370_001 })).reason).toBe('minimum_investment_guideline_reached');
    // 20 % of 149 999 < 30 000 even with no debt.
    expect((await decide({ estimated_value: 149_999, estimated_debt: 0 })).reason).toBe('minimum_investment_guideline_reached');
  });
  it('lists every state with its support flag', async () => {
    const states = expectCodec(listStates.response, (await server.api('GET', 'v1/customer/states/')).body);
    expect(states).toHaveLength(51);
    const supported = new Set(states.filter((s) => s.supported).map((s) => s.code));
    for (const s of ['CA', 'NY', 'FL', 'TX', 'WA', 'MA', 'NJ']) expect(supported.has(s)).toBe(true);
    for (const s of ['AK', 'HI', 'ND', 'SD', 'WV']) expect(supported.has(s)).toBe(false);
  });
});

describe('platform and lead intake', () => {
  it('answers the product version', async () => {
    expect(expectCodec(getVersion.response, (await server.api('GET', 'v2/customer/version/')).body).version).toMatch(/^\d+\.\d+\.\d+/);
  });
  it('accepts a batch of analytics events (what is stored and how analysts read it: analytics.test.ts)', async () => {
    const event = { type: 'track', name: 'Page Viewed', properties: { page_name: 'login' }, anonymous_id: 'anon-1', timestamp: new Date().toISOString(), message_id: 'm1' };
    const res = await server.api('POST', 'v1/customer/send-segment-events/', { body: { events: [event, { ...event, message_id: 'm2' }] } });
    expect(expectCodec(sendSegmentEvents.response, res.body)).toEqual({ received: 2 });
  });
  it('keeps a sign-up-for-later lead', async () => {
    const res = await server.api('POST', 'v1/customer/sign-up-for-later/', {
      body: {
        email: 'later@example.com', first_name: 'L', last_name: 'Ater', phone: '4154567890', estimated_fico: 0,
        property: { address: { unit_number: '', city: 'unknown', state: 'NA', zip_code: 'unsupported', street: '', county: '' }, property_type: '', property_usage: '', estimated_value: 0 },
        denial_reason: 'state_not_supported', trusted_form_cert_url: '',
      },
    });
    expect(res.status).toBe(200);
    expectCodec(signUpForLater.response, res.body);
  });
});
