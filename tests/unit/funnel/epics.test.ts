import {
  answerSaved,
  answerSaveFailed,
  codeConfirmed,
  codeConfirmFailed,
  confirmCode,
  contactChecked,
  contactCheckFailed,
  sendVerificationCode,
  signedUpForLater,
  signUpForLater,
  signupCompleted,
  signupFailed,
  submitAddress,
  submitContact,
  submitCreditEstimate,
  submitPhone,
  submitPropertyType,
  submitPropertyUsage,
  submitPropertyValue,
  submitSignup,
  verificationCodeSendFailed,
  verificationCodeSent,
} from '../../../src/client/features/funnel/actions';
import { submissionErrorsOf } from '../../../src/client/features/funnel/views/formOutcome';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { FETCH_ERROR_TEXT } from '../../../src/domain/errorText';
import { FORM_ERROR } from 'final-form';
import { errorResult, fetchErrorResult, jsonReply } from '../../support/fakeDeps';
import { ADDRESS, EVENTS_UP_TO_APPLICANTS } from './fixtures';
import { funnelHarness } from './harness';

const QUALIFY = { method: 'POST', path: 'v1/customer/qualification/' } as const;
const CHECK_USER = { method: 'POST', path: 'v1/customer/check-user/' } as const;
const SEND_CODE = { method: 'POST', path: 'v1/customer/email-verification/' } as const;
const CONFIRM_CODE = { method: 'POST', path: 'v1/customer/email-verification/confirm/' } as const;
const SIGNUP = { method: 'POST', path: 'v1/customer/signup/' } as const;
const LATER = { method: 'POST', path: 'v1/customer/sign-up-for-later/' } as const;

const qualified = jsonReply({ qualified: true, reason: null });
const refused = (reason: string) => jsonReply({ qualified: false, reason });
const c = (id: string) => ({ correlationId: id });

/** Events up to and including the given page's answer (indexes in the fixture list). */
const upTo = (n: number) => EVENTS_UP_TO_APPLICANTS.slice(0, n);

describe('answer pages', () => {
  it('address: normalises the answer, qualifies it, saves it and only then goes to the next page', async () => {
    const h = funnelHarness();
    h.http.respond(QUALIFY, qualified);
    const outcome = await h.send(
      submitAddress({ street: ' 123 Main St ', unit_number: '', city: 'Springfield', state: 'il', zip_code: '62704-1234', county: ' Sangamon ' }, c('a1')),
    );
    const saved = { street: '123 Main St', unit_number: null, city: 'Springfield', state: 'IL', zip_code: '627041234', county: 'Sangamon' };
    expect(answerSaved.match(outcome) && outcome.payload).toEqual({ step: 'property_address', answer: { address: saved }, disqualification: null });
    expect(outcome.meta.correlationId).toBe('a1');
    expect(h.http.requestsTo(QUALIFY)[0]?.body).toEqual({ address: saved });
    expect(h.navigations.map((n) => n.path)).toEqual(['/property_type']);
    expect(h.navigations[0]?.state.answers.address).toEqual(saved);
  });

  it.each([
    ['state_not_supported', upTo(0), submitAddress({ ...ADDRESS, unit_number: '', county: '' }, c('x')), '/unable-to-offer/state-not-supported'],
    ['atypical_property', upTo(2), submitPropertyType({ property_type: 'other' }, c('x')), '/unable-to-offer/atypical-property'],
    ['home_value_too_high', upTo(4), submitPropertyValue({ estimated_value: 4_000_000, estimated_debt: 0 }, c('x')), '/unable-to-offer/home-value-too-high'],
    ['minimum_investment_guideline_reached', upTo(4), submitPropertyValue({ estimated_value: 300_000, estimated_debt: 290_000 }, c('x')), '/unable-to-offer/not-enough-equity'],
    ['fico_too_low', upTo(5), submitCreditEstimate({ estimated_fico: 499 }, c('x')), '/unable-to-offer/credit-score-too-low'],
  ])('%s → %s page, answer kept for sign-up-for-later', async (reason, seed, command, route) => {
    const h = funnelHarness(seed);
    h.http.respond(QUALIFY, refused(reason));
    const outcome = await h.send(command);
    expect(answerSaved.match(outcome) && outcome.payload.disqualification).toBe(reason);
    expect(h.navigations.map((n) => n.path)).toEqual([route]);
    expect(h.funnel().disqualification?.reason).toBe(reason);
  });

  it('asks qualification about the answers up to the page only', async () => {
    const h = funnelHarness(EVENTS_UP_TO_APPLICANTS);
    h.http.respond(QUALIFY, qualified);
    await h.send(submitPropertyType({ property_type: 'townhouse' }, c('t')));
    expect(h.http.requestsTo(QUALIFY)[0]?.body).toEqual({ address: ADDRESS, property_type: 'townhouse' });
  });

  it('a failed qualification call saves nothing, stays on the page and gives the §8 text', async () => {
    const h = funnelHarness(upTo(4));
    h.http.respond(QUALIFY, fetchErrorResult());
    const before = h.funnel();
    const outcome = await h.send(submitPropertyValue({ estimated_value: 500_000, estimated_debt: 100_000 }, c('v')));
    expect(answerSaveFailed.match(outcome)).toBe(true);
    expect(submissionErrorsOf(outcome)).toEqual({ [FORM_ERROR]: FETCH_ERROR_TEXT });
    expect(h.funnel()).toBe(before);
    expect(h.navigations).toEqual([]);
  });

  it('property usage and phone save without a qualification call', async () => {
    const h = funnelHarness(upTo(3));
    await h.send(submitPropertyUsage({ property_usage: 'second-home' }, c('u')));
    expect(h.http.requests).toEqual([]);
    expect(h.navigations.map((n) => n.path)).toEqual(['/property_value_debt']);

    const p = funnelHarness(upTo(9));
    await p.send(submitPhone({ phone: '2124567890' }, c('p')));
    expect(p.funnel().answers.phone).toBe('2124567890');
    expect(p.navigations.map((n) => n.path)).toEqual(['/applicants']);
  });

  it('without an address (e.g. after a reload) sends the person back to the first unanswered page', async () => {
    const h = funnelHarness();
    const outcome = await h.send(submitPropertyType({ property_type: 'condominium' }, c('t')));
    expect(answerSaveFailed.match(outcome)).toBe(true);
    expect(h.http.requests).toEqual([]);
    expect(h.navigations.map((n) => n.path)).toEqual(['/property_address']);
  });
});

