import { selectSelectedReadOnlyProfile, selectViewerProfileUuid } from '../../../src/client/kernel/readOnly/viewer';
import { loggedUserQuery } from '../../../src/client/kernel/api/queries';
import { requestOf } from '../../../src/client/kernel/queryCache/defineQuery';
import { readOnlyProfileSelected, sessionEnded, tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { APP_PROFILE_UUID, APP_UUID, IN_ONE_HOUR_S, makeToken, OTHER_USER_UUID, USER_UUID } from '../app/fixtures';

const OPS_UUID = '99999999-9999-4999-8999-999999999999';
const choice = { applicationId: APP_UUID, applicationProfileUuid: APP_PROFILE_UUID, profileUuid: OTHER_USER_UUID };
const signedIn = (isOps: boolean) =>
  sessionReducer(undefined, tokenIssued({ token: makeToken({ uuid: isOps ? OPS_UUID : USER_UUID, expSeconds: IN_ONE_HOUR_S }), source: 'password', isOps }));

describe('§3/§6 selectedReadOnlyProfile and the viewer', () => {
  it('an ops session takes the selector’s choice; the viewer is the chosen person', () => {
    const session = sessionReducer(signedIn(true), readOnlyProfileSelected(choice));
    expect(selectSelectedReadOnlyProfile({ session })).toEqual(choice);
    expect(selectViewerProfileUuid({ session })).toBe(OTHER_USER_UUID);
    // LoggedUser is fetched as the chosen person (GET /v1/customer/profile/{uuid}/).
    expect(requestOf(loggedUserQuery, undefined, { session }).path).toBe(`v1/customer/profile/${OTHER_USER_UUID}/`);
  });

  it('an ops session before a choice has no viewer (LoggedUser is the ops user’s own)', () => {
    const session = signedIn(true);
    expect(selectViewerProfileUuid({ session })).toBeNull();
    expect(requestOf(loggedUserQuery, undefined, { session }).path).toBe('v1/customer/profile/');
  });

  it('a customer’s session never takes a read-only profile; the viewer is the customer (LoggedUser)', () => {
    const session = sessionReducer(signedIn(false), readOnlyProfileSelected(choice));
    expect(selectSelectedReadOnlyProfile({ session })).toBeNull();
    expect(selectViewerProfileUuid({ session })).toBe(USER_UUID);
    expect(requestOf(loggedUserQuery, undefined, { session }).path).toBe('v1/customer/profile/');
  });

  it('is forgotten when the session ends', () => {
    const session = sessionReducer(sessionReducer(signedIn(true), readOnlyProfileSelected(choice)), sessionEnded({ reason: null }));
    expect(selectSelectedReadOnlyProfile({ session })).toBeNull();
  });
});
