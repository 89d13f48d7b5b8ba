import type { AnyAction } from '@reduxjs/toolkit';
import { FORM_ERROR } from 'final-form';
import {
  newApplicationCreated, newApplicationDuplicate, newApplicationFailed, newApplicationRedirected, newApplicationUnderAgreement,
  openNewApplication, startNewApplication, type NewHome,
} from '../../../src/client/features/newApplication/actions';
import { newApplicationEpic } from '../../../src/client/features/newApplication/epic';
import { DUPLICATE_ADDRESS_TEXT, newApplicationErrors } from '../../../src/client/features/newApplication/formErrors';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { FETCH_ERROR_TEXT } from '../../../src/domain/errorText';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, application, depsAtNow, OLDER_APP_UUID, profile } from '../app/fixtures';

const NEW_UUID = '33333333-3333-4333-8333-333333333333';
const HOME: NewHome = {
  street: ' 5 Oak Ave ',
  unit_number: ' ',
  city: 'Denver',
  state: 'CO',
  zip_code: '80202-1234',
  property_type: 'townhouse',
  property_usage: 'principal-residence',
  estimated_value: 540_000,
};

function setup(opts: { duplicate?: boolean; fico?: 701 | 499; openFirst?: boolean; fundedOn?: string } = {}) {
  const { deps } = depsAtNow();
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer },
    epics: [createQueryCacheEpic(), newApplicationEpic],
    deps,
  });
  deps.http.respond({ method: 'GET', path: 'v1/customer/profile/' }, jsonReply(profile()));
  deps.http.respond({ method: 'GET', path: `v1/customer/application/${APP_UUID}/` }, jsonReply(application({ estimated_fico: opts.fico ?? 499 })));
  deps.http.respond(
    { path: 'v1/customer/is-service-agreement/' },
    jsonReply({ is_service_agreement: opts.fundedOn !== undefined, application_uuid: opts.fundedOn ?? null }),
  );
  deps.http.respond({ path: 'v2/customer/applications/check-duplicated-address/' }, jsonReply({ is_duplicated: opts.duplicate ?? false }));
  deps.http.respond({ method: 'POST', path: 'v2/customer/application/' }, jsonReply(application({ uuid: NEW_UUID as never })));
  if (opts.openFirst ?? true) store.dispatch(openNewApplication({ applicationId: APP_UUID }));
  const start = () => (store.dispatch as (a: AnyAction) => Promise<AnyAction>)(startNewApplication({ applicationId: APP_UUID, home: HOME }, { correlationId: 'new-1' }));
  const creates = () => deps.http.requestsTo({ method: 'POST', path: 'v2/customer/application/' });
  return { deps, store, eventLog, start, creates };
}

