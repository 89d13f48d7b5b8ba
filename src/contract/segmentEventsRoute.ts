/**
 * Path of §7 `POST /v1/customer/send-segment-events/`, apart from the endpoint's codecs (`platform.ts`): the entry's
 * analytics beacon needs the path and nothing else.
 */
export const SEGMENT_EVENTS_ROUTE = 'v1/customer/send-segment-events/';
