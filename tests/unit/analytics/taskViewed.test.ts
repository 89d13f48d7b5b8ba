import { closeTasksPage, openTasksPage, taskViewed, viewTask } from '../../../src/client/features/tasks/actions';
import { tasksEpic } from '../../../src/client/features/tasks/epic';
import { tasksReducer, TASKS_KEY } from '../../../src/client/features/tasks/reducer';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { application, APP_UUID, depsAtNow, IN_ONE_HOUR_S, makeToken, profile, task, TASK_UUID } from '../app/fixtures';

const APP_PATH = `v1/customer/application/${APP_UUID}/`;

/** The tasks page open on a store whose application answers after `appDelayMs` (virtual time). */
function setup(appDelayMs: number, taskType: string, documentType: 'mortgage-statement' | null) {
  const { deps, scheduler } = depsAtNow();
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, session: sessionReducer, [TASKS_KEY]: tasksReducer },
    epics: [tasksEpic, createQueryCacheEpic()],
    deps,
  });
  store.dispatch(tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'password' }));
  deps.http.respond({ path: `${APP_PATH}tasks/` }, jsonReply([task({ task_type: taskType, document_type: documentType })]));
  deps.http.respond({ path: APP_PATH }, jsonReply(application({ tasks_version: 7 })), { delayMs: appDelayMs });
  deps.http.respond({ path: 'v1/customer/profile/' }, jsonReply(profile()));
  store.dispatch(openTasksPage({ applicationId: APP_UUID }));
  const viewed = () => eventLog.entries().filter((e) => taskViewed.match(e.event)).map((e) => e.event.payload);
  return { store, scheduler, viewed };
}

describe('tasks/viewTask → tasks/taskViewed (§9 task viewed)', () => {
  it('names the task’s type, its screen and the application’s tasks_version', () => {
    const { store, viewed } = setup(0, 'mortgage-statement', 'mortgage-statement');
    store.dispatch(viewTask({ applicationId: APP_UUID, taskUuid: TASK_UUID }));
    expect(viewed()).toEqual([{ applicationId: APP_UUID, taskUuid: TASK_UUID, taskType: 'mortgage-statement', taskName: 'documents', tasksVersion: 7 }]);
  });

  it('waits for the application when the card shows before it arrived', () => {
    const { store, scheduler, viewed } = setup(500, 'set-password', null);
    store.dispatch(viewTask({ applicationId: APP_UUID, taskUuid: TASK_UUID }));
    expect(viewed()).toEqual([]);
    scheduler.flush();
    expect(viewed()).toEqual([expect.objectContaining({ taskName: 'password', taskType: 'set-password', tasksVersion: 7 })]);
  });

  it('gives up when the page is left before, or the task is not there', () => {
    const { store, scheduler, viewed } = setup(500, 'set-password', null);
    store.dispatch(viewTask({ applicationId: APP_UUID, taskUuid: TASK_UUID }));
    store.dispatch(closeTasksPage({ applicationId: APP_UUID }));
    scheduler.flush();
    store.dispatch(viewTask({ applicationId: APP_UUID, taskUuid: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee' }));
    expect(viewed()).toEqual([]);
  });
});
