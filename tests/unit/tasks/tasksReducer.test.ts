import { passwordSet, tasksPageClosed, tasksPageOpened } from '../../../src/client/features/tasks/actions';
import { initialTasksState, tasksReducer } from '../../../src/client/features/tasks/reducer';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { APP_UUID, OLDER_APP_UUID } from '../app/fixtures';

describe('tasks reducer', () => {
  it('remembers the open tasks page and forgets it when that page is left', () => {
    const open = tasksReducer(initialTasksState, tasksPageOpened({ applicationId: APP_UUID }));
    expect(open.openApplicationId).toBe(APP_UUID);
    expect(tasksReducer(open, tasksPageClosed({ applicationId: OLDER_APP_UUID })).openApplicationId).toBe(APP_UUID);
    expect(tasksReducer(open, tasksPageClosed({ applicationId: APP_UUID })).openApplicationId).toBeNull();
  });

  it('keeps the password confirmation while the page stays open, and drops it when the page is left', () => {
    const open = tasksReducer(initialTasksState, tasksPageOpened({ applicationId: APP_UUID }));
    const set = tasksReducer(open, passwordSet({ applicationId: APP_UUID }));
    expect(set.passwordSetOn).toBe(APP_UUID);
    expect(tasksReducer(set, tasksPageOpened({ applicationId: APP_UUID })).passwordSetOn).toBe(APP_UUID);
    expect(tasksReducer(set, tasksPageClosed({ applicationId: APP_UUID })).passwordSetOn).toBeNull();
    expect(tasksReducer(set, tasksPageOpened({ applicationId: OLDER_APP_UUID })).passwordSetOn).toBeNull();
  });

  it('resets when the session ends', () => {
    const set = tasksReducer(tasksReducer(initialTasksState, tasksPageOpened({ applicationId: APP_UUID })), passwordSet({ applicationId: APP_UUID }));
    expect(tasksReducer(set, sessionEnded({ reason: null }))).toEqual(initialTasksState);
  });
});
