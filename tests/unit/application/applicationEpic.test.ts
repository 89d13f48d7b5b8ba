import {
  closeApplicationHome,
  openApplicationHome,
  redirectedToApplicants,
  retryApplicationHome,
} from '../../../src/client/features/application/actions';
import { applicationEpic } from '../../../src/client/features/application/epic';
import { applicationReducer, type ApplicationFeatureState } from '../../../src/client/features/application/reducer';
import { makeSelectApplicationHome } from '../../../src/client/features/application/selectors';
import { applicationProfilesQuery, applicationQuery } from '../../../src/client/kernel/api/queries';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer, type QueryCacheRootState } from '../../../src/client/kernel/queryCache/reducer';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { SECTION_NAME } from '../../../src/contract/sectionEnums';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, application, dealTeam, depsAtNow, IN_ONE_HOUR_S, makeToken, task, userAppProfile } from '../app/fixtures';

const APP_PATH = `v1/customer/application/${APP_UUID}/`;

function setup() {
  const { deps, scheduler } = depsAtNow();
  const { store, eventLog } = createTestStore({
    reducers: { session: sessionReducer, application: applicationReducer, [QUERY_CACHE_KEY]: queryCacheReducer },
    epics: [sessionEpic, applicationEpic, createQueryCacheEpic()],
    deps,
  });
  store.dispatch(tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'password' }));
  const state = () => store.getState() as unknown as QueryCacheRootState & { application: ApplicationFeatureState };
  const redirects = () => eventLog.entries().filter((e) => redirectedToApplicants.match(e.event)).map((e) => e.event.payload);
  return { deps, scheduler, store, state, redirects, eventLog };
}

function serveHome(deps: ReturnType<typeof setup>['deps']) {
  deps.http.respond({ path: APP_PATH }, jsonReply(application()));
  deps.http.respond({ path: `${APP_PATH}tasks/` }, jsonReply([task()]));
  deps.http.respond({ path: `${APP_PATH}deal-team/` }, jsonReply(dealTeam()));
  // The home's "Your application form" card reads the form overview (issue #3 §2).
  deps.http.respond(
    { path: `${APP_PATH}sections/` },
    jsonReply({ qualification_completed_at: null, sections: SECTION_NAME.values.map((section) => ({ section, status: 'not-started', updated_at: null })), submitted_at: null }),
  );
}

