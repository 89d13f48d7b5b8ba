import * as t from 'io-ts';
import { closed } from './codec';
import { endpoint } from './endpoint';
import { SEGMENT_EVENTS_ROUTE } from './segmentEventsRoute';

/**
 * The product version (package.json), which analytics events carry as productVersion.
 */
export const getVersion = endpoint({
  name: 'getVersion', method: 'GET', route: 'v2/customer/version/', auth: false,
  response: closed('Version', { version: t.string }),
});

/**
 * One analytics call as sent to the server (Segment's page, track, identify, group). The per-event tracking plan
 * (issue #5) narrows `properties`; here it is any JSON object.
 */
export const SegmentEvent = closed('SegmentEvent', {
  type: t.keyof({ page: null, track: null, identify: null, group: null }),
  /** Event name (track), page name (page), or '' for identify/group. */
  name: t.string,
  properties: t.UnknownRecord,
  /** Anonymous browser-session id (random, not personal). */
  anonymous_id: t.string,
  timestamp: t.string,
  message_id: t.string,
}, {
  /** identify only: the person's profile uuid (the tracking plan refuses it on other calls). */
  user_id: t.string,
  /** group only: the application's uuid, equal to `properties.applicationId`. */
  group_id: t.string,
});
export type SegmentEvent = t.TypeOf<typeof SegmentEvent>;

/**
 * Public (analytics flow before sign-in), so limited: at most 100 events per batch (400 `errors.events: ['At most 100
 * events per batch.']`), a 256 KiB body (413), and 300 batches per client IP per minute (429 with `Retry-After`; the
 * limits are `config.analyticsIntake`). A malformed batch is 400 with the per-field report
 * (`errors['events.1.message_id']`, …) and nothing of it is stored. Otherwise every event is stored with the time
 * received, its session (= `anonymous_id`), any other fields it carries (e.g. `user_id`, `group_id`), and its
 * **verdict**: the tracking plan's violations (`trackingPlanViolations`, src/contract/trackingPlan.ts) followed by one
 * `personal data: <path> (<kind>)` line per personal-data finding (`personalDataFindings`, src/domain/personalData.ts;
 * kinds jwt, ssn, email, phone, birth date, personal field). A call with violations is stored anyway, so analysts see
 * it. Analysts read them (staff only) at `/sandbox/analytics` — docs/sandbox.md "Analytics".
 */
export const sendSegmentEvents = endpoint({
  name: 'sendSegmentEvents', method: 'POST', route: SEGMENT_EVENTS_ROUTE, auth: false,
  body: closed('SegmentBatch', { events: t.array(SegmentEvent) }),
  response: closed('SegmentBatchReceived', { received: t.number }),
});