describe('contact page: check-user outcomes', () => {
  it('prospect: lower-cases the email, emails a code, then goes to /email_verification', async () => {
    const h = funnelHarness(upTo(6));
    h.http.respond(CHECK_USER, jsonReply({ outcome: 'prospect' }));
    h.http.respond(SEND_CODE, jsonReply({ detail: 'sent', expires_at: '2030-01-01T00:10:00.000Z' }));
    const outcome = await h.send(submitContact({ first_name: ' Ada ', last_name: 'Lovelace', email: ' Ada@Example.COM ' }, c('k')));
    expect(verificationCodeSent.match(outcome)).toBe(true);
    expect(h.http.requestsTo(CHECK_USER)[0]?.body).toEqual({ email: 'ada@example.com', address: ADDRESS });
    expect(h.http.requestsTo(SEND_CODE)[0]?.body).toEqual({ email: 'ada@example.com', first_name: 'Ada' });
    expect(h.eventTypes()).toEqual([contactChecked.type, verificationCodeSent.type]);
    expect(h.navigations.map((n) => n.path)).toEqual(['/email_verification']);
  });

  it.each(['email_exists_no_address_match', 'email_address_match', 'address_exists_no_email_match'] as const)(
    '%s: saved for the page to explain; no code, no navigation',
    async (outcomeName) => {
      const h = funnelHarness(upTo(6));
      h.http.respond(CHECK_USER, jsonReply({ outcome: outcomeName }));
      const outcome = await h.send(submitContact({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }, c('k')));
      expect(contactChecked.match(outcome) && outcome.payload.outcome).toBe(outcomeName);
      expect(h.funnel().checkUserOutcome).toBe(outcomeName);
      expect(h.http.requestsTo(SEND_CODE)).toEqual([]);
      expect(h.navigations).toEqual([]);
    },
  );

  it('an email already confirmed goes straight to the phone page without a new code', async () => {
    const h = funnelHarness(EVENTS_UP_TO_APPLICANTS);
    h.http.respond(CHECK_USER, jsonReply({ outcome: 'prospect' }));
    await h.send(submitContact({ first_name: 'Ada', last_name: 'Byron', email: 'ada@example.com' }, c('k')));
    expect(h.http.requestsTo(SEND_CODE)).toEqual([]);
    expect(h.navigations.map((n) => n.path)).toEqual(['/personal_details_phone']);
  });

  it('check-user or code-sending failures answer the form with the error and stay', async () => {
    const h = funnelHarness(upTo(6));
    h.http.respond(CHECK_USER, errorResult(500, { detail: 'Service unavailable' }));
    const failed = await h.send(submitContact({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }, c('k')));
    expect(contactCheckFailed.match(failed)).toBe(true);
    expect(submissionErrorsOf(failed)).toEqual({ [FORM_ERROR]: 'Service unavailable' });

    h.http.respond(CHECK_USER, jsonReply({ outcome: 'prospect' }));
    h.http.respond(SEND_CODE, errorResult(429, { detail: 'Too many codes requested. Try again later.' }));
    const limited = await h.send(submitContact({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }, c('k2')));
    expect(verificationCodeSendFailed.match(limited)).toBe(true);
    expect(submissionErrorsOf(limited)).toEqual({ [FORM_ERROR]: 'Too many codes requested. Try again later.' });
    expect(h.navigations).toEqual([]);
  });
});