describe('application home (§2 application page behaviour)', () => {
  it('sends an id that is not a UUID to the applicants list without calling the server', () => {
    const { deps, store, redirects } = setup();
    store.dispatch(openApplicationHome({ applicationId: 'not-a-uuid' }));
    expect(deps.navigation.paths).toEqual(['/applicants']);
    expect(redirects()).toEqual([{ reason: 'invalid-id' }]);
    expect(deps.http.requests).toHaveLength(0);
  });

  it('loads the application, its tasks, its deal team and its form overview', () => {
    const { deps, store, state } = setup();
    serveHome(deps);
    store.dispatch(openApplicationHome({ applicationId: APP_UUID }));
    expect(deps.http.requests.map((r) => r.path).sort()).toEqual([APP_PATH, `${APP_PATH}deal-team/`, `${APP_PATH}sections/`, `${APP_PATH}tasks/`]);
    expect(state().application.openApplicationId).toBe(APP_UUID);
    const view = makeSelectApplicationHome(APP_UUID)(state());
    expect(view.application.status).toBe('ready');
    expect(view.tasks.status).toBe('ready');
    expect(view.dealTeam.status).toBe('ready');
  });

  it.each([404, 403])('sends someone who is not an applicant to the applicants list when the application answers %i', (status) => {
    const { deps, store, redirects } = setup();
    deps.http.respond({ path: APP_PATH }, errorResult(status, { detail: 'Not found.' }));
    store.dispatch(openApplicationHome({ applicationId: APP_UUID }));
    expect(deps.navigation.paths).toEqual(['/applicants']);
    expect(redirects()).toEqual([{ reason: 'not-found' }]);
  });

  it('sends a non-applicant away when the application was refused before the home opened (issue 11: the home chooser asked first)', () => {
    const { deps, store, redirects } = setup();
    deps.http.respond({ path: APP_PATH }, errorResult(404, { detail: 'Not found.' }));
    // The composition root's chooser between the application home and the investment dashboard holds the query.
    store.dispatch(applicationQuery.subscribe({ uuid: APP_UUID }));
    expect(applicationQuery.select(store.getState() as never, { uuid: APP_UUID }).status).toBe('rejected');
    store.dispatch(openApplicationHome({ applicationId: APP_UUID }));
    expect(deps.navigation.paths).toEqual(['/applicants']);
    expect(redirects()).toEqual([{ reason: 'not-found' }]);
  });

  it('keeps an applicant of that application on the page with the error and a retry', () => {
    const { deps, store, state } = setup();
    deps.http.respond({ path: 'v1/customer/all-application-profiles-from-user/' }, jsonReply({ results: [userAppProfile()] }));
    store.dispatch(applicationProfilesQuery.subscribe());
    deps.http.respond({ path: APP_PATH }, errorResult(404, { detail: 'Not found.' }));
    store.dispatch(openApplicationHome({ applicationId: APP_UUID }));
    expect(deps.navigation.paths).toEqual([]);
    expect(makeSelectApplicationHome(APP_UUID)(state()).application).toEqual({ status: 'error', message: 'Not found.' });

    serveHome(deps);
    store.dispatch(retryApplicationHome({ applicationId: APP_UUID }));
    expect(makeSelectApplicationHome(APP_UUID)(state()).application.status).toBe('ready');
  });

  it('does not redirect for a server error (the page shows it with a retry)', () => {
    const { deps, scheduler, store, state } = setup();
    deps.http.respond({ path: APP_PATH }, errorResult(500, {}));
    store.dispatch(openApplicationHome({ applicationId: APP_UUID }));
    // The data cache retries a 5xx 5 times over 31 s (§9) before the page shows the error.
    scheduler.maxFrames = scheduler.now() + 32_000;
    scheduler.flush();
    expect(deps.navigation.paths).toEqual([]);
    expect(makeSelectApplicationHome(APP_UUID)(state()).application.status).toBe('error');
  });

  it('retries only what failed', () => {
    const { deps, scheduler, store } = setup();
    serveHome(deps);
    deps.http.respond({ path: `${APP_PATH}tasks/` }, errorResult(500, {}));
    store.dispatch(openApplicationHome({ applicationId: APP_UUID }));
    scheduler.maxFrames = scheduler.now() + 32_000; // past the data cache's own 5 retries (§9)
    scheduler.flush();
    const before = deps.http.requests.length;
    store.dispatch(retryApplicationHome({ applicationId: APP_UUID }));
    expect(deps.http.requests.slice(before).map((r) => r.path)).toEqual([`${APP_PATH}tasks/`]);
  });

  it('releases the data when the page is left: dropped after 60 s unused (§9)', () => {
    const { deps, scheduler, store, state } = setup();
    serveHome(deps);
    store.dispatch(openApplicationHome({ applicationId: APP_UUID }));
    store.dispatch(closeApplicationHome({ applicationId: APP_UUID }));
    expect(state().application.openApplicationId).toBeNull();
    scheduler.maxFrames = scheduler.now() + 61_000;
    scheduler.flush();
    expect(applicationQuery.select(state(), { uuid: APP_UUID }).status).toBe('uninitialized');
  });

  it('ignores a 404 of an application whose home is not open', () => {
    const { deps, scheduler, store, eventLog } = setup();
    deps.http.respond({ path: APP_PATH }, errorResult(404, {}), { delayMs: 100 });
    store.dispatch(applicationQuery.subscribe({ uuid: APP_UUID }));
    scheduler.maxFrames = scheduler.now() + 1000;
    scheduler.flush();
    expect(eventLog.entries().some((e) => e.event.type === 'query/rejected')).toBe(true);
    expect(deps.navigation.paths).toEqual([]);
  });
});
