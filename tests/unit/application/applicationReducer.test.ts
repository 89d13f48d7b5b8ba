import { applicationHomeClosed, applicationHomeOpened } from '../../../src/client/features/application/actions';
import { applicationReducer, initialApplicationState } from '../../../src/client/features/application/reducer';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { APP_UUID, OLDER_APP_UUID } from '../app/fixtures';

describe('application reducer', () => {
  it('remembers the open home and forgets it when that home is left', () => {
    const open = applicationReducer(initialApplicationState, applicationHomeOpened({ applicationId: APP_UUID }));
    expect(open.openApplicationId).toBe(APP_UUID);
    // Leaving an older page after a newer one opened (React unmounts after mounting the next) keeps the newer one.
    expect(applicationReducer(open, applicationHomeClosed({ applicationId: OLDER_APP_UUID })).openApplicationId).toBe(APP_UUID);
    expect(applicationReducer(open, applicationHomeClosed({ applicationId: APP_UUID })).openApplicationId).toBeNull();
  });

  it('resets when the session ends', () => {
    const open = applicationReducer(initialApplicationState, applicationHomeOpened({ applicationId: APP_UUID }));
    expect(applicationReducer(open, sessionEnded({ reason: null }))).toEqual(initialApplicationState);
  });
});
