import { combineEpics } from 'redux-observable';
import { concat, exhaustMap, filter, map, of, take } from 'rxjs';
import { changePassword as changePasswordEndpoint, checkTemporalToken, createChangePasswordLink } from '../../../contract';
import { normaliseLeadEmail } from '../../../domain/validation/email';
import { outcomeOf } from '../../kernel/actions';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import {
  checkPasswordLink,
  checkPasswordLinkStarted,
  newPasswordFailed,
  newPasswordLinkFailed,
  newPasswordLinkRequested,
  newPasswordSet,
  passwordLinkCheckFailed,
  passwordLinkChecked,
  requestNewPasswordLink,
  setNewPassword,
} from './passwordReset';

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
