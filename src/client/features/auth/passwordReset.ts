import { combineEpics } from 'redux-observable';
import { concat, exhaustMap, filter, map, of, take } from 'rxjs';
import { changePassword as changePasswordEndpoint, checkTemporalToken, createChangePasswordLink, type TokenMode } from '../../../contract';
import { normaliseLeadEmail } from '../../../domain/validation/email';
import { defineCommand, defineEvent, outcomeOf } from '../../kernel/actions';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { HttpError } from '../../kernel/http/types';

/** `/password/:key` was opened: ask whether the emailed change-password link can still be used (§7 check-token). */
export const checkPasswordLink = defineCommand<{ key: string }>('auth/checkPasswordLink');

/** The link check has started (the page shows progress). */
export const checkPasswordLinkStarted = defineEvent('auth/passwordLinkCheckStarted');

/** The link was checked: `valid` false when used, expired or unknown. */
export const passwordLinkChecked = defineEvent<{ valid: boolean; tokenMode: TokenMode | null }>('auth/passwordLinkChecked');

/** The link could not be checked (network or server error, §8). */
export const passwordLinkCheckFailed = defineEvent<{ error: HttpError }>('auth/passwordLinkCheckFailed');

/** Set a new password with the emailed link (§7 change-password: password, token_key, token_mode; single use). */
export const setNewPassword = defineCommand<{ key: string; password: string; tokenMode: TokenMode }>('auth/setNewPassword');

/** The new password was saved; the person signs in with it. */
export const newPasswordSet = defineEvent('auth/newPasswordSet');

/** The new password was refused (link spent or expired, password too short, network): §8 text at the form. */
export const newPasswordFailed = defineEvent<{ error: HttpError }>('auth/newPasswordFailed');

/**
 * A used or expired link's page: email a new change-password link (§7 temporal-links create-change-password-link;
 * issue 12 §3). The answer is the same whether or not the email has an account.
 */
export const requestNewPasswordLink = defineCommand<{ email: string }>('auth/requestNewPasswordLink');

/** The server took the request (a link was emailed if the account exists); `email` as sent, lower-cased. */
export const newPasswordLinkRequested = defineEvent<{ email: string }>('auth/newPasswordLinkRequested');

/** The request was refused (invalid email, 429 too many links) or failed (§8 error). */
export const newPasswordLinkFailed = defineEvent<{ error: HttpError }>('auth/newPasswordLinkFailed');

/** A dead link's page: `requestNewPasswordLink` → create-change-password-link (one request at a time). */
const newPasswordLinkEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(requestNewPasswordLink.match),
    exhaustMap((cmd) => {
      const email = normaliseLeadEmail(cmd.payload.email);
      return deps.http.request(endpointRequest(createChangePasswordLink, { body: { email } })).pipe(
        take(1),
        map((result) =>
          result.ok ? outcomeOf(cmd, newPasswordLinkRequested, { email }) : outcomeOf(cmd, newPasswordLinkFailed, { error: result.error }),
        ),
      );
    }),
  );

/**
 * The password-reset link flow (`/password/:key`, emailed by password-retrieval / create-change-password-link): check
 * the key, set the new password, and from a dead link's page email a new link. The key is a one-time secret: it
 * travels only in request bodies, never in an event or a log line.
 */
export const passwordResetEpic: AppEpic = combineEpics(
  (action$, _state$, deps) =>
    action$.pipe(
      filter(checkPasswordLink.match),
      exhaustMap((cmd) =>
        concat(
          of(checkPasswordLinkStarted()),
          deps.http.request(endpointRequest(checkTemporalToken, { body: { token_key: cmd.payload.key } })).pipe(
            take(1),
            map((result) =>
              result.ok
                ? outcomeOf(cmd, passwordLinkChecked, { valid: result.value.valid, tokenMode: result.value.token_mode })
                : outcomeOf(cmd, passwordLinkCheckFailed, { error: result.error }),
            ),
          ),
        ),
      ),
    ),
  (action$, _state$, deps) =>
    action$.pipe(
      filter(setNewPassword.match),
      exhaustMap((cmd) => {
        const body = { password: cmd.payload.password, token_key: cmd.payload.key, token_mode: cmd.payload.tokenMode };
        return deps.http.request(endpointRequest(changePasswordEndpoint, { body })).pipe(
          take(1),
          map((result) => (result.ok ? outcomeOf(cmd, newPasswordSet()) : outcomeOf(cmd, newPasswordFailed, { error: result.error }))),
        );
      }),
    ),
  newPasswordLinkEpic,

);
