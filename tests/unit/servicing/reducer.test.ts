import {
  closeDashboard, closeRequest, dashboardClosed, dashboardOpened, openDashboard, openRequest, requestClosed, requestOpened,
} from '../../../src/client/features/servicing/actions';
import { initialServicingState, servicingReducer } from '../../../src/client/features/servicing/reducer';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { APP_UUID, OTHER_REQUEST_UUID, REQUEST_UUID } from './fixtures';

const ref = { applicationId: APP_UUID, requestUuid: REQUEST_UUID };

describe('servicing reducer (events only)', () => {
  it('keeps the open dashboard and the day its figures are computed for', () => {
    const state = servicingReducer(undefined, dashboardOpened({ applicationId: APP_UUID, today: '2026-05-10' }));
    expect(state).toEqual({ openApplicationId: APP_UUID, openRequest: null, today: '2026-05-10' });
    expect(servicingReducer(state, dashboardClosed({ applicationId: APP_UUID })).openApplicationId).toBeNull();
  });

  it('keeps the open request page; closing another request leaves it open', () => {
    const state = servicingReducer(undefined, requestOpened({ ...ref, today: '2026-05-11' }));
    expect(state).toMatchObject({ openRequest: ref, today: '2026-05-11' });
    expect(servicingReducer(state, requestClosed({ ...ref, requestUuid: OTHER_REQUEST_UUID })).openRequest).toEqual(ref);
    expect(servicingReducer(state, requestClosed(ref)).openRequest).toBeNull();
  });

  it('ignores the commands that lead to those events', () => {
    const state = servicingReducer(undefined, { type: '@@init' });
    for (const command of [openDashboard({ applicationId: APP_UUID }), closeDashboard({ applicationId: APP_UUID }), openRequest(ref), closeRequest(ref)]) {
      expect(servicingReducer(state, command)).toBe(state);
    }
  });

  it('forgets everything when the session ends', () => {
    const state = servicingReducer(servicingReducer(undefined, dashboardOpened({ applicationId: APP_UUID, today: '2026-05-10' })), requestOpened({ ...ref, today: '2026-05-10' }));
    expect(servicingReducer(state, sessionEnded({ reason: 'logout' }))).toEqual(initialServicingState);
  });
});
