import type { Action } from '@reduxjs/toolkit';
import { EMPTY, filter, map, of, switchMap, take, timer, type Observable } from 'rxjs';
// The contract's own modules, not its index: the index pulls every codec of the API into this chunk.
import { checkEmailVerification, verificationCodeData } from '../../../../contract/auth';
import { isVerificationCode } from '../../../../domain/validation/verificationCode';
import { outcomeOf } from '../../../kernel/actions';
import type { AppEpic } from '../../../kernel/epic';
import { endpointRequest } from '../../../kernel/http/endpointRequest';
import { checkCodeAsTyped, codeCheckFailed, codeChecked, openVerificationLink, verificationLinkFailed, verificationLinkRead } from '../actions';
import type { FunnelRootState } from '../reducer';

/** Pause in typing (ms) before the code is checked: one call per finished code, not one per keystroke. */
export const CODE_CHECK_DEBOUNCE_MS = 400;

/**
 * Page 7 as the person types (docs/api.md "Sign-in, tokens, email and passwords", "In the portal"): after
 * {@link CODE_CHECK_DEBOUNCE_MS} without a change (debounce), a full-length code (6 digits) is checked against the funnel's email with §7
 * email-verification/check, which does not use the code up. switchMap: a newer value cancels the wait and any check in
 * flight, so only the latest answer counts. A partial code, or no email yet, checks nothing. Answers `codeChecked` or
 * `codeCheckFailed`.
 */
export const checkCodeAsTypedEpic: AppEpic<FunnelRootState> = (action$, state$, deps) =>
  action$.pipe(
    filter(checkCodeAsTyped.match),
    // switchMap around the wait and the call: any newer value (even a partial one) drops both the pending wait and a
    // check in flight, so an answer for a code no longer in the field never arrives.
    switchMap((cmd): Observable<Action> => {
      const code = cmd.payload.code.trim();
      const email = state$.value.funnel.answers.email;
      if (!email || !isVerificationCode(code)) return EMPTY;
      return timer(CODE_CHECK_DEBOUNCE_MS, deps.scheduler).pipe(
        switchMap(() => deps.http.request(endpointRequest(checkEmailVerification, { body: { email, code } }))),
        take(1),
        map((result) =>
          result.ok ? outcomeOf(cmd, codeChecked, { code, valid: result.value.valid }) : outcomeOf(cmd, codeCheckFailed, { code, error: result.error }),
        ),
      );
    }),
  );

/**
 * The verification email's link (`/email_verification?code=…`): looks the code up with §7 verification-code-data
 * (masked email, expiry, whether confirmed); 404 (unknown or expired) answers `verificationLinkFailed`. A malformed
 * code is not sent (it would be a 404 anyway).
 */
export const openVerificationLinkEpic: AppEpic<FunnelRootState> = (action$, _state$, deps) =>
  action$.pipe(
    filter(openVerificationLink.match),
    switchMap((cmd): Observable<Action> => {
      const code = cmd.payload.code.trim();
      if (!isVerificationCode(code)) return of(outcomeOf(cmd, verificationLinkFailed, { code, error: { status: 404, data: { detail: 'Not found.' } } }));
      return deps.http.request(endpointRequest(verificationCodeData, { params: { code } })).pipe(
        take(1),
        map((result) =>
          result.ok
            ? outcomeOf(cmd, verificationLinkRead, {
                code,
                maskedEmail: result.value.masked_email,
                expiresAt: result.value.expires_at,
                confirmed: result.value.confirmed,
              })
            : outcomeOf(cmd, verificationLinkFailed, { code, error: result.error }),
        ),
      );
    }),
  );
