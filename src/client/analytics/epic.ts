import type { AnyAction } from '@reduxjs/toolkit';
import {
  catchError,
  concatMap,
  connect,
  defer,
  distinctUntilChanged,
  EMPTY,
  endWith,
  filter,
  ignoreElements,
  map,
  merge,
  mergeMap,
  Observable,
  of,
  retry,
  Subject,
  switchMap,
  take,
  tap,
  throwError,
  timeout,
  timer,
} from 'rxjs';
import { getVersion } from '../../contract/platform';
import { planKeyOf, ProductVersion, TRACK, trackingPlanViolations } from '../../contract/trackingPlan';
import type { SegmentEvent } from '../../contract/platform';
import { ANALYTICS_BATCH_SIZE, ANALYTICS_BATCH_WINDOW_MS, ANALYTICS_RETRY_BASE_MS, ANALYTICS_SEND_MAX_ATTEMPTS } from '../../domain/constants';
import { consentChanged } from '../kernel/consent/actions';
import { selectConsent, type ConsentRootState } from '../kernel/consent/reducer';
import type { Dependencies } from '../kernel/deps';
import type { AppEpic } from '../kernel/epic';
import { endpointRequest } from '../kernel/http/endpointRequest';
import { logout } from '../kernel/session/actions';
import { selectIsOps } from '../kernel/session/selectors';
import type { SessionRootState } from '../kernel/session/reducer';
import { batchDropped, batchSent, callRejected } from './actions';
import { batchCalls, type Batch, type FlushReason } from './operators';
import { UNKNOWN_PRODUCT_VERSION, type Tracker } from './tracker';

/** How long sending waits for `GET /v2/customer/version/` before calls go with productVersion 'unknown', ms. */
export const PRODUCT_VERSION_WAIT_MS = 10_000;
export { UNKNOWN_PRODUCT_VERSION };

/** What the analytics epic is built with (the composition root passes them). */
export interface AnalyticsEpicOptions {
  /** The entry's tracker: the calls tracked so far (in its outbox, earlier page loads' included) and live ones. */
  tracker: Tracker;
  /** Development build (`import.meta.env.DEV`): a call the plan refuses is also logged as a warning. */
  dev: boolean;
}

/** The product version of §7 `GET /v2/customer/version/`, or 'unknown' when it cannot be read in time. */
function productVersion$(deps: Dependencies): Observable<string> {
  return deps.http.request(endpointRequest(getVersion, {})).pipe(
    take(1),
    map((result) => (result.ok && ProductVersion.is(result.value.version) ? result.value.version : UNKNOWN_PRODUCT_VERSION)),
    timeout({ first: PRODUCT_VERSION_WAIT_MS, with: () => of(UNKNOWN_PRODUCT_VERSION), scheduler: deps.scheduler }),
  );
}

/**
 * The tracker's calls, each once: those waiting in its outbox (this page's and earlier page loads' of the session),
 * then live ones. Live calls are buffered from before the outbox is read and those it already held are skipped, so a
 * call tracked while the backlog is being emitted (a refused call's violation count) is neither lost nor doubled.
 */
function handOver(tracker: Tracker): Observable<SegmentEvent> {
  return new Observable<SegmentEvent>((subscriber) => {
    const early: SegmentEvent[] = [];
    let replaying = true;
    const live = tracker.calls$.subscribe((event) => (replaying ? early.push(event) : subscriber.next(event)));
    const waiting = tracker.outbox.pending();
    const seen = new Set(waiting.map((e) => e.message_id));
    for (const event of waiting) subscriber.next(event);
    for (let event = early.shift(); event; event = early.shift()) if (!seen.has(event.message_id)) subscriber.next(event);
    replaying = false;
    return live;
  });
}

/** A checked call: on the wire, or refused with the plan's reasons. */
type Checked = { ok: true; event: SegmentEvent } | { ok: false; event: SegmentEvent; key: string; problems: string[] };

/** Why a retry stopped: the person turned analytics off while the batch waited (issue 12 §3). */
const CONSENT_WITHDRAWN = new Error('analytics consent withdrawn');

/**
 * Sends one batch: retried with doubling waits (1 s, 2 s, 4 s) on `deps.scheduler`, then dropped (its calls stay in
 * the outbox: the next batch the server takes, or the next page load, sends them again). Same message ids each time.
 * `allowed()` (the person's analytics choice, issue 12 §3) is asked before the first attempt and before every retry:
 * once it says no, the batch is dropped silently — never sent later.
 */