describe('email verification', () => {
  it('a wrong code shows the server detail at the code field; the right one moves on', async () => {
    const h = funnelHarness(upTo(8));
    h.http.respond(CONFIRM_CODE, errorResult(400, { detail: 'This code has expired. Ask for a new one.' }));
    const wrong = await h.send(confirmCode({ code: '000000' }, c('w')));
    expect(codeConfirmFailed.match(wrong)).toBe(true);
    expect(submissionErrorsOf(wrong, 'code')).toEqual({ code: 'This code has expired. Ask for a new one.' });
    expect(h.navigations).toEqual([]);

    h.http.respond(CONFIRM_CODE, jsonReply({ email: 'ada@example.com', verified: true }));
    const right = await h.send(confirmCode({ code: ' 123456 ' }, c('r')));
    expect(codeConfirmed.match(right) && right.payload).toEqual({ email: 'ada@example.com', code: '123456' });
    expect(h.http.requestsTo(CONFIRM_CODE)[1]?.body).toEqual({ email: 'ada@example.com', code: '123456' });
    expect(h.navigations.map((n) => n.path)).toEqual(['/personal_details_phone']);
  });

  it('"Send a new code" emails the saved address and reports a refusal', async () => {
    const h = funnelHarness(upTo(8));
    h.http.respond(SEND_CODE, jsonReply({ detail: 'sent', expires_at: '2030-01-01T00:20:00.000Z' }));
    expect(verificationCodeSent.match(await h.send(sendVerificationCode(undefined, c('s'))))).toBe(true);
    expect(h.http.requestsTo(SEND_CODE)[0]?.body).toEqual({ email: 'ada@example.com', first_name: 'Ada' });
    h.http.respond(SEND_CODE, errorResult(429, { detail: 'Please wait a minute before asking again.' }));
    expect(verificationCodeSendFailed.match(await h.send(sendVerificationCode(undefined, c('s2'))))).toBe(true);
  });
});

