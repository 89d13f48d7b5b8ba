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
  from,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  retry,
  scan,
  switchMap,
  take,
  tap,
  throwError,
  timeout,
  timer,
  type Observable,
} from 'rxjs';
import { getVersion } from '../../contract/platform';
import { planKeyOf, ProductVersion, TRACK, trackingPlanViolations } from '../../contract/trackingPlan';
import type { SegmentEvent } from '../../contract/platform';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_BATCH_WINDOW_MS,
  ANALYTICS_RETRY_BASE_MS,
  ANALYTICS_SEND_MAX_ATTEMPTS,
  TASK_VIEWED_THROTTLE_MS,
} from '../../domain/constants';
import { consentChanged } from '../kernel/consent/actions';
import { selectConsent, type ConsentRootState } from '../kernel/consent/reducer';
import type { Dependencies } from '../kernel/deps';
import type { AppEpic } from '../kernel/epic';
import type { EventLog, LoggedEvent } from '../kernel/eventLog';
import { endpointRequest } from '../kernel/http/endpointRequest';
import { logout } from '../kernel/session/actions';
import { selectIsOps } from '../kernel/session/selectors';
import type { SessionRootState } from '../kernel/session/reducer';
import { batchDropped, batchSent, callRejected } from './actions';
import { deriveCalls, initialAnalyticsContext, type PlannedCall } from './derive';
import { anonymousIdOf, randomUuid, toSegmentEvent } from './envelope';
import { batchCalls, logEntries, throttlePerKey, type Batch, type FlushReason } from './operators';

/** How long derivation waits for `GET /v2/customer/version/` before calls carry productVersion 'unknown', ms. */
export const PRODUCT_VERSION_WAIT_MS = 10_000;
/** productVersion when the version could not be read. */
export const UNKNOWN_PRODUCT_VERSION = 'unknown';

/** What the analytics epic is built with (the composition root passes them). */
export interface AnalyticsEpicOptions {
  /** The app's event log: its backlog is derived first, then live events. */
  eventLog: Pick<EventLog, 'entries' | 'events$'>;
  /** Development build (`import.meta.env.DEV`): a call the plan refuses is also logged as a warning. */
  dev: boolean;
  /** New message and anonymous ids (default: random UUIDs). */
  newId?: () => string;
}

/** The product version of §7 `GET /v2/customer/version/`, or 'unknown' when it cannot be read in time. */
function productVersion$(deps: Dependencies): Observable<string> {
  return deps.http.request(endpointRequest(getVersion, {})).pipe(
    take(1),
    map((result) => (result.ok && ProductVersion.is(result.value.version) ? result.value.version : UNKNOWN_PRODUCT_VERSION)),
    timeout({ first: PRODUCT_VERSION_WAIT_MS, with: () => of(UNKNOWN_PRODUCT_VERSION), scheduler: deps.scheduler }),
  );
}

/** A checked call: on the wire, or refused with the plan's reasons. */
type Checked = { ok: true; event: SegmentEvent } | { ok: false; key: string; problems: string[] };

/** Why a retry stopped: the person turned analytics off while the batch waited (issue 12 §3). */
const CONSENT_WITHDRAWN = new Error('analytics consent withdrawn');

/**
 * Sends one batch: retried with doubling waits (1 s, 2 s, 4 s) on `deps.scheduler`, then dropped. Same message ids each
 * time. `allowed()` (the person's analytics choice, issue 12 §3) is asked before the first attempt and before every
 * retry: once it says no, the batch is dropped silently — never sent later.
 */
function sendBatch(batch: Batch<SegmentEvent>, deps: Dependencies, allowed: () => boolean): Observable<AnyAction> {
  const count = batch.items.length;
  return defer(() => (allowed() ? deps.analytics.send(batch.items, { beacon: batch.reason === 'hidden' }) : throwError(() => CONSENT_WITHDRAWN))).pipe(
    retry({
      count: ANALYTICS_SEND_MAX_ATTEMPTS - 1,
      delay: (error, attempt) =>
        error === CONSENT_WITHDRAWN || !allowed() ? throwError(() => CONSENT_WITHDRAWN) : timer(ANALYTICS_RETRY_BASE_MS * 2 ** (attempt - 1), deps.scheduler),
    }),
    ignoreElements(),
    endWith(batchSent({ count })),
    catchError((error: unknown) => {
      if (error === CONSENT_WITHDRAWN) return EMPTY;
      deps.logger.warn('analytics batch dropped after retries', { count });
      return of(batchDropped({ count }));
    }),
  );
}

