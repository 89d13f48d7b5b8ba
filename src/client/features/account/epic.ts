import type { AnyAction } from '@reduxjs/toolkit';
import { concatMap, exhaustMap, filter, map, merge, mergeMap, of, take, type Observable } from 'rxjs';
import { changeEmail, updateEmail } from '../../../contract/account';
import { patchProfile, type ProfilePatch } from '../../../contract/application';
import { changeLoginMethod, changePassword, createChangePasswordToken } from '../../../contract/auth';
import { signOutEverywhere } from '../../../contract/sessions/endpoints';
import { isUuid } from '../../../domain/ids';
import { normaliseLeadEmail } from '../../../domain/validation/email';
import { outcomeOf, type CommandAction } from '../../kernel/actions';
import { applicationPageEpic, pageQuery } from '../../kernel/api/applicationPage';
import { loggedUserQuery } from '../../kernel/api/queries';
import { reportProfileChange } from '../../kernel/changes/actions';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { HttpError } from '../../kernel/http/types';
import { queryInvalidate } from '../../kernel/queryCache/actions';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { tokenIssued } from '../../kernel/session/actions';
import type { SessionRootState } from '../../kernel/session/reducer';
import {
  accountChangeFailed, accountChangeSaved, cancelEmailChange, changeMyPassword, closeProfile, confirmEmailChange,
  emailChangeCancelled, emailCodeSendFailed, emailCodeSent, openProfile, profileClosed, profileOpened, profileRedirected,
  retryProfile, saveName, savePhone, signOutOtherDevices, startEmailChange, switchLoginMethod, type AccountChange,
} from './actions';
import { ACCOUNT_KEY, type AccountState } from './reducer';
import { sharedDiagnosticsEpic } from './sharedDiagnosticsEpic';

/** The root state the account epic reads. */
export type AccountEpicState = QueryCacheRootState & SessionRootState & { [ACCOUNT_KEY]?: AccountState };

/** When no profile is known to patch (the page sends nothing before it has loaded; a guard, not a flow). */
const NO_PROFILE: HttpError = { status: 404, data: { detail: 'Your profile is not loaded yet. Please try again.' } };

/** Digits only: the phone as the API stores it (§5 "exactly 10 digits"). */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/**
 * After any saved change: the profile (LoggedUser) is refetched and, per §4 "after a profile patch … the cached
 * application and tasks are refreshed", the profile change is reported for the application the page belongs to.
 */
function afterChange(applicationId: string): AnyAction[] {
  const refresh: AnyAction[] = [queryInvalidate({ groups: ['LoggedUser'] })];
  return isUuid(applicationId) ? [...refresh, reportProfileChange({ applicationId })] : refresh;
}

/** The outcome of a saved `change`, answering `cmd`. */
const savedOutcome = (cmd: unknown, applicationId: string, change: AccountChange) => outcomeOf(cmd, accountChangeSaved, { applicationId, change });
/** The outcome of a failed `change`, answering `cmd`. */
const failedOutcome = (cmd: unknown, change: AccountChange, error: HttpError) => outcomeOf(cmd, accountChangeFailed, { change, error });

/** The ops flag of the session, to keep on a swapped token (an ops token stays an ops session). */
const isOpsOf = (state: AccountEpicState): { isOps?: true } => (state.session?.isOps ? { isOps: true } : {});

/** The signed-in person's profile uuid: the loaded LoggedUser's, else the token's `uuid` claim (the same person). */
function profileUuidOf(state: AccountEpicState): string | null {
  return loggedUserQuery.select(state).data?.uuid ?? state.session?.userUUID ?? null;
}

/** The profile page's open/close (the signed-in person's LoggedUser) and its §2 redirect for an id that is not a UUID. */
const profilePageEpic = applicationPageEpic<{ applicationId: string }, AccountEpicState>({
  open: openProfile,
  close: closeProfile,
  opened: profileOpened,
  closed: profileClosed,
  queries: () => [pageQuery(loggedUserQuery)],
  invalidId: () => profileRedirected({ reason: 'invalid-id' }),
});

/**
 * The account feature epic (issue #4 §5 profile). Every write answers its command with exactly one outcome event
 * carrying the command's correlation id (so the form can show the server's errors), and each kind of change runs one
 * request at a time (a second press while one is in flight is ignored):
 * - open/close/retry: (un)subscribe or refetch LoggedUser; an id that is not a UUID → applicants list;
 * - name, phone: `PATCH /v1/customer/profile/{uuid}/` with just those fields;
 * - email: `POST change-email` (step 1, `emailCodeSent`), then `PATCH update-email` with the code (step 2): its new
 *   token is issued to the session (`tokenIssued` source 'refresh': the same person's token, swapped) before the
 *   profile is refetched with it. The JWT only ever travels in the Authorization header (added by the HTTP client);
 * - login method: `POST change-login-method`;
 * - password: `POST create-change-password-token` then `POST change-password` with that key and mode; the key never
 *   leaves this epic. The change ends every other session (issue 13 §1): the token it answers is issued to this one;
 * - sign out of all devices: `POST sign-out-everywhere`; its token is issued to this session (issue 13 §1).
 * After each saved change: {@link afterChange}.
 */
