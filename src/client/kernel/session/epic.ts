import type { AnyAction } from '@reduxjs/toolkit';
import type { Action } from '@reduxjs/toolkit';
import { defer, EMPTY, filter, map, merge, mergeMap, of, switchMap, takeUntil, type Observable } from 'rxjs';
import { SESSION_ENDED_DETAIL } from '../../../contract/sessions/ended';
import { isEvent, outcomeOf, type CommandAction } from '../actions';
import type { Dependencies } from '../deps';
import type { AppEpic } from '../epic';
import { queryReset } from '../queryCache/actions';
import { STORAGE_KEYS } from '../storage';
import { endedSessionRestored, logout, restoreSession, sessionEnded, tokenIssued } from './actions';
import { emitThenRun } from './afterReduced';
import { liveClaimsOf } from './claims';
import { loginPath } from './paths';
import { selectIsSignedIn } from './selectors';
import type { SessionRootState } from './reducer';
import { untilTime } from './untilTime';

/** Logout reason of a token that is missing, undecodable or past `exp` (§5). */
export const EXPIRED_REASON = 'expired';
/** Logout reason when the API answered 401 to an authenticated call. */
export const UNAUTHORIZED_REASON = 'unauthorized';
/**
 * Logout reason when the API answered 401 {@link SESSION_ENDED_DETAIL} (issue 13 §1): the password or login email was
 * changed, or "Sign out of all devices" was used, on another device.
 */
export const ENDED_REASON = 'ended';
/**
 * Session-storage key of why this tab's last session ended (issue 12 §2): kept across a reload so a page that needs a
 * session still says "expired" rather than "Please sign in". Not one of `STORAGE_KEYS` (logout writes it, and a new
 * token removes it). Holds a short reason code, never a token.
 */
export const ENDED_REASON_KEY = 'session-ended';

/** Every key §4/§9 says logout removes: the token, ops flag and polling id, plus the stored profile data. */
const SESSION_STORAGE_KEYS = Object.values(STORAGE_KEYS);

/**
 * §4 logout: removes the session's storage keys, clears the chat widget and stops session replay, resets the query
 * cache, emits `sessionEnded` (with the command's correlation id) and, when asked, goes to the login page showing the
 * reason. Navigation happens after the events are reduced, so the login page reads the ended session.
 */
function endSession(
  action$: Observable<Action>,
  deps: Dependencies,
  command: CommandAction<unknown> | null,
  reason: string | null,
  navigate: boolean,
): Observable<AnyAction> {
  return defer(() => {
    for (const key of SESSION_STORAGE_KEYS) deps.storage.remove(key);
    if (reason) deps.storage.set(ENDED_REASON_KEY, reason);
    deps.chat.clear();
    deps.sessionReplay.stop();
    deps.logger.info('session ended', { reason });
    const ended = command ? outcomeOf(command, sessionEnded, { reason }) : sessionEnded({ reason });
    const go = () => {
      if (navigate) deps.navigation.navigate(loginPath(reason), { replace: true });
    };
    return emitThenRun(action$, [queryReset(), ended], go) as Observable<AnyAction>;
  });
}

/** The `payload.error` of a `…Failed`/`query/rejected` event, if it has one. */
function errorOf(action: AnyAction): { status?: unknown; data?: unknown } | undefined {
  const payload = (action as { payload?: unknown }).payload;
  if (typeof payload !== 'object' || payload === null) return undefined;
  const error = (payload as { error?: unknown }).error;
  return typeof error === 'object' && error !== null ? error : undefined;
}

/**
 * Why a 401 ended the session: {@link ENDED_REASON} when the server said the session was ended (its `detail` is
 * {@link SESSION_ENDED_DETAIL}, issue 13 §1), else {@link UNAUTHORIZED_REASON}.
 */
export function reasonOf401(data: unknown): string {
  const detail = typeof data === 'object' && data !== null ? (data as { detail?: unknown }).detail : undefined;
  return detail === SESSION_ENDED_DETAIL ? ENDED_REASON : UNAUTHORIZED_REASON;
}

/**
 * The session epic (§3 client session, §4 logout, §5 token expiry, §9 storage):
 * - `tokenIssued` → store the token (and ops flag) via `deps.storage`; a token that is undecodable or already past
 *   `exp` ends the session as 'expired' instead; otherwise `logout({ reason: 'expired' })` is sent when `exp` arrives
 *   (timed on `deps.scheduler`, cancelled by a newer token or the end of the session);
 * - `restoreSession` → the stored token as `tokenIssued({ source: 'restored' })`, or — only when one was stored but it
 *   is no longer usable — the storage is cleared and `sessionEnded({ reason: 'expired' })` (no navigation: the
 *   route guards decide whether the page needs a session); with no token, why this tab's last session ended (kept in
 *   session storage under {@link ENDED_REASON_KEY}) as `endedSessionRestored`;
 * - any event whose `payload.error.status` is 401 while signed in → `logout({ reason: 'unauthorized' })`, or 'ended'
 *   when the server says the session was ended elsewhere (issue 13 §1, {@link reasonOf401});
 * - `logout({ reason })` → {@link endSession} and navigate to `/login?q=reason`.
 * The token refresh before `exp` and the inactivity warning are {@link sessionRefreshEpic}'s (./refreshEpic.ts).
 */
export const sessionEpic: AppEpic<SessionRootState> = (action$, state$, deps) => {
  const ended$ = action$.pipe(filter(sessionEnded.match));

  const issued$ = action$.pipe(
    filter(tokenIssued.match),
    switchMap((action) => {
      const claims = liveClaimsOf(action.payload.token, deps.clock.now());
      if (!claims) return endSession(action$, deps, null, EXPIRED_REASON, false);
      deps.storage.set(STORAGE_KEYS.token, action.payload.token);
      deps.storage.remove(ENDED_REASON_KEY);
      if (action.payload.isOps) deps.storage.set(STORAGE_KEYS.opsFlag, 'true');
      else deps.storage.remove(STORAGE_KEYS.opsFlag);
      return untilTime(claims.exp * 1000, deps).pipe(
        map(() => logout({ reason: EXPIRED_REASON })),
        takeUntil(ended$),
      );
    }),
  );

  const restore$ = action$.pipe(
    filter(restoreSession.match),
    mergeMap((command) => {
      const token = deps.storage.get(STORAGE_KEYS.token);
      if (token === null) {
        const ended = deps.storage.get(ENDED_REASON_KEY);
        return ended ? of(endedSessionRestored({ reason: ended })) : EMPTY;
      }
      if (!liveClaimsOf(token, deps.clock.now())) return endSession(action$, deps, command, EXPIRED_REASON, false);
      const isOps = deps.storage.get(STORAGE_KEYS.opsFlag) === 'true';
      return of(outcomeOf(command, tokenIssued, { token, source: 'restored', isOps }));
    }),
  );

  const unauthorized$ = action$.pipe(
    filter((action) => isEvent(action) && errorOf(action)?.status === 401 && selectIsSignedIn(state$.value)),
    map((action) => logout({ reason: reasonOf401(errorOf(action)?.data) })),
  );

  const logout$ = action$.pipe(
    filter(logout.match),
    mergeMap((command) => endSession(action$, deps, command, command.payload.reason ?? null, true)),
  );

  return merge(issued$, restore$, unauthorized$, logout$);
};
