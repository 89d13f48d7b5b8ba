import { createForm, getIn } from 'final-form';
import { stepFormErrors, type StepFormErrors } from '../../../src/client/features/servicing/formErrors';
import { makeSelectRequestPage, OTHER_APPLICATION_TEXT } from '../../../src/client/features/servicing/selectors';
import { requestOpened } from '../../../src/client/features/servicing/actions';
import { SERVICING_KEY, servicingReducer } from '../../../src/client/features/servicing/reducer';
import { servicingRequestQuery } from '../../../src/client/kernel/api/servicingQueries';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { USD_ABOVE_ZERO_MESSAGE, USD_REQUIRED_MESSAGE } from '../../../src/domain/money';
import { DATE_NOT_FUTURE_MESSAGE, IMPROVEMENTS_NONE_MESSAGE } from '../../../src/domain/servicing/stepRules';
import { FIELD_REQUIRED_MESSAGE } from '../../../src/domain/validation/address';
import { PHONE_INVALID_MESSAGE, PHONE_LENGTH_MESSAGE } from '../../../src/domain/validation/messages';
import { loaded } from '../offer/fixtures';
import { APP_UUID, request, REQUEST_UUID } from './fixtures';

const context = { today: '2026-05-10', requestType: 'owner-buyout' } as const;

/** Errors the form has at once (a step without a phone field, or once the phone rule has loaded); fails on a Promise. */
function syncErrors(errors: StepFormErrors | Promise<StepFormErrors>): StepFormErrors {
  if (errors instanceof Promise) throw new Error('expected the errors at once, got a Promise');
  return errors;
}

/** A fresh copy of the form rules and of the phone-rule loader under them (its loaded rule is module state). */
async function freshStepFormErrors() {
  vi.resetModules();
  return (await import('../../../src/client/features/servicing/formErrors')).stepFormErrors;
}

const listing = {
  listing_date: '2026-05-01', list_price: '950,000', agent_name: 'Ana Agent', agent_phone: '(212) 555-0100', agent_email: 'ana@agency.com',
  expected_closing_date: '2026-07-01',
};

