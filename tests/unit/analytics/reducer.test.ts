import { batchDropped, batchSent, callRejected, pageShown } from '../../../src/client/analytics/actions';
import { analyticsReducer, initialAnalyticsState } from '../../../src/client/analytics/reducer';
import { startSessionReplay } from '../../../src/client/features/help/actions';
import { viewTask } from '../../../src/client/features/tasks/actions';
import { reportFieldError } from '../../../src/client/kernel/forms/actions';
import { logout, sessionEnded } from '../../../src/client/kernel/session/actions';

describe('the analytics slice: what this page refused, sent and dropped', () => {
  it('counts refusals per plan key, and calls sent and dropped', () => {
    const state = [
      callRejected({ key: 'track:Task Viewed' }),
      callRejected({ key: 'track:Task Viewed' }),
      callRejected({ key: 'page:Home' }),
      batchSent({ count: 20 }),
      batchSent({ count: 3 }),
      batchDropped({ count: 4 }),
    ].reduce(analyticsReducer, initialAnalyticsState);
    expect(state).toEqual({ rejected: { 'track:Task Viewed': 2, 'page:Home': 1 }, sent: 23, dropped: 4 });
  });

  it('ignores commands and other events, and keeps its counts across a sign-out (they describe the page, not the person)', () => {
    const counted = analyticsReducer(initialAnalyticsState, batchSent({ count: 2 }));
    for (const action of [
      reportFieldError({ field: 'email', message: 'An email is required' }),
      logout({ reason: 'signed-out' }),
      startSessionReplay(),
      viewTask({ applicationId: 'a', taskUuid: 'b' }),
      pageShown({ page_name: 'Login', path_pattern: '/login' }),
      sessionEnded({ reason: 'signed-out' }),
    ]) {
      expect(analyticsReducer(counted, action)).toBe(counted);
    }
  });
});
