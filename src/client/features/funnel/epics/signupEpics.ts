import type { Action } from '@reduxjs/toolkit';
import { catchError, defer, exhaustMap, filter, map, merge, mergeMap, of, type Observable } from 'rxjs';
// The contract's own modules, not its index: the index pulls every codec of the API into this chunk.
import type { DisqualificationReason } from '../../../../contract/enums';
import { signUpForLater as signUpForLaterEndpoint, signup, type SignUpForLater, type SignupRequest } from '../../../../contract/lead';
import { UNABLE_TO_OFFER_SLUG_OF, type UnableToOfferSlug } from '../../../../domain/disqualification';
import type { buildSignUpForLaterPayload } from '../../../../domain/signUpForLater';
import { outcomeOf } from '../../../kernel/actions';
import { withBotCheck } from '../../../kernel/botCheck/gate';
import type { AppEpic } from '../../../kernel/epic';
import { endpointRequest } from '../../../kernel/http/endpointRequest';
import type { HttpError } from '../../../kernel/http/types';
import { tokenIssued } from '../../../kernel/session/actions';
import {
  signedUpForLater,
  signUpForLater,
  signUpForLaterFailed,
  signupCompleted,
  signupFailed,
  submitSignup,
} from '../actions';
import type { FunnelAnswers, FunnelRootState, FunnelState } from '../reducer';
import { firstIncompleteStep } from '../selectors';
import { stepPath } from '../steps';
import { emitThenNavigate } from './navigateAfter';

/** Shown when signup is attempted without every earlier answer; the person is sent to the first missing one. */
const INCOMPLETE_ERROR: HttpError = {
  status: 409,
  data: { detail: 'Some earlier answers are missing. Please answer the earlier questions first.' },
};

/** The §7 signup body from the funnel's answers, or null when one is missing (the guard normally prevents it). */
export function signupRequestOf(state: FunnelState, ownership: SignupRequest['ownership'], timezone: string): SignupRequest | null {
  const a = state.answers;
  const code = state.verification.confirmed;
  if (
    !a.address || !a.property_type || !a.property_usage || a.estimated_value === null || a.estimated_debt === null ||
    a.estimated_fico === null || !a.first_name || !a.last_name || !a.email || !a.phone || !code || code.email !== a.email
  ) {
    return null;
  }
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    email: a.email,
    phone: a.phone,
    estimated_fico: a.estimated_fico,
    estimated_value: a.estimated_value,
    estimated_debt: a.estimated_debt,
    property_type: a.property_type,
    property_usage: a.property_usage,
    address: a.address,
    verification_code: code.code,
    ownership,
    timezone,
  };
}

/**
 * Page 9: signup with every answer, the confirmed code, the ownership answer and the browser's time zone (§7), behind
 * the §5 bot check (its token as `Turnstile-Token`; a failed check is a `signupFailed` like any other).
 * Success → `signupCompleted` (answering the form), the session's `tokenIssued({ source: 'signup' })`, then
 * /create-user/{app_profile_uuid}. Failure → `signupFailed` with the §8 error; answers are kept.
 */
export const submitSignupEpic: AppEpic<FunnelRootState> = (action$, state$, deps) =>
  action$.pipe(
    filter(submitSignup.match),
    exhaustMap((cmd): Observable<Action> => {
      const funnel = state$.value.funnel;
      const body = signupRequestOf(funnel, cmd.payload.ownership, cmd.payload.timezone);
      if (!body) {
        return emitThenNavigate(action$, outcomeOf(cmd, signupFailed, { error: INCOMPLETE_ERROR }), stepPath(firstIncompleteStep(funnel)), deps);
      }
      return withBotCheck(
        action$,
        deps,
        () => deps.http.request(endpointRequest(signup, { body })),
        (result): Observable<Action> => {
          if (!result.ok) return of(outcomeOf(cmd, signupFailed, { error: result.error }));
          const { token, profile_uuid, application_uuid, app_profile_uuid } = result.value;
          const session = tokenIssued({ token, source: 'signup' });
          return merge(
            of(
              outcomeOf(cmd, signupCompleted, {
                ownership: cmd.payload.ownership,
                profileUuid: profile_uuid,
                applicationUuid: application_uuid,
                appProfileUuid: app_profile_uuid,
              }),
            ),
            emitThenNavigate(action$, session, `/create-user/${encodeURIComponent(app_profile_uuid)}`, deps),
          );
        },
      );
    }),
  );

const REASON_OF_SLUG = Object.fromEntries(
  Object.entries(UNABLE_TO_OFFER_SLUG_OF).map(([reason, slug]) => [slug, reason]),
) as Record<UnableToOfferSlug, DisqualificationReason>;

/**
 * The §3 sign-up-for-later body: the domain builder (§5 defaults for a missing address or FICO) fed with the
 * funnel's answers and the form's names/email; `denial_reason` is the §4 disqualification reason of the page
 * (e.g. `fico_too_low` for credit-score-too-low). The contract has no nulls, so unknown property fields are sent
 * as '' / 0 and a missing TrustedForm certificate as ''.
 */
export function signUpForLaterBody(
  build: typeof buildSignUpForLaterPayload,
  answers: FunnelAnswers,
  form: { reason: UnableToOfferSlug; email: string; first_name: string; last_name: string },
): SignUpForLater {
  const payload = build({
    email: form.email,
    first_name: form.first_name,
    last_name: form.last_name,
    phone: answers.phone ?? '',
    estimated_fico: answers.estimated_fico,
    address: answers.address,
    property_type: answers.property_type,
    property_usage: answers.property_usage,
    estimated_value: answers.estimated_value,
    denial_reason: REASON_OF_SLUG[form.reason],
  });
  return {
    ...payload,
    property: {
      ...payload.property,
      property_type: payload.property.property_type ?? '',
      property_usage: payload.property.property_usage ?? '',
      estimated_value: payload.property.estimated_value ?? 0,
    },
    trusted_form_cert_url: payload.trusted_form_cert_url ?? '',
  };
}

/**
 * Dead-end page form: keep the lead for later; the page shows a confirmation on `signedUpForLater`. The domain builder
 * is loaded on first use: it imports the phone rule's library, which would otherwise join the funnel's first load.
 */
export const signUpForLaterEpic: AppEpic<FunnelRootState> = (action$, state$, deps) =>
  action$.pipe(
    filter(signUpForLater.match),
    exhaustMap((cmd) =>
      defer(() => import('../../../../domain/signUpForLater')).pipe(
        mergeMap(({ buildSignUpForLaterPayload }) => {
          const body = signUpForLaterBody(buildSignUpForLaterPayload, state$.value.funnel.answers, cmd.payload);
          return deps.http.request(endpointRequest(signUpForLaterEndpoint, { body }));
        }),
        map((result) =>
          result.ok
            ? outcomeOf(cmd, signedUpForLater, { reason: cmd.payload.reason })
            : outcomeOf(cmd, signUpForLaterFailed, { error: result.error }),
        ),
        // Only the code download can throw here (the HTTP client never does): report it as a network failure.
        catchError(() => of(outcomeOf(cmd, signUpForLaterFailed, { error: { status: 'FETCH_ERROR', data: undefined } }))),
      ),
    ),
  );