describe('step form validation (issue 11 §2: the sandbox’s words, on the right input)', () => {
  it('puts each improvement’s error on its own field', () => {
    const errors = syncErrors(stepFormErrors('improvement-adjustment', { improvements: [{ description: 'Roof', cost: '0', completed_on: '2026-05-09' }, { cost: '1,200', completed_on: '2027-01-01' }] }, context));
    expect(getIn(errors, 'improvements[0].cost')).toBe(USD_ABOVE_ZERO_MESSAGE);
    expect(getIn(errors, 'improvements[1].description')).toBe(FIELD_REQUIRED_MESSAGE);
    expect(getIn(errors, 'improvements[1].completed_on')).toBe(DATE_NOT_FUTURE_MESSAGE);
    expect(getIn(errors, 'improvements[0].description')).toBeUndefined();
  });

  it('says what the list needs when there is none, and nothing once “none to claim” is ticked', () => {
    expect(stepFormErrors('improvement-adjustment', {}, context)).toEqual({ improvements: IMPROVEMENTS_NONE_MESSAGE });
    expect(stepFormErrors('improvement-adjustment', { none_to_claim: true }, context)).toEqual({});
  });

  it('the agent’s phone: waits for the §5 phone rule the first time, then answers at once (issue 14 §2: no metadata up front)', async () => {
    const fresh = await freshStepFormErrors();
    const first = fresh('home-listing', listing, { ...context, requestType: 'home-sale' });
    expect(first).toBeInstanceOf(Promise);
    await expect(first).resolves.toEqual({ agent_phone: PHONE_INVALID_MESSAGE });
    expect(syncErrors(fresh('home-listing', listing, { ...context, requestType: 'home-sale' }))).toEqual({ agent_phone: PHONE_INVALID_MESSAGE });
    expect(syncErrors(fresh('home-listing', { ...listing, agent_phone: '(212) 456-7890' }, { ...context, requestType: 'home-sale' }))).toEqual({});
    expect(syncErrors(fresh('third-party-lender-info', { loan_officer_phone: '212 555 0100' }, context))).toMatchObject({ loan_officer_phone: PHONE_INVALID_MESSAGE });
  });

  it('stays synchronous, before the phone rule has loaded, for a step without a phone and a phone that needs no metadata', async () => {
    const fresh = await freshStepFormErrors();
    expect(syncErrors(fresh('improvement-adjustment', {}, context))).toEqual({ improvements: IMPROVEMENTS_NONE_MESSAGE });
    expect(syncErrors(fresh('buyout-request', { intended_date: '2026-06-01', funding_source: 'savings' }, context))).toEqual({});
    expect(syncErrors(fresh('home-listing', { ...listing, agent_phone: '212 555' }, context))).toEqual({ agent_phone: PHONE_LENGTH_MESSAGE });
  });

  it('holds the submit of a home listing whose agent phone is no US number, says why on that field, and submits once it is fixed', async () => {
    vi.resetModules();
    const { stepFormValidator } = await import('../../../src/client/features/servicing/formErrors');
    const validate = stepFormValidator('home-listing');
    const onSubmit = vi.fn();
    const form = createForm<Record<string, unknown>>({ onSubmit, initialValues: listing, validate: (values) => validate(values, { ...context, requestType: 'home-sale' }) });
    form.registerField('agent_phone', () => undefined, { error: true });
    form.registerField('list_price', () => undefined, { error: true });
    await form.submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(form.getState().errors).toEqual({ agent_phone: PHONE_INVALID_MESSAGE });
    // The rule has loaded: later answers need no wait, yet an error fixed since the wait must go (final-form keeps the
    // errors of the last asynchronous answer).
    form.change('list_price', '');
    await vi.waitFor(() => expect(form.getState().validating).toBe(false));
    expect(form.getState().errors).toEqual({ agent_phone: PHONE_INVALID_MESSAGE, list_price: USD_REQUIRED_MESSAGE });
    form.change('list_price', '950,000');
    form.change('agent_phone', '(212) 456-7890');
    await vi.waitFor(() => expect(form.getState().validating).toBe(false));
    expect(form.getState().errors).toEqual({});
    await form.submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('the request page projection', () => {
  const state = (r = request()) =>
    [...loaded(servicingRequestQuery, { uuid: REQUEST_UUID }, r), requestOpened({ applicationId: APP_UUID, requestUuid: REQUEST_UUID, today: '2026-05-10' })].reduce(
      (s, e) => ({ [QUERY_CACHE_KEY]: queryCacheReducer(s[QUERY_CACHE_KEY], e), [SERVICING_KEY]: servicingReducer(s[SERVICING_KEY], e) }),
      { [QUERY_CACHE_KEY]: queryCacheReducer(undefined, { type: '@@init' }), [SERVICING_KEY]: servicingReducer(undefined, { type: '@@init' }) },
    );

  it('shows the step the address names, or the current one, and flags a step the request does not have', () => {
    const s = state();
    const named = makeSelectRequestPage(APP_UUID, REQUEST_UUID, 'authorize-hei-appraisal')(s);
    expect(named.status === 'ready' && named.data.step?.kind).toBe('authorize-hei-appraisal');
    const unknown = makeSelectRequestPage(APP_UUID, REQUEST_UUID, 'hoi-upload')(s);
    expect(unknown.status === 'ready' && [unknown.data.unknownStep, unknown.data.step?.kind]).toEqual([true, 'buyout-request']);
  });

  it('is an error for a request of another application, and stays the same object while nothing changes', () => {
    const other = makeSelectRequestPage('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', REQUEST_UUID, undefined)(state());
    expect(other).toEqual({ status: 'error', message: OTHER_APPLICATION_TEXT });
    const select = makeSelectRequestPage(APP_UUID, REQUEST_UUID, undefined);
    const s = state();
    expect(select(s)).toBe(select({ ...s }));
  });
});
