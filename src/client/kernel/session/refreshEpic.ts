import type { AnyAction } from '@reduxjs/toolkit';
import {
  concat, defer, EMPTY, exhaustMap, filter, ignoreElements, map, merge, mergeMap, of, share, switchMap, take, takeUntil, tap, timer,
  type Observable,
} from 'rxjs';
import { tokenRefresh } from '../../../contract/auth';
import {
  SESSION_ACTIVITY_WINDOW_MS, SESSION_WARNING_LEAD_MS, TOKEN_REFRESH_MARGIN_MS, TOKEN_REFRESH_RETRY_MS,
} from '../../../domain/constants';
import type { Dependencies } from '../deps';
import type { AppEpic } from '../epic';
import { endpointRequest } from '../http/endpointRequest';
import { logout, sessionEnded, sessionExpiryWarned, staySignedIn, tokenIssued, tokenRefreshFailed } from './actions';
import { liveClaimsOf } from './claims';
import { ENDED_REASON, EXPIRED_REASON, reasonOf401 } from './epic';
import type { SessionRootState } from './reducer';
import { untilTime } from './untilTime';

/** When a token's refresh is due, when the inactivity warning shows, and when it expires; all ms since the epoch. */
export interface RefreshPlan {
  refreshAt: number;
  warnAt: number;
  expiresAt: number;
}

/**
 * Issue 12 §2 timing of one token, seen at `nowMs`: the refresh is due {@link TOKEN_REFRESH_MARGIN_MS} (5 min) before
 * `expiresAtMs` and the warning shows {@link SESSION_WARNING_LEAD_MS} (2 min) before it — or, for a token with less
 * life left than that (a short test token, a token restored late), halfway and three quarters through what is left,
 * so the warning always comes after the refresh was due.
 */
export function refreshPlan(expiresAtMs: number, nowMs: number): RefreshPlan {
  const left = Math.max(0, expiresAtMs - nowMs);
  return {
    refreshAt: expiresAtMs - Math.min(TOKEN_REFRESH_MARGIN_MS, Math.floor(left / 2)),
    warnAt: expiresAtMs - Math.min(SESSION_WARNING_LEAD_MS, Math.floor(left / 4)),
    expiresAt: expiresAtMs,
  };
}

/** Whole minutes from `nowMs` to `atMs`, at least 1 (the warning never says "0 minutes"). */
function minutesLeft(atMs: number, nowMs: number): number {
  return Math.max(1, Math.round((atMs - nowMs) / 60_000));
}

/**
 * One refresh of `token` (§7 `POST v1/token-refresh/`), tried again every {@link TOKEN_REFRESH_RETRY_MS} (10 s) after
 * a network failure, timeout, malformed answer or 5xx for as long as the next try comes before `expiresAt`: a new
 * token → `tokenIssued({ source: 'refresh' })` (keeping the ops flag); a 4xx (the server refused the token) →
 * `logout({ reason: 'expired' })`, or 'ended' for a session ended elsewhere (issue 13 §1); each failure that is tried again → `tokenRefreshFailed`. The call changes no data,
 * so the ops read-only view lets it through (§6: an ops session is refreshed like a customer's).
 */
function refreshUntil(token: string, isOps: boolean, expiresAt: number, deps: Dependencies): Observable<AnyAction> {
  const attempt = (): Observable<AnyAction> =>
    deps.http.request(endpointRequest(tokenRefresh, { body: { token }, omitTurnstile: true, changesNoData: true })).pipe(
      mergeMap((result): Observable<AnyAction> => {
        if (result.ok) return of(tokenIssued({ token: result.value.token, source: 'refresh', ...(isOps ? { isOps } : {}) }));
        const { status } = result.error;
        // Issue 13 §1: a token whose session was ended elsewhere says so on the login page, not "expired".
        if (status === 401 && reasonOf401(result.error.data) === ENDED_REASON) return of(logout({ reason: ENDED_REASON }));
        if (typeof status === 'number' && status < 500) return of(logout({ reason: EXPIRED_REASON }));
        const retryAt = deps.clock.now() + TOKEN_REFRESH_RETRY_MS;
        deps.logger.warn('token refresh failed', { status, retry: retryAt < expiresAt });
        if (retryAt >= expiresAt) return of(tokenRefreshFailed({ status, retryAt: null }));
        return concat(of(tokenRefreshFailed({ status, retryAt })), timer(TOKEN_REFRESH_RETRY_MS, deps.scheduler).pipe(mergeMap(attempt)));
      }),
    );
  return attempt();
}

/**
 * The session's token refresh and inactivity warning (issue 12 §2; §7 `v1/token-refresh/`, §5 token expiry). For
 * each live token (`tokenIssued`; a newer one or the end of the session cancels everything below), on
 * `deps.scheduler`, with the times of {@link refreshPlan}:
 * - at `refreshAt`, when the person was active within {@link SESSION_ACTIVITY_WINDOW_MS} (15 min) — a key press,
 *   click or touch (`deps.activity.input$`) or a move to another page (`deps.navigation.location$`) — the token is
 *   refreshed; when they were not, it is refreshed at their next activity before `exp`;
 * - "Stay signed in" (`staySignedIn`) refreshes at once;
 * - never two refreshes at once (exhaustMap: a trigger while one runs is dropped);
 * - at `warnAt`, when no refresh was started, `sessionExpiryWarned` ("You will be signed out in 2 minutes — Stay
 *   signed in"); if nothing happens the session epic's own timer ends the session as 'expired' at `exp`.
 * The time of the last activity is this epic's own bookkeeping (no event per key press).
 */
export const sessionRefreshEpic: AppEpic<SessionRootState> = (action$, state$, deps) => {
  let lastActivityAt = deps.clock.now();
  const activity$ = merge(deps.activity.input$, deps.navigation.location$).pipe(
    tap(() => {
      lastActivityAt = deps.clock.now();
    }),
    share(),
  );
  const isActive = () => deps.clock.now() - lastActivityAt <= SESSION_ACTIVITY_WINDOW_MS;
  const ended$ = action$.pipe(filter(sessionEnded.match));
  const stay$ = action$.pipe(filter(staySignedIn.match));

  // Mounted once someone is signed in (app/modules `sessionKeeper`): the token already there counts as issued.
  const current$ = defer(() => {
    const { token, isOps } = state$.value.session;
    return token === null ? EMPTY : of({ token, isOps });
  });
  const refresh$ = merge(current$, action$.pipe(filter(tokenIssued.match), map((a) => a.payload))).pipe(
    switchMap((payload) =>
      defer(() => {
        const claims = liveClaimsOf(payload.token, deps.clock.now());
        if (!claims) return EMPTY;
        const plan = refreshPlan(claims.exp * 1000, deps.clock.now());
        let started = false;
        const due$ = untilTime(plan.refreshAt, deps).pipe(mergeMap(() => (isActive() ? of(undefined) : activity$.pipe(take(1)))));
        const refreshes$ = merge(due$, stay$).pipe(
          exhaustMap(() => {
            started = true;
            return refreshUntil(payload.token, payload.isOps === true, plan.expiresAt, deps);
          }),
        );
        const warning$ = untilTime(plan.warnAt, deps).pipe(
          filter(() => !started),
          map(() => sessionExpiryWarned({ signOutAt: plan.expiresAt, minutesLeft: minutesLeft(plan.expiresAt, deps.clock.now()) })),
        );
        return merge(refreshes$, warning$).pipe(takeUntil(ended$));
      }),
    ),
  );

  // Activity is recorded from the start, signed in or not, so the first token's refresh knows about it.
  return merge(activity$.pipe(ignoreElements()), refresh$);
};
