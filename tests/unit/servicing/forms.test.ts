import { getIn } from 'final-form';
import { stepFormErrors } from '../../../src/client/features/servicing/formErrors';
import { makeSelectRequestPage, OTHER_APPLICATION_TEXT } from '../../../src/client/features/servicing/selectors';
import { requestOpened } from '../../../src/client/features/servicing/actions';
import { SERVICING_KEY, servicingReducer } from '../../../src/client/features/servicing/reducer';
import { servicingRequestQuery } from '../../../src/client/kernel/api/servicingQueries';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { USD_ABOVE_ZERO_MESSAGE } from '../../../src/domain/money';
import { DATE_NOT_FUTURE_MESSAGE, IMPROVEMENTS_NONE_MESSAGE } from '../../../src/domain/servicing/stepRules';
import { FIELD_REQUIRED_MESSAGE } from '../../../src/domain/validation/address';
import { loaded } from '../offer/fixtures';
import { APP_UUID, request, REQUEST_UUID } from './fixtures';

const context = { today: '2026-05-10', requestType: 'owner-buyout' } as const;

describe('step form validation (issue 11 §2: the sandbox’s words, on the right input)', () => {
  it('puts each improvement’s error on its own field', () => {
    const errors = stepFormErrors('improvement-adjustment', { improvements: [{ description: 'Roof', cost: '0', completed_on: '2026-05-09' }, { cost: '1,200', completed_on: '2027-01-01' }] }, context);
    expect(getIn(errors, 'improvements[0].cost')).toBe(USD_ABOVE_ZERO_MESSAGE);
    expect(getIn(errors, 'improvements[1].description')).toBe(FIELD_REQUIRED_MESSAGE);
    expect(getIn(errors, 'improvements[1].completed_on')).toBe(DATE_NOT_FUTURE_MESSAGE);
    expect(getIn(errors, 'improvements[0].description')).toBeUndefined();
  });

  it('says what the list needs when there is none, and nothing once “none to claim” is ticked', () => {
    expect(stepFormErrors('improvement-adjustment', {}, context)).toEqual({ improvements: IMPROVEMENTS_NONE_MESSAGE });
    expect(stepFormErrors('improvement-adjustment', { none_to_claim: true }, context)).toEqual({});
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
