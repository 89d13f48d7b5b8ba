import type { Action, AnyAction } from '@reduxjs/toolkit';
import { concat, defer, exhaustMap, filter, map, merge, mergeMap, of, take, type Observable } from 'rxjs';
import { listApplications } from '../../../contract/application';
import {
  magicLinkLogin,
  passwordRetrieval,
  requestMagicLink as requestMagicLinkEndpoint,
  setLoginMethod,
  tokenAuth,
} from '../../../contract/auth';
import { isUuid } from '../../../domain/ids';
import { normaliseLeadEmail } from '../../../domain/validation/email';
import { outcomeOf, type CommandAction } from '../../kernel/actions';
import type { Dependencies } from '../../kernel/deps';
import { withBotCheck } from '../../kernel/botCheck/gate';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { HttpError } from '../../kernel/http/types';
import { applicationsResolved, tokenIssued, type TokenSource } from '../../kernel/session/actions';
import { emitThenRun } from '../../kernel/session/afterReduced';
import { liveClaimsOf } from '../../kernel/session/claims';
import { loginPath } from '../../kernel/session/paths';
import type { SessionState } from '../../kernel/session/reducer';
import { takeSignupReturn } from '../../kernel/session/signupReturn';
import {
  chooseLoginMethod,
  enterLoginEmail,
  loggedIn,
  loginEmailEntered,
  loginFailed,
  loginMethodSet,
  loginMethodSetFailed,
  loginStepShown,
  loginWithMagicLink,
  loginWithPassword,
  landingResolved,
  magicLinkLoginStarted,
  magicLinkRequested,
  magicLinkRequestFailed,
  passwordRetrievalFailed,
  passwordRetrievalRequested,
  requestMagicLink,
  resolveLanding,
  retrievePassword,
  showLoginStep,
  type SignInMethod,
} from './actions';
import { decideLanding } from './landing';

/** The root state the auth epic reads: who is signed in. */
export interface AuthEpicState {
  session: SessionState;
}

/** A token that came back but cannot be read (undecodable or already expired): treated like a failed sign-in. */
const UNREADABLE_TOKEN: HttpError = { status: 'PARSING_ERROR', data: { errors: ['token claims could not be read'] } };
/** A create-user link whose id is not a UUID (§5) never reaches the server. */
const INVALID_ACCOUNT_LINK: HttpError = { status: 404, data: { detail: 'This account link is not valid.' } };

/**
 * Fetches the person's applications (§7 GET application list), decides where they land ({@link decideLanding}),
 * tells the session what it learnt, emits the outcome event for `path`, then navigates there (after the events are
 * reduced, so the next page sees the session).
 */
function land(
  action$: Observable<Action>,
  deps: Dependencies,
  userUuid: string,
  next: string | null | undefined,
  outcome: (path: string) => AnyAction,
): Observable<AnyAction> {
  return deps.http.request(endpointRequest(listApplications, {})).pipe(
    take(1),
    mergeMap((result) => {
      const landing = decideLanding(result.ok ? result.value : null, userUuid, next);
      const known =
        landing.haveApplication === null
          ? []
          : [applicationsResolved({ haveApplication: landing.haveApplication, currentLoginAppUUID: landing.currentLoginAppUUID })];
      return emitThenRun(action$, [...known, outcome(landing.path)], () => deps.navigation.navigate(landing.path, { replace: true }));
    }),
  );
}

/** After a token arrives: issue it to the session, then land; an unreadable token is a failed sign-in. */
function signIn(
  action$: Observable<Action>,
  deps: Dependencies,
  command: CommandAction<unknown>,
  method: SignInMethod,
  token: string,
  source: TokenSource,
  next: string | null | undefined,
): Observable<AnyAction> {
  const claims = liveClaimsOf(token, deps.clock.now());
  if (!claims) return of(outcomeOf(command, loginFailed, { method, error: UNREADABLE_TOKEN }));
  return concat(
    of(tokenIssued({ token, source })),
    defer(() => land(action$, deps, claims.uuid, next, (path) => outcomeOf(command, loggedIn, { method, path }))),
  );
}

/**
 * The auth epic (§3 login methods, brief F1 login/create-user): every HTTP call goes through `deps.http` with the
 * contract's endpoints; every command that a form awaits answers with exactly one outcome event carrying its
 * correlation id (success, or `…Failed` with the §8 error). Tokens only travel in events to the session; they are
 * never logged.
 */
