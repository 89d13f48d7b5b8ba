import type { Action, AnyAction } from '@reduxjs/toolkit';
import { EMPTY, filter, merge, mergeMap, of, type Observable } from 'rxjs';
import { isUuid } from '../../../domain/ids';
import { outcomeOf, type CommandCreator, type EventCreator } from '../actions';
import type { Dependencies } from '../deps';
import type { AppEpic } from '../epic';
import { queryRejected } from '../queryCache/actions';
import type { QueryArgs, QueryDef } from '../queryCache/defineQuery';
import type { QueryCacheRootState } from '../queryCache/reducer';
import { emitThenRun } from '../session/afterReduced';
import type { SessionRootState } from '../session/reducer';
import { selectUserAppProfiles } from '../session/selectors';

/** The applicants list: where §2 sends a person whose application page cannot be shown. */
export const APPLICANTS_PATH = '/applicants';

/**
 * §2 redirect: emits `event` (the feature's own "redirected" fact, so the log says why), then — once the reducers
 * have folded it — replaces the current page with the applicants list.
 */
export function redirectToApplicants(action$: Observable<Action>, deps: Dependencies, event: AnyAction): Observable<AnyAction> {
  return emitThenRun(action$, [event], () => deps.navigation.navigate(APPLICANTS_PATH, { replace: true })) as Observable<AnyAction>;
}

/** The root state an application page reads: the query cache, and the session when it is mounted. */
export type ApplicationPageRootState = QueryCacheRootState & Partial<SessionRootState>;

/** A query bound to its arguments: what a page subscribes while it is shown (architecture "Remote data"). */
export interface PageQuery {
  subscribe(): AnyAction;
  unsubscribe(): AnyAction;
  refetch(): AnyAction;
  /** True unless its last fetch succeeded: what a retry fetches again (a pending one is not fetched twice). */
  failed(state: QueryCacheRootState): boolean;
}

/** `query` with these arguments as a {@link PageQuery} (no arguments for the signed-in person's queries). */
export function pageQuery<Args, A>(query: QueryDef<Args, A>, ...args: QueryArgs<Args>): PageQuery {
  return {
    subscribe: () => query.subscribe(...args),
    unsubscribe: () => query.unsubscribe(...args),
    refetch: () => query.refetch(...args),
    failed: (state) => query.select(state, ...args).status !== 'fulfilled',
  };
}

/** The per-application queries (argument `{ uuid }`) of one application, in order. */
export function applicationQueries(queries: readonly QueryDef<{ uuid: string }, unknown>[], applicationId: string): PageQuery[] {
  return queries.map((query) => pageQuery(query, { uuid: applicationId }));
}

/** What identifies a page of one application: its id, plus anything else the commands carry (e.g. help's `page`). */
export interface ApplicationPagePayload {
  applicationId: string;
}

/** The commands, events and queries of one application page (see {@link applicationPageEpic}). */
export interface ApplicationPageSpec<P extends ApplicationPagePayload, S extends ApplicationPageRootState> {
  /** Commands the view sends on mount, unmount and "Try again". */
  open: CommandCreator<P>;
  close: CommandCreator<P>;
  /** Omitted when the feature handles its retry itself (e.g. a retry without an application id). */
  retry?: CommandCreator<P>;
  /** Events of a valid page opened (answering the open command's correlation id) and closed; omitted if none. */
  opened?: EventCreator<{ applicationId: string }>;
  closed?: EventCreator<{ applicationId: string }>;
  /** The queries the page shows, in the order they are subscribed. Called with a valid (UUID) id only. */
  queries: (page: P) => readonly PageQuery[];
  /** The feature's event recorded before an id that is not a UUID (§5) sends the person to the applicants list. */
  invalidId: (page: P) => AnyAction;
  /**
   * When given: `query` of the open application (`openApplicationId`, from the feature's reducer) answering 404 or
   * 403 to a person who is not an applicant on it (§6, session userAppProfiles) records `event` and sends them to the
   * applicants list (§2). An applicant stays and sees the error with a retry.
   */
  notFound?: {
    query: QueryDef<{ uuid: string }, unknown>;
    openApplicationId: (state: S) => string | null;
    event: () => AnyAction;
  };
}

