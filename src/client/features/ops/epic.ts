import type { AnyAction } from '@reduxjs/toolkit';
import {
  concat, defer, distinctUntilChanged, EMPTY, exhaustMap, filter, interval, map, merge, mergeMap, of, scan, switchMap,
  take, type Observable,
} from 'rxjs';
import { opsTokenAuth } from '../../../contract/ops';
import { OPS_POLLING_INTERVAL_MS } from '../../../domain/constants';
import { isUuid } from '../../../domain/ids';
import { opsProfileOptions } from '../../../domain/roles';
import { normaliseLeadEmail } from '../../../domain/validation/email';
import { outcomeOf } from '../../kernel/actions';
import { applicationListQuery, applicationQuery } from '../../kernel/api/queries';
import type { Dependencies } from '../../kernel/deps';
import { withBotCheck } from '../../kernel/botCheck/gate';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { HttpError } from '../../kernel/http/types';
import { queryFulfilled, queryInvalidate, queryRefreshed } from '../../kernel/queryCache/actions';
import type { DataGroup } from '../../kernel/queryCache/dataGroups';
import { selectQueryCacheEntry } from '../../kernel/queryCache/entry';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { logout, readOnlyProfileSelected, sessionEnded, tokenIssued } from '../../kernel/session/actions';
import { emitThenRun } from '../../kernel/session/afterReduced';
import { liveClaimsOf } from '../../kernel/session/claims';
import { isSafeNextPath } from '../../kernel/session/paths';
import type { SessionRootState } from '../../kernel/session/reducer';
import { selectIsOps } from '../../kernel/session/selectors';
import { selectSelectedReadOnlyProfile, selectViewerProfileUuid } from '../../kernel/readOnly/viewer';
import {
  applicationChanged, applicationUnchanged, closeOpsApplications, openOpsApplications, opsSignedIn, opsSignInFailed,
  pollFailed, pollingStarted, pollingStopped, retryOpsApplications, selectReadOnlyProfile, signInOps, unwatchApplication,
  watchApplication,
} from './actions';
import { changedFields } from './changes';
import { OPS_KEY, type OpsState } from './reducer';
import { OPS_HOME_PATH } from './routes';
import { opsDiagnosticsEpic } from './diagnosticsEpic';

/** The root state the ops epic reads. */
export type OpsEpicState = QueryCacheRootState & Partial<SessionRootState> & { [OPS_KEY]?: OpsState };

/** Where a staff member lands after signing in (§2 ops view: every application). */
export const OPS_APPLICATIONS_PATH = OPS_HOME_PATH;

/**
 * The data groups the application pages show, refreshed when a poll brings a changed application (§4) — the
 * application's own entry excepted, since the poll just brought it (no second application request). Issue 11: the
 * investment dashboard and servicing request pages read AgreementSummary (the investment), ServicingTasks (requests,
 * their tasks and payoff statements), ServicingTaskGroups and ProductRefinanceTask; the sandbox moves the application's
 * `updated_at` on every servicing change, so the poll sees it.
 */
export const OPS_REFRESH_GROUPS: readonly DataGroup[] = [
  'Application', 'Tasks', 'Document', 'DocusignEnvelope', 'OfferCalc', 'AgreementSummary', 'Snapshots', 'DealTeam',
  'BackgroundTasks', 'CreditReports', 'Declaration', 'ApplicationParties', 'UseOfProceeds', 'Property', 'Liens',
  'Payoffs', 'Messages', 'ServicingTasks', 'ServicingTaskGroups', 'ProductRefinanceTask', 'LoggedUser',
];

/** A token that came back but cannot be read: treated like a failed sign-in. */
const UNREADABLE_TOKEN: HttpError = { status: 'PARSING_ERROR', data: { errors: ['token claims could not be read'] } };

/** What moves the watched application: a banner mounted or left, or the session ending. */
type Control = { kind: 'watch' | 'unwatch'; applicationId: string } | { kind: 'end' };

/** The watched application before and after a control. */
interface Watch {
  prev: string | null;
  next: string | null;
}

function nextWatched(current: string | null, control: Control): string | null {
  if (control.kind === 'watch') return control.applicationId;
  if (control.kind === 'unwatch') return control.applicationId === current ? null : current;
  return null;
}

/**
 * One conditional poll of `applicationId` (§4): skipped while the cache has no entry for it or its own request runs;
 * otherwise `GET` with `If-None-Match` = the cached ETag. 304 → `applicationUnchanged` only (the cache state stays the
 * same object); 200 → the newer data replaces the cached one out of band (`query/refreshed`), `applicationChanged`
 * names the fields that differ, and the other data groups are invalidated (refetched once); failure → `pollFailed`.
 */