describe('starting another application (§2 new-application)', () => {
  it('checks the address, creates the application with the earlier credit estimate, refreshes the lists and opens its home', async () => {
    const { deps, start, creates } = setup({ fico: 499 });
    const outcome = await start();
    expect(newApplicationCreated.match(outcome) && outcome.payload).toEqual({ fromApplicationId: APP_UUID, applicationId: NEW_UUID });
    const address = { street: '5 Oak Ave', unit_number: null, city: 'Denver', state: 'CO', zip_code: '802021234', county: null };
    expect(deps.http.requestsTo({ path: /check-duplicated-address/ }).map((r) => r.body)).toEqual([{ address }]);
    expect(creates().map((r) => r.body)).toEqual([
      {
        property: { address, property_type: 'townhouse', property_usage: 'principal-residence', estimated_value: 540_000, estimated_debt: null },
        estimated_fico: 499,
      },
    ]);
    expect(deps.navigation.paths).toEqual([`/applications/${NEW_UUID}`]);
    expect(deps.http.requestsTo({ method: 'GET', path: `v1/customer/application/${APP_UUID}/` })).toHaveLength(1);
  });

  it('fetches the earlier application for its credit estimate when it is not cached', async () => {
    const { deps, start, creates } = setup({ fico: 701, openFirst: false });
    await start();
    expect(deps.http.requestsTo({ method: 'GET', path: `v1/customer/application/${APP_UUID}/` })).toHaveLength(1);
    expect(creates().map((r) => (r.body as { estimated_fico: number }).estimated_fico)).toEqual([701]);
  });

  it('creates nothing for an address that already has an application, and says so', async () => {
    const { deps, start, creates } = setup({ duplicate: true });
    const outcome = await start();
    expect(newApplicationDuplicate.match(outcome)).toBe(true);
    expect(creates()).toHaveLength(0);
    expect(deps.navigation.paths).toEqual([]);
    expect(DUPLICATE_ADDRESS_TEXT).toBe('There is already an application for this address, so we can’t start another one.');
  });

  it('a home the person already has an investment on answers that application; nothing is created or checked further', async () => {
    const { deps, start, creates } = setup({ fundedOn: OLDER_APP_UUID });
    const outcome = await start();
    expect(newApplicationUnderAgreement.match(outcome) && outcome.payload).toEqual({ applicationId: OLDER_APP_UUID });
    const address = { street: '5 Oak Ave', unit_number: null, city: 'Denver', state: 'CO', zip_code: '802021234', county: null };
    expect(deps.http.requestsTo({ path: /is-service-agreement/ }).map((r) => r.body)).toEqual([{ address }]);
    expect(deps.http.requestsTo({ path: /check-duplicated-address/ })).toHaveLength(0);
    expect(creates()).toHaveLength(0);
    expect(deps.navigation.paths).toEqual([]);
  });

  it('a failed service-agreement check is the §8 error; nothing is created', async () => {
    const { deps, start, creates } = setup();
    deps.http.respond({ path: 'v1/customer/is-service-agreement/' }, errorResult(400, { detail: 'Invalid request', errors: { 'address.zip_code': ['Must be exactly 5 or 9 digits'] } }));
    const outcome = await start();
    expect(newApplicationFailed.match(outcome) && newApplicationErrors(outcome.payload.error)).toEqual({ zip_code: 'Must be exactly 5 or 9 digits' });
    expect(creates()).toHaveLength(0);
    expect(deps.navigation.paths).toEqual([]);
  });

  it('answers a failed creation with its error and stays on the page', async () => {
    const { deps, start } = setup();
    deps.http.respond({ method: 'POST', path: 'v2/customer/application/' }, errorResult(400, { detail: 'Invalid request', errors: { 'property.address.zip_code': ['Must be exactly 5 or 9 digits'] } }));
    const outcome = await start();
    expect(newApplicationFailed.match(outcome)).toBe(true);
    expect(newApplicationFailed.match(outcome) && newApplicationErrors(outcome.payload.error)).toEqual({ zip_code: 'Must be exactly 5 or 9 digits' });
    expect(deps.navigation.paths).toEqual([]);
  });

  it('sends an id that is not a UUID to the applicants list', () => {
    const { deps, store, eventLog } = setup({ openFirst: false });
    store.dispatch(openNewApplication({ applicationId: OLDER_APP_UUID.slice(1) }));
    expect(eventLog.entries().filter((e) => newApplicationRedirected.match(e.event))).toHaveLength(1);
    expect(deps.navigation.paths).toEqual(['/applicants']);
  });
});

describe('new application errors', () => {
  it('reads a §4 disqualification as its unable-to-offer explanation', () => {
    const errors = newApplicationErrors({ status: 400, data: { detail: 'We are unable to offer…', errors: { non_field_errors: ['home_value_too_high'] } } });
    expect(errors?.[FORM_ERROR]).toMatch(/^Your home’s value is above what we can invest in\. Thank you for your interest\./);
  });

  it('a network failure is the §8 sentence', () => {
    expect(newApplicationErrors({ status: 'FETCH_ERROR', data: undefined })).toEqual({ [FORM_ERROR]: FETCH_ERROR_TEXT });
  });
});