/**
 * The analytics epic (architecture "The event log and analytics", issue #5 §2). After reading the product version it
 * derives calls from every event of the log — the backlog from before analytics loaded, then live ones, each exactly
 * once — through the tracking plan's table ({@link deriveCalls}; events only, never commands), then:
 * - Task Viewed at most once per task per TASK_VIEWED_THROTTLE_MS (3 s) on `deps.scheduler`, and Servicing Step Viewed
 *   once per request step in the same window (issue 11);
 * - wraps each call (anonymous id of the browser session, random message id, the event's time) and checks it against
 *   its codec: a refused call is never sent — `analytics/callRejected` is counted (and a Tracking Plan Violation
 *   Counted call derived from it), plus a warning in development;
 * - batches: ANALYTICS_BATCH_SIZE calls, or ANALYTICS_BATCH_WINDOW_MS after the first, or at once on `logout` (before
 *   the session ends) and when the page is hidden (then by sendBeacon);
 * - §6: nothing at all for an ops session (derivation emits nothing, a buffer is discarded when one starts);
 * - issue 12 §3: nothing while the person has turned analytics off (privacy-settings overlay): calls are dropped, the
 *   buffer is discarded when they opt out, and a batch waiting to be retried is dropped too — nothing is sent later,
 *   even if they opt back in.
 * Batches go one after another through `deps.analytics.send`, each retried a few times, then dropped and counted.
 */
export function createAnalyticsEpic(opts: AnalyticsEpicOptions): AppEpic<SessionRootState & ConsentRootState> {
  // The last log entry whose calls were derived: should the epic be restarted after an error (rootEpic's
  // resilientEpic), it folds the log again to rebuild its context but derives nothing twice (what the failed run had
  // buffered is lost: a page's worth of calls at most, rather than the whole log sent again).
  let derivedThrough = 0;
  return (action$, state$, deps) => {
    const newId = opts.newId ?? (() => randomUuid());
    const anonymousId = anonymousIdOf(deps.storage, newId);

    const calls$ = productVersion$(deps).pipe(
      switchMap((version) =>
        logEntries(opts.eventLog).pipe(
          scan((acc, entry) => ({ ...deriveCalls(acc.ctx, entry.event), entry }), { ctx: initialAnalyticsContext(version), calls: [] as PlannedCall[], entry: null as LoggedEvent | null }),
          mergeMap(({ calls, entry }) => {
            if (!entry || entry.seq <= derivedThrough) return EMPTY;
            derivedThrough = entry.seq;
            return from(calls.map((call) => ({ call, at: entry.at })));
          }),
        ),
      ),
      throttlePerKey(({ call }) => call.throttleKey ?? null, TASK_VIEWED_THROTTLE_MS, deps.scheduler),
      map(({ call, at }): Checked => {
        const { throttleKey: _internal, ...planned } = call;
        const event = toSegmentEvent(planned, { anonymousId, messageId: newId(), at });
        const problems = trackingPlanViolations(event);
        return problems.length === 0 ? { ok: true, event } : { ok: false, key: planKeyOf(event), problems };
      }),
    );

    const rejected = (checked$: Observable<Checked>) =>
      checked$.pipe(
        mergeMap((c) => (c.ok ? EMPTY : of(c))),
        tap(({ key, problems }) => {
          if (opts.dev) deps.logger.warn('analytics call refused by the tracking plan', { key, problems: problems.join('; ') });
        }),
        // A refused violation count is not counted again (that would loop).
        filter(({ key }) => key !== `track:${TRACK.trackingPlanViolationCounted}`),
        map(({ key }) => callRejected({ key })),
      );

    const isOps$ = state$.pipe(map(selectIsOps), distinctUntilChanged());
    const consented = () => selectConsent(state$.value).analytics;
    const optedOut$ = action$.pipe(filter(consentChanged.match), filter(({ payload }) => !payload.consent.analytics));
    const flush$: Observable<FlushReason> = merge(
      action$.pipe(filter(logout.match), map((): FlushReason => 'logout')),
      deps.visibility.visible$.pipe(filter((visible) => !visible), map((): FlushReason => 'hidden')),
    );
    const sent = (checked$: Observable<Checked>) =>
      checked$.pipe(
        mergeMap((c) => (c.ok && !selectIsOps(state$.value) && consented() ? of(c.event) : EMPTY)),
        batchCalls<SegmentEvent>({
          size: ANALYTICS_BATCH_SIZE,
          windowMs: ANALYTICS_BATCH_WINDOW_MS,
          scheduler: deps.scheduler,
          flush$,
          discard$: merge(isOps$.pipe(filter(Boolean)), optedOut$),
        }),
        // A page being hidden may not come back: its batch goes at once, not behind one that is waiting to retry.
        connect((batches$) =>
          merge(
            batches$.pipe(filter((b) => b.reason === 'hidden'), mergeMap((b) => sendBatch(b, deps, consented))),
            batches$.pipe(filter((b) => b.reason !== 'hidden'), concatMap((b) => sendBatch(b, deps, consented))),
          ),
        ),
      );

    // connect: both branches are subscribed before the log's backlog is emitted (synchronously), so neither misses it.
    return calls$.pipe(connect((checked$) => merge(rejected(checked$), sent(checked$))));
  };
}