function sendBatch(batch: Batch<SegmentEvent>, deps: Dependencies, allowed: () => boolean, done: (ok: boolean) => void): Observable<AnyAction> {
  const count = batch.items.length;
  return defer(() => (allowed() ? deps.analytics.send(batch.items) : throwError(() => CONSENT_WITHDRAWN))).pipe(
    retry({
      count: ANALYTICS_SEND_MAX_ATTEMPTS - 1,
      delay: (error, attempt) =>
        error === CONSENT_WITHDRAWN || !allowed() ? throwError(() => CONSENT_WITHDRAWN) : timer(ANALYTICS_RETRY_BASE_MS * 2 ** (attempt - 1), deps.scheduler),
    }),
    ignoreElements(),
    endWith(batchSent({ count })),
    tap(() => done(true)),
    catchError((error: unknown) => {
      done(false);
      if (error === CONSENT_WITHDRAWN) return EMPTY;
      deps.logger.warn('analytics batch dropped after retries', { count });
      return of(batchDropped({ count }));
    }),
  );
}

/**
 * The analytics epic: the sending half of analytics (architecture "The event log and analytics"; the tracking half,
 * the entry's {@link Tracker}, derives and keeps every call from the first event on). Once the product version is
 * read (or {@link PRODUCT_VERSION_WAIT_MS} passed) it takes over the tracker's calls — those waiting first — and:
 * - checks each against its codec: a refused call is never sent and leaves the outbox — `analytics/callRejected` is
 *   counted (and a Tracking Plan Violation Counted call derived from it), plus a warning in development;
 * - batches: ANALYTICS_BATCH_SIZE calls, or ANALYTICS_BATCH_WINDOW_MS after the first, or at once on `logout` (before
 *   the session ends); a page being hidden is the tracker's (by beacon);
 * - §6: nothing at all for an ops session (a buffer is discarded when one starts);
 * - issue 12 §3: nothing while the person has turned analytics off: the buffer is discarded when they opt out, and a
 *   batch waiting to be retried is dropped too — nothing is sent later, even if they opt back in.
 * Batches go one after another through `deps.analytics.send`, each retried a few times, then dropped and counted.
 * What the server takes is acknowledged (removed from the outbox); after each batch it took, the calls still waiting
 * (dropped during an outage, or only carried by a beacon) go again: at least once from the browser, once in the store.
 */
export function createAnalyticsEpic(opts: AnalyticsEpicOptions): AppEpic<SessionRootState & ConsentRootState> {
  const { tracker } = opts;
  return (action$, state$, deps) => {
    const inFlight = new Set<string>();
    const again$ = new Subject<SegmentEvent>();
    const calls$ = productVersion$(deps).pipe(
      tap((version) => version !== UNKNOWN_PRODUCT_VERSION && tracker.setProductVersion(version)),
      switchMap(() => merge(handOver(tracker), again$)),
      map((event): Checked => {
        const problems = trackingPlanViolations(event);
        return problems.length === 0 ? { ok: true, event } : { ok: false, event, key: planKeyOf(event), problems };
      }),
    );

    const rejected = (checked$: Observable<Checked>) =>
      checked$.pipe(
        mergeMap((c) => (c.ok ? EMPTY : of(c))),
        tap(({ event, key, problems }) => {
          tracker.outbox.acknowledge([event.message_id]);
          if (opts.dev) deps.logger.warn('analytics call refused by the tracking plan', { key, problems: problems.join('; ') });
        }),
        // A refused violation count is not counted again (that would loop).
        filter(({ key }) => key !== `track:${TRACK.trackingPlanViolationCounted}`),
        map(({ key }) => callRejected({ key })),
      );

    const isOps$ = state$.pipe(map(selectIsOps), distinctUntilChanged());
    const consented = () => selectConsent(state$.value).analytics;
    const optedOut$ = action$.pipe(filter(consentChanged.match), filter(({ payload }) => !payload.consent.analytics));
    const flush$: Observable<FlushReason> = action$.pipe(filter(logout.match), map((): FlushReason => 'logout'));
    const settle = (batch: Batch<SegmentEvent>) => (ok: boolean) => {
      const ids = batch.items.map((e) => e.message_id);
      ids.forEach((id) => inFlight.delete(id));
      if (!ok) return;
      tracker.outbox.acknowledge(ids);
      tracker.outbox.pending().filter((e) => !inFlight.has(e.message_id)).forEach((e) => again$.next(e));
    };
    const sent = (checked$: Observable<Checked>) =>
      checked$.pipe(
        mergeMap((c) => (c.ok && !inFlight.has(c.event.message_id) && !selectIsOps(state$.value) && consented() ? of(c.event) : EMPTY)),
        tap((event) => inFlight.add(event.message_id)),
        batchCalls<SegmentEvent>({
          size: ANALYTICS_BATCH_SIZE,
          windowMs: ANALYTICS_BATCH_WINDOW_MS,
          scheduler: deps.scheduler,
          flush$,
          discard$: merge(isOps$.pipe(filter(Boolean)), optedOut$).pipe(tap(() => inFlight.clear())),
        }),
        concatMap((batch) => sendBatch(batch, deps, consented, settle(batch))),
      );

    // connect: both branches are subscribed before the outbox's backlog is emitted (synchronously), so neither misses it.
    return calls$.pipe(connect((checked$) => merge(rejected(checked$), sent(checked$))));
  };
}