function pollOnce(state$: { value: OpsEpicState }, deps: Dependencies, applicationId: string): Observable<AnyAction> {
  return defer(() => {
    const args = { uuid: applicationId };
    const key = applicationQuery.key(args);
    const entry = selectQueryCacheEntry(state$.value, key);
    if (!entry || entry.status === 'pending') return EMPTY;
    const request = { ...applicationQuery.request(args), ...(entry.etag === undefined ? {} : { ifNoneMatch: entry.etag }) };
    return deps.http.request(request).pipe(
      take(1),
      mergeMap((result): AnyAction[] => {
        const at = deps.clock.now();
        if (!result.ok) return [pollFailed({ applicationId, error: result.error, at })];
        if (result.status === 304) return [applicationUnchanged({ applicationId, at })];
        const cached = selectQueryCacheEntry(state$.value, key);
        const changed = changedFields(cached?.data, result.value);
        const etag = result.etag === undefined ? {} : { etag: result.etag };
        if (changed.length === 0) {
          const refreshEtag = cached && cached.etag !== result.etag ? [queryRefreshed({ key, data: result.value, ...etag, at })] : [];
          return [...refreshEtag, applicationUnchanged({ applicationId, at })];
        }
        return [
          queryRefreshed({ key, data: result.value, ...etag, at }),
          applicationChanged({ applicationId, changed, at }),
          queryInvalidate({ groups: OPS_REFRESH_GROUPS, exceptKeys: [key] }),
        ];
      }),
    );
  });
}

/**
 * Polls `applicationId` every {@link OPS_POLLING_INTERVAL_MS} of `deps.scheduler` while the document is visible: a
 * tick while a poll runs is skipped (never two requests at once); hiding the tab stops the ticks (a running poll
 * finishes), showing it starts them again, the first one interval later.
 */
function polls(state$: { value: OpsEpicState }, deps: Dependencies, applicationId: string): Observable<AnyAction> {
  return deps.visibility.visible$.pipe(
    distinctUntilChanged(),
    switchMap((visible) => (visible ? interval(OPS_POLLING_INTERVAL_MS, deps.scheduler) : EMPTY)),
    exhaustMap(() => pollOnce(state$, deps, applicationId)),
  );
}

/** The selector's choice on `applicationId` as the session event's payload, or null when that profile is not on it. */
function selection(state: OpsEpicState, applicationId: string, applicationProfileUuid: string) {
  const app = applicationQuery.select(state, { uuid: applicationId }).data;
  const chosen = app?.application_profiles.find((p) => p.uuid === applicationProfileUuid);
  return chosen ? { applicationId, applicationProfileUuid, profileUuid: chosen.profile.uuid } : null;
}

/**
 * The choice as the session event, then — when it shows another person — LoggedUser refreshed: in an ops session it is
 * fetched as the chosen profile (kernel/readOnly), so every page that shows "my" profile follows the selector (§6).
 */
function choose(state: OpsEpicState, payload: ReturnType<typeof selection> & object, command?: unknown): AnyAction[] {
  const event = command === undefined ? readOnlyProfileSelected(payload) : outcomeOf(command, readOnlyProfileSelected, payload);
  return selectViewerProfileUuid(state) === payload.profileUuid ? [event] : [event, queryInvalidate({ groups: ['LoggedUser'] })];
}

/** §2 "the first profile is preselected": the first option when nothing valid is selected on the watched application. */
function preselection(state: OpsEpicState): AnyAction[] {
  const applicationId = state[OPS_KEY]?.watching ?? null;
  if (applicationId === null || !selectIsOps(state)) return [];
  const app = applicationQuery.select(state, { uuid: applicationId }).data;
  if (!app) return [];
  const selected = selectSelectedReadOnlyProfile(state);
  const stillThere =
    selected?.applicationId === applicationId &&
    app.application_profiles.some((p) => p.uuid === selected.applicationProfileUuid && p.profile.uuid === selected.profileUuid);
  if (stillThere) return [];
  const first = opsProfileOptions(app.application_profiles)[0];
  const chosen = first ? selection(state, applicationId, first.value) : null;
  return chosen ? choose(state, chosen) : [];
}