export const authEpic: AppEpic<AuthEpicState> = (action$, state$, deps) => {
  const enterEmail$ = action$.pipe(
    filter(enterLoginEmail.match),
    map((cmd) => outcomeOf(cmd, loginEmailEntered, { email: normaliseLeadEmail(cmd.payload.email) })),
  );

  const showStep$ = action$.pipe(
    filter(showLoginStep.match),
    map((cmd) => outcomeOf(cmd, loginStepShown, { step: cmd.payload.step })),
  );

  // §5 bot check: the magic-link request and the password sign-in carry a Turnstile token (withBotCheck).
  const requestLink$ = action$.pipe(
    filter(requestMagicLink.match),
    mergeMap((cmd) => {
      const email = normaliseLeadEmail(cmd.payload.email);
      return withBotCheck(
        action$,
        deps,
        () => deps.http.request(endpointRequest(requestMagicLinkEndpoint, { body: { email } })),
        (result) =>
          of(
            result.ok
              ? outcomeOf(cmd, magicLinkRequested, { email, resend: cmd.payload.resend ?? false })
              : outcomeOf(cmd, magicLinkRequestFailed, { error: result.error }),
          ),
      );
    }),
  );

  const passwordLogin$ = action$.pipe(
    filter(loginWithPassword.match),
    mergeMap((cmd) => {
      const body = { email: normaliseLeadEmail(cmd.payload.email), password: cmd.payload.password };
      return withBotCheck(
        action$,
        deps,
        () => deps.http.request(endpointRequest(tokenAuth, { body })),
        (result) =>
          result.ok
            ? signIn(action$, deps, cmd, 'password', result.value.token, 'password', cmd.payload.next)
            : of(outcomeOf(cmd, loginFailed, { method: 'password' as const, error: result.error })),
      );
    }),
  );

  // exhaustMap: a link works once, so a second mount of the page (or a double click) must not spend it again.
  const magicLinkLogin$ = action$.pipe(
    filter(loginWithMagicLink.match),
    exhaustMap((cmd) =>
      concat(
        of(magicLinkLoginStarted()),
        deps.http.request(endpointRequest(magicLinkLogin, { body: { key: cmd.payload.key } })).pipe(
          take(1),
          mergeMap((result) =>
            result.ok
              ? signIn(action$, deps, cmd, 'magicLink', result.value.token, 'magicLink', cmd.payload.next)
              : of(outcomeOf(cmd, loginFailed, { method: 'magicLink' as const, error: result.error })),
          ),
        ),
      ),
    ),
  );

  const retrieve$ = action$.pipe(
    filter(retrievePassword.match),
    mergeMap((cmd) => {
      const email = normaliseLeadEmail(cmd.payload.email);
      return deps.http.request(endpointRequest(passwordRetrieval, { body: { email } })).pipe(
        take(1),
        map((result) =>
          result.ok
            ? outcomeOf(cmd, passwordRetrievalRequested, { email })
            : outcomeOf(cmd, passwordRetrievalFailed, { error: result.error }),
        ),
      );
    }),
  );

  const chooseMethod$ = action$.pipe(
    filter(chooseLoginMethod.match),
    mergeMap((cmd) => {
      const { appProfileUuid, method, password } = cmd.payload;
      // set-login-method's `uuid` is a *profile* uuid (contract, docs/api.md): the signed-in person's own, from the
      // token's `uuid` claim. The route's application-profile uuid is a different id and answers 404.
      const profileUuid = state$.value.session.userUUID;
      if (!isUuid(appProfileUuid) || !isUuid(profileUuid)) return of(outcomeOf(cmd, loginMethodSetFailed, { error: INVALID_ACCOUNT_LINK }));
      const body = method === 'password' ? { uuid: profileUuid, login_method: method, password: password ?? '' } : { uuid: profileUuid, login_method: method };
      return deps.http.request(endpointRequest(setLoginMethod, { body })).pipe(
        take(1),
        mergeMap((result) => {
          if (!result.ok) return of(outcomeOf(cmd, loginMethodSetFailed, { error: result.error }));
          // §2: a sign-up begun at `/{signup}?next=…` returns to that path once the account is set up.
          return land(action$, deps, profileUuid, takeSignupReturn(deps.storage), (path) => outcomeOf(cmd, loginMethodSet, { method, path }));
        }),
      );
    }),
  );

  const resolveLanding$ = action$.pipe(
    filter(resolveLanding.match),
    mergeMap((cmd) => {
      const userUuid = state$.value.session.userUUID;
      if (!userUuid) {
        return emitThenRun(action$, [], () => deps.navigation.navigate(loginPath(null, cmd.payload.next), { replace: true }));
      }
      return land(action$, deps, userUuid, cmd.payload.next, (path) => outcomeOf(cmd, landingResolved, { path }));
    }),
  );

  return merge(enterEmail$, showStep$, requestLink$, passwordLogin$, magicLinkLogin$, retrieve$, chooseMethod$, resolveLanding$);
};
