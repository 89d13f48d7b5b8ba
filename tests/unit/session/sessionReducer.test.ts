import { applicationListQuery, applicationProfilesQuery } from '../../../src/client/kernel/api/queries';
import { queryFulfilled, queryStarted } from '../../../src/client/kernel/queryCache/actions';
import { applicationsResolved, sessionEnded, tokenIssued } from '../../../src/client/kernel/session/actions';
import { initialSessionState, sessionReducer, type SessionState } from '../../../src/client/kernel/session/reducer';
import { application, IN_ONE_HOUR_S, makeToken, OTHER_USER_UUID, USER_UUID, userAppProfile } from '../app/fixtures';

const signedIn = (): SessionState =>
  sessionReducer(undefined, tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S, username: 'jane@example.com' }), source: 'password' }));

describe('session reducer (§3 client session state)', () => {
  it('reads who is signed in and until when from the token claims', () => {
    const state = signedIn();
    expect(state.userUUID).toBe(USER_UUID);
    expect(state.username).toBe('jane@example.com');
    expect(state.expiresAt).toBe(IN_ONE_HOUR_S * 1000);
    expect(state.token).not.toBeNull();
    expect(state.isOps).toBe(false);
  });

  it('marks an ops session when the token comes with the ops flag (§6)', () => {
    const state = sessionReducer(undefined, tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'restored', isOps: true }));
    expect(state.isOps).toBe(true);
  });

  it('ignores a token whose claims do not decode (the epic ends such a session)', () => {
    expect(sessionReducer(initialSessionState, tokenIssued({ token: 'not-a-jwt', source: 'password' }))).toBe(initialSessionState);
    const noUuid = makeToken({ expSeconds: IN_ONE_HOUR_S, uuid: 'not-a-uuid' });
    expect(sessionReducer(initialSessionState, tokenIssued({ token: noUuid, source: 'password' }))).toBe(initialSessionState);
  });

  it("starts clean when another person's token arrives, but keeps what it knew for the same person", () => {
    const known = sessionReducer(signedIn(), applicationsResolved({ haveApplication: true, currentLoginAppUUID: application().uuid }));
    const sameAgain = sessionReducer(known, tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S + 60 }), source: 'refresh' }));
    expect(sameAgain.currentLoginAppUUID).toBe(application().uuid);
    const other = sessionReducer(known, tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S, uuid: OTHER_USER_UUID }), source: 'password' }));
    expect(other.userUUID).toBe(OTHER_USER_UUID);
    expect(other.currentLoginAppUUID).toBeNull();
    expect(other.haveApplication).toBeNull();
  });

  it('forgets everything but the reason when the session ends, and a new token clears the reason', () => {
    const ended = sessionReducer(signedIn(), sessionEnded({ reason: 'expired' }));
    expect(ended).toEqual({ ...initialSessionState, logoutReason: 'expired' });
    expect(sessionReducer(ended, tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'password' })).logoutReason).toBeNull();
  });

  it('learns haveApplication from the landing decision and from the ApplicationList query', () => {
    const resolved = sessionReducer(signedIn(), applicationsResolved({ haveApplication: false, currentLoginAppUUID: null }));
    expect(resolved.haveApplication).toBe(false);
    const ref = applicationListQuery.subscribe().payload;
    const started = sessionReducer(resolved, queryStarted({ ...ref, group: 'ApplicationList', requestId: 1, at: 0 }));
    const listed = sessionReducer(started, queryFulfilled({ key: ref.key, name: ref.name, requestId: 1, data: [application()], at: 1 }));
    expect(listed.haveApplication).toBe(true);
  });

  it('keeps userAppProfiles from the ApplicationProfiles query', () => {
    const ref = applicationProfilesQuery.subscribe().payload;
    const state = sessionReducer(signedIn(), queryFulfilled({ key: ref.key, name: ref.name, requestId: 1, data: { results: [userAppProfile()] }, at: 1 }));
    expect(state.userAppProfiles).toEqual([userAppProfile()]);
  });
});