describe('signup (applicants page)', () => {
  const UUIDS = {
    profile_uuid: '0b5e1f7c-2d3a-4c5b-8e6f-7a8b9c0d1e2f',
    application_uuid: '1c6f2a8d-3e4b-4d6c-9f7a-8b9c0d1e2f3a',
    app_profile_uuid: '2d7a3b9e-4f5c-4e7d-a08b-9c0d1e2f3a4b',
  };

  it('sends every answer with the confirmed code, ownership and time zone; issues the token; goes to /create-user', async () => {
    const h = funnelHarness(EVENTS_UP_TO_APPLICANTS);
    h.http.respond(SIGNUP, jsonReply({ token: 'jwt-abc', ...UUIDS }));
    const outcome = await h.send(submitSignup({ ownership: 'me_and_spouse', timezone: 'America/Chicago' }, c('s')));
    expect(signupCompleted.match(outcome)).toBe(true);
    expect(h.http.requestsTo(SIGNUP)[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '2124567890',
      estimated_fico: 701,
      estimated_value: 650000,
      estimated_debt: 200000,
      property_type: 'single-family-detached',
      property_usage: 'principal-residence',
      address: ADDRESS,
      verification_code: '123456',
      ownership: 'me_and_spouse',
      timezone: 'America/Chicago',
    });
    const issued = h.events().find((e) => tokenIssued.match(e));
    expect(issued?.payload).toEqual({ token: 'jwt-abc', source: 'signup' });
    expect(h.navigations.map((n) => n.path)).toEqual([`/create-user/${UUIDS.app_profile_uuid}`]);
    // The token travels only in the session event, never in a funnel event.
    expect(JSON.stringify(h.events().filter((e) => !tokenIssued.match(e)))).not.toContain('jwt-abc');
  });

  it('a refused signup keeps the answers, issues no token and shows the server text', async () => {
    const h = funnelHarness(EVENTS_UP_TO_APPLICANTS);
    h.http.respond(SIGNUP, errorResult(409, { detail: 'An account with this email already exists.' }));
    const outcome = await h.send(submitSignup({ ownership: 'only_me', timezone: 'UTC' }, c('s')));
    expect(signupFailed.match(outcome)).toBe(true);
    expect(submissionErrorsOf(outcome)).toEqual({ [FORM_ERROR]: 'An account with this email already exists.' });
    expect(h.events().some((e) => tokenIssued.match(e))).toBe(false);
    expect(h.navigations).toEqual([]);
    expect(h.funnel().answers.email).toBe('ada@example.com');
  });

  it('without a confirmed code, sends the person to the verification page instead of calling signup', async () => {
    const h = funnelHarness(upTo(8));
    const outcome = await h.send(submitSignup({ ownership: 'only_me', timezone: 'UTC' }, c('s')));
    expect(signupFailed.match(outcome)).toBe(true);
    expect(h.http.requests).toEqual([]);
    expect(h.navigations.map((n) => n.path)).toEqual(['/email_verification']);
  });
});

describe('sign up for later (dead-end pages)', () => {
  it('sends the §3 payload with what is known and the page’s reason, then confirms', async () => {
    const h = funnelHarness([
      ...upTo(5),
      answerSaved({ step: 'personal_details_equity', answer: { estimated_fico: 499 }, disqualification: 'fico_too_low' }),
    ]);
    h.http.respond(LATER, jsonReply({ detail: 'ok' }));
    const outcome = await h.send(
      signUpForLater({ reason: 'credit-score-too-low', email: 'Grace@Example.com', first_name: 'Grace', last_name: 'Hopper' }, c('l')),
    );
    expect(signedUpForLater.match(outcome)).toBe(true);
    expect(h.funnel().laterSignup).toBe('credit-score-too-low');
    expect(h.http.requestsTo(LATER)[0]?.body).toEqual({
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '',
      estimated_fico: 499,
      property: {
        address: { unit_number: '', city: 'Springfield', state: 'IL', zip_code: '62704', street: '123 Main St', county: '' },
        property_type: 'single-family-detached',
        property_usage: 'principal-residence',
        estimated_value: 650000,
      },
      denial_reason: 'fico_too_low',
      trusted_form_cert_url: '',
    });
  });

  it('uses the §5 defaults when the address is unknown (e.g. the page was opened directly)', async () => {
    const h = funnelHarness();
    h.http.respond(LATER, jsonReply({ detail: 'ok' }));
    await h.send(signUpForLater({ reason: 'state-not-supported', email: 'a@b.co', first_name: 'A', last_name: 'B' }, c('l')));
    const body = h.http.requestsTo(LATER)[0]?.body as { estimated_fico: number; property: { address: unknown }; denial_reason: string };
    expect(body.estimated_fico).toBe(0);
    expect(body.property.address).toEqual({ unit_number: '', city: 'unknown', state: 'NA', zip_code: 'unsupported', street: '', county: '' });
    expect(body.denial_reason).toBe('state_not_supported');
  });

  it('a failure is reported to the form and nothing is confirmed', async () => {
    const h = funnelHarness();
    h.http.respond(LATER, fetchErrorResult());
    const outcome = await h.send(signUpForLater({ reason: 'atypical-property', email: 'a@b.co', first_name: 'A', last_name: 'B' }, c('l')));
    expect(submissionErrorsOf(outcome)).toEqual({ [FORM_ERROR]: FETCH_ERROR_TEXT });
    expect(h.funnel().laterSignup).toBeNull();
  });
});