/** True for an answer that the application is not the person's (404) or not theirs to see (403), §2. */
function isRefusal(error: { status: unknown } | undefined): boolean {
  return error?.status === 404 || error?.status === 403;
}

/** §6 applicant check: is the signed-in person an applicant on `applicationId`? */
function isApplicantOn(state: ApplicationPageRootState, applicationId: string): boolean {
  return selectUserAppProfiles(state).some((p) => p.application_uuid === applicationId && p.profile_type === 'applicant');
}

/**
 * The §2 "application page" behaviour shared by the pages under `/applications/{id}/…`, as an epic to merge into the
 * feature's own:
 * - open: an id that is not a UUID → `invalidId` event, then the applicants list; else `opened` and subscribe the
 *   page's queries;
 * - close: release the queries (an entry is dropped after its retention, §9), then `closed`; nothing for a bad id;
 * - retry: refetch the queries whose last fetch did not succeed;
 * - optional `notFound` redirect (see {@link ApplicationPageSpec.notFound}).
 */
export function applicationPageEpic<P extends ApplicationPagePayload, S extends ApplicationPageRootState = ApplicationPageRootState>(
  spec: ApplicationPageSpec<P, S>,
): AppEpic<S> {
  return (action$, state$, deps) => {
    // Pages already sent away for a refusal known when they opened: a later answer of the same query must not send
    // the person away a second time.
    const sentAway = new Set<string>();
    const open$ = action$.pipe(
      filter(spec.open.match),
      mergeMap((cmd): Observable<AnyAction> => {
        const { applicationId } = cmd.payload;
        if (!isUuid(applicationId)) return redirectToApplicants(action$, deps, spec.invalidId(cmd.payload));
        const opened = spec.opened ? [outcomeOf(cmd, spec.opened, { applicationId })] : [];
        const subscribed = of<AnyAction[]>(...opened, ...spec.queries(cmd.payload).map((q) => q.subscribe()));
        // The query may have been refused before this page opened (another subscriber, e.g. the home's chooser between
        // the application home and the investment dashboard, still holds the rejected entry, so no new answer comes).
        const known = spec.notFound?.query.select(state$.value, { uuid: applicationId });
        if (!(spec.notFound && known && isRefusal(known.error) && !isApplicantOn(state$.value, applicationId))) return subscribed;
        sentAway.add(applicationId);
        return merge(subscribed, redirectToApplicants(action$, deps, spec.notFound.event()));
      }),
    );

    const close$ = action$.pipe(
      filter(spec.close.match),
      mergeMap(({ payload }): Observable<AnyAction> => {
        const { applicationId } = payload;
        if (!isUuid(applicationId)) return EMPTY;
        sentAway.delete(applicationId);
        const closed = spec.closed ? [spec.closed({ applicationId })] : [];
        return of<AnyAction[]>(...spec.queries(payload).map((q) => q.unsubscribe()), ...closed);
      }),
    );

    const retry = spec.retry;
    const retry$ = retry
      ? action$.pipe(
          filter(retry.match),
          mergeMap(({ payload }): Observable<AnyAction> => {
            if (!isUuid(payload.applicationId)) return EMPTY;
            const state = state$.value;
            return of<AnyAction[]>(...spec.queries(payload).filter((q) => q.failed(state)).map((q) => q.refetch()));
          }),
        )
      : EMPTY;

    const notFound = spec.notFound;
    const notFound$ = notFound
      ? action$.pipe(
          filter(queryRejected.match),
          filter((event) => {
            const state = state$.value;
            const open = notFound.openApplicationId(state);
            return (
              open !== null &&
              !sentAway.has(open) &&
              event.payload.key === notFound.query.key({ uuid: open }) &&
              isRefusal(event.payload.error) &&
              !isApplicantOn(state, open)
            );
          }),
          mergeMap(() => redirectToApplicants(action$, deps, notFound.event())),
        )
      : EMPTY;

    return merge(open$, close$, retry$, notFound$);
  };
}
