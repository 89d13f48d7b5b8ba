import type { Action } from '@reduxjs/toolkit';
import { concat, exhaustMap, filter, mergeMap, of, type Observable } from 'rxjs';
// The contract's own modules, not its index: the index pulls every codec of the API into this chunk.
import { confirmEmailVerification, sendEmailVerification } from '../../../../contract/auth';
import { checkUser } from '../../../../contract/lead';
import { normaliseLeadEmail } from '../../../../domain/validation/email';
import { outcomeOf, type CommandAction } from '../../../kernel/actions';
import type { Dependencies } from '../../../kernel/deps';
import type { AppEpic } from '../../../kernel/epic';
import { endpointRequest } from '../../../kernel/http/endpointRequest';
import {
  codeConfirmed,
  codeConfirmFailed,
  confirmCode,
  contactCheckFailed,
  contactChecked,
  sendVerificationCode,
  submitContact,
  verificationCodeSendFailed,
  verificationCodeSent,
} from '../actions';
import type { FunnelRootState } from '../reducer';
import { stepPath } from '../steps';
import { emitThenNavigate } from './navigateAfter';

/** The error shown when page 7 is used before an email was given (state lost on reload). */
const NO_EMAIL_ERROR = { status: 409, data: { detail: 'Please enter your email address first.' } } as const;

/** Emails a code to `email`; answers `verificationCodeSent` or `verificationCodeSendFailed` for `cmd`. */
function sendCode(cmd: CommandAction<unknown>, email: string, firstName: string | null, deps: Dependencies) {
  const body = firstName ? { email, first_name: firstName } : { email };
  return deps.http.request(endpointRequest(sendEmailVerification, { body })).pipe(
    mergeMap((result) =>
      of(
        result.ok
          ? outcomeOf(cmd, verificationCodeSent, { email, expiresAt: result.value.expires_at })
          : outcomeOf(cmd, verificationCodeSendFailed, { error: result.error }),
      ),
    ),
  );
}

/**
 * Page 6: check-user with the lower-cased email and the saved address (§3 outcomes). `prospect` → a code is emailed
 * and the person goes to /email_verification (straight to /personal_details_phone when this email is already
 * confirmed). Other outcomes are saved and the page explains them (sign in / contact); the person stays.
 */
export const submitContactEpic: AppEpic<FunnelRootState> = (action$, state$, deps) =>
  action$.pipe(
    filter(submitContact.match),
    exhaustMap((cmd): Observable<Action> => {
      const email = normaliseLeadEmail(cmd.payload.email);
      const contact = { first_name: cmd.payload.first_name.trim(), last_name: cmd.payload.last_name.trim(), email };
      const address = state$.value.funnel.answers.address;
      return deps.http.request(endpointRequest(checkUser, { body: { email, address } })).pipe(
        mergeMap((result): Observable<Action> => {
          if (!result.ok) return of(outcomeOf(cmd, contactCheckFailed, { error: result.error }));
          const checked = contactChecked({ ...contact, outcome: result.value.outcome });
          if (result.value.outcome !== 'prospect') return of(outcomeOf(cmd, checked));
          if (state$.value.funnel.verification.confirmed?.email === email) {
            return emitThenNavigate(action$, outcomeOf(cmd, checked), stepPath('personal_details_phone'), deps);
          }
          return concat(
            of(checked),
            sendCode(cmd, email, contact.first_name, deps).pipe(
              mergeMap((outcome) =>
                verificationCodeSent.match(outcome) ? emitThenNavigate(action$, outcome, stepPath('email_verification'), deps) : of(outcome),
              ),
            ),
          );
        }),
      );
    }),
  );

/** Page 7 "Send a new code": emails a fresh code to the saved email; the page confirms it was sent. */
export const sendVerificationCodeEpic: AppEpic<FunnelRootState> = (action$, state$, deps) =>
  action$.pipe(
    filter(sendVerificationCode.match),
    exhaustMap((cmd): Observable<Action> => {
      const { email, first_name } = state$.value.funnel.answers;
      if (!email) return of(outcomeOf(cmd, verificationCodeSendFailed, { error: NO_EMAIL_ERROR }));
      return sendCode(cmd, email, first_name, deps);
    }),
  );

/**
 * Page 7: confirm the code for the saved email → /personal_details_phone. A wrong, used or expired code answers
 * `codeConfirmFailed` with the server's 400 `{ detail }`, which the page shows at the code field.
 */
export const confirmCodeEpic: AppEpic<FunnelRootState> = (action$, state$, deps) =>
  action$.pipe(
    filter(confirmCode.match),
    exhaustMap((cmd): Observable<Action> => {
      const email = state$.value.funnel.answers.email;
      if (!email) return of(outcomeOf(cmd, codeConfirmFailed, { error: NO_EMAIL_ERROR }));
      const code = cmd.payload.code.trim();
      return deps.http.request(endpointRequest(confirmEmailVerification, { body: { email, code } })).pipe(
        mergeMap((result): Observable<Action> => {
          if (!result.ok) return of(outcomeOf(cmd, codeConfirmFailed, { error: result.error }));
          if (!result.value.verified) {
            return of(outcomeOf(cmd, codeConfirmFailed, { error: { status: 400, data: { detail: 'This code could not be verified.' } } }));
          }
          return emitThenNavigate(action$, outcomeOf(cmd, codeConfirmed, { email, code }), stepPath('personal_details_phone'), deps);
        }),
      );
    }),
  );
