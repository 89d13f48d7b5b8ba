import * as t from 'io-ts';
import { closed } from '../../contract';

/**
 * The analysts' API of the sandbox (issue #5 §2; not part of the §7 contract; docs/sandbox.md "Analytics"): query
 * codecs of `/sandbox/analytics/*` and the shapes they answer, shared by the routes, `npm run events` and tests.
 * Query values arrive as strings; an empty value means "no filter".
 */

/** A whole number written in decimal in a query string, from `min` to `max`; `name` is what an error says it expects. */
const wholeNumber = (name: string, min: number, max: number) =>
  new t.Type<number, string, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max,
    (u, c) => {
      if (typeof u !== 'string' || !/^\d{1,10}$/.test(u)) return t.failure(u, c);
      const n = Number(u);
      return n >= min && n <= max ? t.success(n) : t.failure(u, c);
    },
    String,
  );

/** A Segment call type. */
export const CallType = t.keyof({ page: null, track: null, identify: null, group: null });

const filterFields = {
  /** The session id (the calls' anonymous_id), or its first characters. */
  session: t.string,
  type: CallType,
  /** Exact event (or page) name, e.g. `Task Viewed`. */
  name: t.string,
  /** Only calls with violations (`only`) or without (`none`). */
  violations: t.keyof({ only: null, none: null }),
};

/** Most calls one `events.json` page answers. */
export const MAX_PAGE = 1000;
/** Calls an `events.json` page answers when `limit` is not given. */
export const DEFAULT_PAGE = 500;

/** `GET /sandbox/analytics/events.json` query: the filters, `since` (cursor: calls after this id) and `limit`. */
export const EventsQuery = closed('EventsQuery', {}, {
  ...filterFields,
  since: wholeNumber('an event id (a whole number, 0 or more)', 0, 2 ** 31 - 1),
  limit: wholeNumber(`a whole number from 1 to ${MAX_PAGE}`, 1, MAX_PAGE),
});
export type EventsQuery = t.TypeOf<typeof EventsQuery>;

/** `GET /sandbox/analytics/events.ndjson` query: as {@link EventsQuery}, but `limit` is optional up to a million. */
export const ExportQuery = closed('ExportQuery', {}, {
  ...filterFields,
  since: wholeNumber('an event id (a whole number, 0 or more)', 0, 2 ** 31 - 1),
  limit: wholeNumber('a whole number from 1 to 1000000', 1, 1_000_000),
});
export type ExportQuery = t.TypeOf<typeof ExportQuery>;

/** `GET /sandbox/analytics/violations.json` query: which calls to summarise. */
export const SummaryQuery = closed('SummaryQuery', {}, { session: filterFields.session, type: CallType, name: t.string });
export type SummaryQuery = t.TypeOf<typeof SummaryQuery>;

/** One stored call (src/sandbox/repo/analytics.ts `StoredSegmentEvent`). */
export const StoredEvent = t.type({
  id: t.number,
  receivedAt: t.string,
  sessionId: t.string,
  type: t.string,
  name: t.string,
  properties: t.UnknownRecord,
  timestamp: t.string,
  messageId: t.string,
  violations: t.array(t.string),
  extra: t.UnknownRecord,
});
export type StoredEvent = t.TypeOf<typeof StoredEvent>;

/** `events.json`: calls in arrival order, and the cursor to ask for the next ones with (`since=nextSince`). */
export const EventPage = t.type({ events: t.array(StoredEvent), nextSince: t.number });
export type EventPage = t.TypeOf<typeof EventPage>;

/** `violations.json`: totals, and per event key the counts and the latest violating calls (newest first). */
export const ViolationSummary = t.type({
  events: t.number,
  violating: t.number,
  keys: t.array(t.type({ key: t.string, type: t.string, name: t.string, events: t.number, violating: t.number, latest: t.array(StoredEvent) })),
});
export type ViolationSummary = t.TypeOf<typeof ViolationSummary>;
