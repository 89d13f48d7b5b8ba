import * as t from 'io-ts';
import { closed } from './codec';
import { endpoint } from './endpoint';
import { SEGMENT_EVENTS_ROUTE } from './segmentEventsRoute';

/** §7 `GET /v2/customer/version/` — the product version analytics events carry as productVersion. */
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

/** §7 `POST /v1/customer/send-segment-events/` — a batch of analytics events; answers how many were stored. */
export const sendSegmentEvents = endpoint({
  name: 'sendSegmentEvents', method: 'POST', route: SEGMENT_EVENTS_ROUTE, auth: false,
  body: closed('SegmentBatch', { events: t.array(SegmentEvent) }),
  response: closed('SegmentBatchReceived', { received: t.number }),
});
