import { closeTasksPage, openTasksPage, retryTasksPage } from '../../../src/client/features/tasks/actions';
import { tasksEpic } from '../../../src/client/features/tasks/epic';
import { tasksReducer } from '../../../src/client/features/tasks/reducer';
import { applicationQuery } from '../../../src/client/kernel/api/queries';
import { servicingTasksQuery } from '../../../src/client/kernel/api/servicingQueries';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer, type QueryCacheRootState } from '../../../src/client/kernel/queryCache/reducer';
import { logout, tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import type { Application } from '../../../src/contract/entities';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, application, depsAtNow, IN_ONE_HOUR_S, makeToken, profile, task } from '../app/fixtures';
import { servicingTask } from './servicingFixtures';

const APP_PATH = `v1/customer/application/${APP_UUID}/`;
const SERVICING_PATH = `${APP_PATH}servicing-tasks/`;
const ARGS = { uuid: APP_UUID };
const FUNDED = { stage: 'closed-won', customer_stage: 'closed' } as const;

/** The tasks epic and the query cache over a server whose application is `app` (answered after 100 ms). */
function setup(app: Application) {
  const { deps, scheduler } = depsAtNow();
  deps.http.respond({ path: `${APP_PATH}tasks/` }, jsonReply([task()]));
  deps.http.respond({ path: APP_PATH }, jsonReply(app), { delayMs: 100 });
  deps.http.respond({ path: `${APP_PATH}sections/` }, jsonReply({ qualification_completed_at: null, sections: [], submitted_at: null }));
  deps.http.respond({ path: 'v1/customer/profile/' }, jsonReply(profile()));
  deps.http.respond({ path: SERVICING_PATH }, jsonReply([servicingTask()]));
  const { store } = createTestStore({
    reducers: { session: sessionReducer, tasks: tasksReducer, [QUERY_CACHE_KEY]: queryCacheReducer },
    epics: [tasksEpic, createQueryCacheEpic(), sessionEpic],
    deps,
  });
  store.dispatch(tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'password' }));
  const servicingRequests = () => deps.http.requestsTo({ path: SERVICING_PATH }).length;
  const state = () => store.getState() as unknown as QueryCacheRootState;
  /** Runs `ms` of virtual time (the session's token lasts an hour: flushing everything would end the session). */
  const advance = (ms = 1000) => {
    scheduler.maxFrames = scheduler.now() + ms;
    scheduler.flush();
  };
  return { deps, store, servicingRequests, state, advance };
}

describe('the tasks page loads servicing tasks for a funded application only (issue 11 §2)', () => {
  it('asks for them once the application answers as funded, and shows them', () => {
    const { advance, store, servicingRequests, state } = setup(application(FUNDED));
    store.dispatch(openTasksPage({ applicationId: APP_UUID }));
    expect(servicingRequests()).toBe(0); // the stage is not known yet
    advance();
    expect(servicingRequests()).toBe(1);
    expect(servicingTasksQuery.select(state(), ARGS).data?.map((t) => t.title)).toEqual(['Your latest mortgage statement']);
  });

  it('never asks for an application that is not funded', () => {
    const { advance, store, servicingRequests } = setup(application());
    store.dispatch(openTasksPage({ applicationId: APP_UUID }));
    advance();
    expect(servicingRequests()).toBe(0);
  });

  it('asks when the open application becomes funded while the page is shown', () => {
    const { deps, advance, store, servicingRequests } = setup(application());
    store.dispatch(openTasksPage({ applicationId: APP_UUID }));
    advance();
    deps.http.respond({ path: APP_PATH }, jsonReply(application(FUNDED)));
    store.dispatch(applicationQuery.refetch(ARGS));
    advance();
    expect(servicingRequests()).toBe(1);
  });

  it('releases them when the page is left, and does not ask after leaving before the application answered', () => {
    const left = setup(application(FUNDED));
    left.store.dispatch(openTasksPage({ applicationId: APP_UUID }));
    left.advance();
    left.store.dispatch(closeTasksPage({ applicationId: APP_UUID }));
    left.advance(61_000); // past the 60 s retention of unused data (§9)
    expect(servicingTasksQuery.select(left.state(), ARGS).status).toBe('uninitialized');

    const early = setup(application(FUNDED));
    early.store.dispatch(openTasksPage({ applicationId: APP_UUID }));
    early.store.dispatch(closeTasksPage({ applicationId: APP_UUID }));
    early.advance();
    expect(early.servicingRequests()).toBe(0);
  });

  it('stops on logout: no request afterwards', () => {
    const { advance, store, servicingRequests } = setup(application(FUNDED));
    store.dispatch(openTasksPage({ applicationId: APP_UUID }));
    store.dispatch(logout({ reason: 'signed-out' }));
    advance();
    expect(servicingRequests()).toBe(0);
  });

  it('"Try again" fetches them again after a failure, and not when they loaded', () => {
    const { deps, advance, store, servicingRequests } = setup(application(FUNDED));
    deps.http.respond({ path: SERVICING_PATH }, errorResult(500, { detail: 'boom' }));
    store.dispatch(openTasksPage({ applicationId: APP_UUID }));
    advance();
    const afterFailure = servicingRequests();
    deps.http.respond({ path: SERVICING_PATH }, jsonReply([servicingTask()]));
    store.dispatch(retryTasksPage({ applicationId: APP_UUID }));
    advance();
    expect(servicingRequests()).toBe(afterFailure + 1);
    store.dispatch(retryTasksPage({ applicationId: APP_UUID }));
    advance();
    expect(servicingRequests()).toBe(afterFailure + 1);
  });
});
