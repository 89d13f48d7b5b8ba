import { closeTasksPage, openTasksPage, retryTasksPage, tasksRedirectedToApplicants } from '../../../src/client/features/tasks/actions';
import { tasksEpic } from '../../../src/client/features/tasks/epic';
import { tasksReducer } from '../../../src/client/features/tasks/reducer';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, application, depsAtNow, IN_ONE_HOUR_S, makeToken, profile, task } from '../app/fixtures';

const APP_PATH = `v1/customer/application/${APP_UUID}/`;

function setup() {
  const { deps, scheduler } = depsAtNow();
  const { store, eventLog } = createTestStore({
    reducers: { session: sessionReducer, tasks: tasksReducer, [QUERY_CACHE_KEY]: queryCacheReducer },
    epics: [tasksEpic, createQueryCacheEpic()],
    deps,
  });
  store.dispatch(tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'password' }));
  const redirects = () => eventLog.entries().filter((e) => tasksRedirectedToApplicants.match(e.event)).map((e) => e.event.payload);
  return { deps, scheduler, store, redirects };
}

describe('tasks page data (issue #4 §1, §2 application page behaviour)', () => {
  it('sends an id that is not a UUID to the applicants list without calling the server', () => {
    const { deps, store, redirects } = setup();
    store.dispatch(openTasksPage({ applicationId: 'nope' }));
    expect(deps.navigation.paths).toEqual(['/applicants']);
    expect(redirects()).toEqual([{ reason: 'invalid-id' }]);
    expect(deps.http.requests).toHaveLength(0);
  });

  it('loads the tasks, the application, the form overview and the signed-in profile', () => {
    const { deps, store } = setup();
    deps.http.respond({ path: `${APP_PATH}tasks/` }, jsonReply([task()]));
    deps.http.respond({ path: APP_PATH }, jsonReply(application()));
    deps.http.respond({ path: 'v1/customer/profile/' }, jsonReply(profile()));
    store.dispatch(openTasksPage({ applicationId: APP_UUID }));
    expect(deps.http.requests.map((r) => r.path).sort()).toEqual([APP_PATH, `${APP_PATH}sections/`, `${APP_PATH}tasks/`, 'v1/customer/profile/']);
  });

  it('retries only what has no data', () => {
    const { deps, scheduler, store } = setup();
    deps.http.respond({ path: `${APP_PATH}tasks/` }, errorResult('FETCH_ERROR'));
    deps.http.respond({ path: APP_PATH }, jsonReply(application()));
    deps.http.respond({ path: `${APP_PATH}sections/` }, errorResult(500, { detail: 'boom' }));
    deps.http.respond({ path: 'v1/customer/profile/' }, jsonReply(profile()));
    store.dispatch(openTasksPage({ applicationId: APP_UUID }));
    scheduler.maxFrames = scheduler.now() + 32_000; // past the data cache's own 5 retries of a server error (§9)
    scheduler.flush();
    const before = deps.http.requests.length;
    store.dispatch(retryTasksPage({ applicationId: APP_UUID }));
    expect(deps.http.requests.slice(before).map((r) => r.path).sort()).toEqual([`${APP_PATH}sections/`, `${APP_PATH}tasks/`]);
  });

  it('sends a person who is not on the application (404) to the applicants list', () => {
    const { deps, store, redirects } = setup();
    deps.http.respond({ path: APP_PATH }, errorResult(404, { detail: 'Not found.' }));
    store.dispatch(openTasksPage({ applicationId: APP_UUID }));
    expect(redirects()).toEqual([{ reason: 'not-found' }]);
    expect(deps.navigation.paths).toEqual(['/applicants']);
  });

  it('releases its data when the page is left (no redirect for a late 404 afterwards)', () => {
    const { deps, scheduler, store, redirects } = setup();
    deps.http.respond({ path: APP_PATH }, errorResult(404, { detail: 'Not found.' }), { delayMs: 100 });
    store.dispatch(openTasksPage({ applicationId: APP_UUID }));
    store.dispatch(closeTasksPage({ applicationId: APP_UUID }));
    scheduler.flush();
    expect((store.getState() as { tasks: { openApplicationId: string | null } }).tasks.openApplicationId).toBeNull();
    expect(redirects()).toEqual([]);
    expect(deps.navigation.paths).toEqual([]);
  });
});