/**
 * The ops feature epic (§2 ops banner, §4 polling, §6 ops user; docs/ops.md):
 * - sign-in: `POST /v1/ops/token-auth/` behind the bot check (withBotCheck, issue 13 §1) → `tokenIssued({ isOps: true })` (the session keeps the flag with the token)
 *   → the applications list (or a safe `next`); one attempt at a time; failures answer `opsSignInFailed`;
 * - applications list: (un)subscribe / refetch ApplicationList (the sandbox answers every application to ops);
 * - watch/unwatch (banner mounted/left): subscribe the application and poll it ({@link polls}); a new watch replaces
 *   the old one; unwatch of the watched one, logout or the session ending stop it — no timer or request remains;
 * - profile selector: `readOnlyProfileSelected` (and LoggedUser refreshed as that person); the first profile is
 *   selected whenever the watched application's data arrives without a valid choice;
 * - shared diagnostics: the list and the replay ({@link opsDiagnosticsEpic}).
 */
export const opsEpic: AppEpic<OpsEpicState> = (action$, state$, deps) => {
  // Issue 13 §1: the staff sign-in is a protected call (§5 bot check, withBotCheck), like the customer's.
  const signIn$ = action$.pipe(
    filter(signInOps.match),
    exhaustMap((cmd) =>
      withBotCheck(
        action$,
        deps,
        () => deps.http.request(endpointRequest(opsTokenAuth, { body: { email: normaliseLeadEmail(cmd.payload.email), password: cmd.payload.password } })),
        (result): Observable<AnyAction> => {
          if (!result.ok) return of(outcomeOf(cmd, opsSignInFailed, { error: result.error }));
          const token = result.value.token;
          if (!liveClaimsOf(token, deps.clock.now())) return of(outcomeOf(cmd, opsSignInFailed, { error: UNREADABLE_TOKEN }));
          const next = cmd.payload.next;
          const path = isSafeNextPath(next) ? next : OPS_APPLICATIONS_PATH;
          return emitThenRun(action$, [tokenIssued({ token, source: 'password', isOps: true }), outcomeOf(cmd, opsSignedIn, { path })], () =>
            deps.navigation.navigate(path, { replace: true }),
          ) as Observable<AnyAction>;
        },
      ),
    ),
  );

  const list$ = merge(
    action$.pipe(filter(openOpsApplications.match), map(() => applicationListQuery.subscribe())),
    action$.pipe(filter(closeOpsApplications.match), map(() => applicationListQuery.unsubscribe())),
    action$.pipe(filter(retryOpsApplications.match), map(() => applicationListQuery.refetch())),
  );

  const control$: Observable<Control> = merge(
    action$.pipe(filter(watchApplication.match), map((a): Control => ({ kind: 'watch', applicationId: a.payload.applicationId }))),
    action$.pipe(filter(unwatchApplication.match), map((a): Control => ({ kind: 'unwatch', applicationId: a.payload.applicationId }))),
    action$.pipe(filter((a) => logout.match(a) || sessionEnded.match(a)), map((): Control => ({ kind: 'end' }))),
  );
  const watch$ = control$.pipe(
    scan<Control, Watch>((w, control) => ({ prev: w.next, next: nextWatched(w.next, control) }), { prev: null, next: null }),
    filter((w) => w.prev !== w.next),
    switchMap(({ prev, next }): Observable<AnyAction> => {
      const stop = prev !== null && isUuid(prev) ? [applicationQuery.unsubscribe({ uuid: prev }), pollingStopped({ applicationId: prev })] : [];
      if (next === null || !isUuid(next)) return of(...stop);
      return concat(of(...stop, pollingStarted({ applicationId: next }), applicationQuery.subscribe({ uuid: next })), polls(state$, deps, next));
    }),
  );

  const select$ = action$.pipe(
    filter(selectReadOnlyProfile.match),
    mergeMap((cmd) => {
      const chosen = selection(state$.value, cmd.payload.applicationId, cmd.payload.applicationProfileUuid);
      return chosen ? choose(state$.value, chosen, cmd) : [];
    }),
  );

  const preselect$ = action$.pipe(
    filter((a) => {
      if (pollingStarted.match(a)) return true;
      if (!queryFulfilled.match(a) && !queryRefreshed.match(a)) return false;
      const watching = state$.value[OPS_KEY]?.watching;
      return watching !== null && watching !== undefined && a.payload.key === applicationQuery.key({ uuid: watching });
    }),
    mergeMap(() => preselection(state$.value)),
  );

  return merge(signIn$, list$, watch$, select$, preselect$, opsDiagnosticsEpic(action$, state$ as never, deps));
};