export const accountEpic: AppEpic<AccountEpicState> = (action$, state$, deps) => {
  const page$ = merge(
    profilePageEpic(action$, state$, deps),
    // The retry command names no application: the profile is the signed-in person's, whatever page it is on.
    action$.pipe(filter(retryProfile.match), map(() => loggedUserQuery.refetch())),
  );

  /** PATCH the signed-in person's profile with `patch`, answering `cmd` as a `change`. */
  const patch = (cmd: CommandAction<{ applicationId: string }>, change: AccountChange, body: ProfilePatch): Observable<AnyAction> => {
    const uuid = profileUuidOf(state$.value);
    if (uuid === null) return of(failedOutcome(cmd, change, NO_PROFILE));
    return deps.http.request(endpointRequest(patchProfile, { params: { uuid }, body })).pipe(
      take(1),
      mergeMap((result): AnyAction[] =>
        result.ok
          ? [savedOutcome(cmd, cmd.payload.applicationId, change), ...afterChange(cmd.payload.applicationId)]
          : [failedOutcome(cmd, change, result.error)],
      ),
    );
  };

  const name$ = action$.pipe(
    filter(saveName.match),
    exhaustMap((cmd) => {
      const { first_name, middle_name, last_name } = cmd.payload.name;
      const middle = middle_name?.trim() ? middle_name.trim() : null;
      return patch(cmd, 'name', { first_name: first_name.trim(), middle_name: middle, last_name: last_name.trim() });
    }),
  );

  const phone$ = action$.pipe(
    filter(savePhone.match),
    exhaustMap((cmd) => patch(cmd, 'phone', { phone: phoneDigits(cmd.payload.phone) })),
  );

  const emailCode$ = action$.pipe(
    filter(startEmailChange.match),
    exhaustMap((cmd) => {
      const newEmail = normaliseLeadEmail(cmd.payload.newEmail);
      return deps.http.request(endpointRequest(changeEmail, { body: { new_email: newEmail } })).pipe(
        take(1),
        map((result) =>
          result.ok ? outcomeOf(cmd, emailCodeSent, { newEmail }) : outcomeOf(cmd, emailCodeSendFailed, { error: result.error }),
        ),
      );
    }),
  );

  const emailConfirm$ = action$.pipe(
    filter(confirmEmailChange.match),
    exhaustMap((cmd) => {
      const { applicationId, newEmail, code } = cmd.payload;
      const body = { new_email: normaliseLeadEmail(newEmail), verification_code: code.trim() };
      return deps.http.request(endpointRequest(updateEmail, { body })).pipe(
        take(1),
        mergeMap((result): AnyAction[] =>
          result.ok
            ? [
                tokenIssued({ token: result.value.token, source: 'refresh' }),
                savedOutcome(cmd, applicationId, 'email'),
                ...afterChange(applicationId),
              ]
            : [failedOutcome(cmd, 'email', result.error)],
        ),
      );
    }),
  );

  const emailCancel$ = action$.pipe(
    filter(cancelEmailChange.match),
    map((cmd) => outcomeOf(cmd, emailChangeCancelled())),
  );

  const loginMethod$ = action$.pipe(
    filter(switchLoginMethod.match),
    exhaustMap((cmd) =>
      deps.http.request(endpointRequest(changeLoginMethod, { body: { login_method: cmd.payload.method } })).pipe(
        take(1),
        mergeMap((result): AnyAction[] =>
          result.ok
            ? [savedOutcome(cmd, cmd.payload.applicationId, 'loginMethod'), ...afterChange(cmd.payload.applicationId)]
            : [failedOutcome(cmd, 'loginMethod', result.error)],
        ),
      ),
    ),
  );

  // Issue 13 §1: the change ended every earlier session, this one's too; the token it answered keeps this device in.
  const sessions$ = action$.pipe(
    filter(signOutOtherDevices.match),
    exhaustMap((cmd) =>
      deps.http.request(endpointRequest(signOutEverywhere, { body: {} })).pipe(
        take(1),
        mergeMap((result): AnyAction[] =>
          result.ok
            ? [tokenIssued({ token: result.value.token, source: 'refresh', ...isOpsOf(state$.value) }), savedOutcome(cmd, cmd.payload.applicationId, 'sessions')]
            : [failedOutcome(cmd, 'sessions', result.error)],
        ),
      ),
    ),
  );

  const password$ = action$.pipe(
    filter(changeMyPassword.match),
    exhaustMap((cmd) => {
      const failed = (error: HttpError) => failedOutcome(cmd, 'password', error);
      return deps.http.request(endpointRequest(createChangePasswordToken, { body: {} })).pipe(
        take(1),
        concatMap((tokenResult): Observable<AnyAction> => {
          if (!tokenResult.ok) return of(failed(tokenResult.error));
          const body = { password: cmd.payload.password, token_key: tokenResult.value.token_key, token_mode: tokenResult.value.token_mode };
          return deps.http.request(endpointRequest(changePassword, { body })).pipe(
            take(1),
            mergeMap((result): AnyAction[] =>
              result.ok
                ? [
                    // Issue 13 §1: the new password ended every session; its new token (a `change` key's) keeps this one.
                    ...(result.value.token ? [tokenIssued({ token: result.value.token, source: 'refresh' as const })] : []),
                    savedOutcome(cmd, cmd.payload.applicationId, 'password'),
                    ...afterChange(cmd.payload.applicationId),
                  ]
                : [failed(result.error)],
            ),
          );
        }),
      );
    }),
  );

  return merge(page$, name$, phone$, emailCode$, emailConfirm$, emailCancel$, loginMethod$, password$, sessions$, sharedDiagnosticsEpic(action$, state$, deps));
};
