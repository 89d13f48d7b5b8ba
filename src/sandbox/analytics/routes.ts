import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLeft } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import { opsFromCookie, opsFromEither } from '../backoffice/auth';
import { signInPage } from '../backoffice/page';
import { HttpError, ioTsErrors } from '../http/errors';
import { countSegmentEvents, listSegmentEvents, summariseSegmentEvents, type SegmentEventFilter } from '../repo/analytics';
import type { Services } from '../services';
import { DEFAULT_PAGE, EventsQuery, ExportQuery, SummaryQuery, type EventPage, type ViolationSummary } from './codecs';
import { analyticsPage, PAGE_ROWS, type PageFilter } from './page';

/** Calls read from the database per step of the NDJSON stream. */
const EXPORT_CHUNK = 500;
/** Latest violating calls shown per event key in violations.json. */
const EXAMPLES_PER_KEY = 3;

/**
 * Decodes a query string with `codec`: empty values mean "no filter" and are dropped first; repeated, unknown or
 * malformed parameters are 400 `{ detail: 'Invalid filter.', errors: { param: [message] } }`.
 */
function decodeQuery<A>(codec: t.Type<A, unknown, unknown>, raw: unknown): A {
  const entries = Object.entries((raw ?? {}) as Record<string, unknown>).filter(([, v]) => v !== '');
  if (entries.some(([k, v]) => k.includes('\u0000') || (typeof v === 'string' && v.includes('\u0000')))) {
    throw new HttpError(400, 'Invalid filter.', { query: ['Text may not contain NUL characters.'] });
  }
  const decoded = codec.decode(Object.fromEntries(entries));
  if (isLeft(decoded)) throw new HttpError(400, 'Invalid filter.', ioTsErrors(decoded.left, 'query'));
  return decoded.right;
}

const filterOf = (q: SegmentEventFilter): SegmentEventFilter => ({
  ...(q.session !== undefined && { session: q.session }), ...(q.type !== undefined && { type: q.type }),
  ...(q.name !== undefined && { name: q.name }), ...(q.since !== undefined && { since: q.since }),
  ...(q.violations !== undefined && { violations: q.violations }),
});

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Every matching call in arrival order, read in chunks, as NDJSON lines (at most `limit`). */
async function* ndjsonLines(s: Services, filter: SegmentEventFilter, limit: number): AsyncGenerator<string> {
  let since = filter.since ?? 0;
  let left = limit;
  while (left > 0) {
    const chunk = await listSegmentEvents(s.db, { ...filter, since }, Math.min(EXPORT_CHUNK, left));
    if (chunk.length === 0) return;
    yield chunk.map((e) => `${JSON.stringify(e)}\n`).join('');
    left -= chunk.length;
    since = chunk[chunk.length - 1]?.id ?? since;
    if (chunk.length < EXPORT_CHUNK) return;
  }
}

/**
 * The analysts' view of the analytics store (issue #5 §2, ARCHITECTURE "analysts can read what was emitted"), for
 * staff only (role ops: `Authorization: JWT <token>` or the back-office cookie; 401 signed out, 403 customers):
 * - `GET /sandbox/analytics/events.json?session=&type=&name=&since=&violations=only|none&limit=` →
 *   `{ events, nextSince }` in arrival order (tail with `since=nextSince`);
 * - `GET /sandbox/analytics/events.ndjson` — the same filters, every match streamed one JSON per line;
 * - `GET /sandbox/analytics/violations.json?session=&type=&name=` — counts per event key and the latest violations;
 * - `GET /sandbox/analytics` — the live page (cookie sign-in, the back office's form);
 * - `GET /sandbox/events.json` (the issue-4 export) → 308 to events.json above.
 */
export function registerAnalytics(app: FastifyInstance, s: Services): void {
  app.get('/sandbox/analytics/events.json', async (request, reply) => {
    await opsFromEither(request, s);
    const q = decodeQuery(EventsQuery, request.query);
    const events = await listSegmentEvents(s.db, filterOf(q), q.limit ?? DEFAULT_PAGE);
    const page: EventPage = { events, nextSince: events[events.length - 1]?.id ?? q.since ?? 0 };
    return noStore(reply).send(page);
  });

  app.get('/sandbox/analytics/events.ndjson', async (request, reply) => {
    await opsFromEither(request, s);
    const q = decodeQuery(ExportQuery, request.query);
    return noStore(reply).type('application/x-ndjson; charset=utf-8')
      .send(Readable.from(ndjsonLines(s, filterOf(q), q.limit ?? Number.MAX_SAFE_INTEGER)));
  });

  app.get('/sandbox/analytics/violations.json', async (request, reply) => {
    await opsFromEither(request, s);
    const filter = filterOf(decodeQuery(SummaryQuery, request.query));
    const [counts, keys] = await Promise.all([countSegmentEvents(s.db, filter), summariseSegmentEvents(s.db, filter, EXAMPLES_PER_KEY)]);
    const summary: ViolationSummary = { ...counts, keys };
    return noStore(reply).send(summary);
  });

  app.get('/sandbox/analytics', async (request, reply) => {
    const html = (status: number, page: string) => noStore(reply).code(status).type('text/html; charset=utf-8').send(page);
    const me = await opsFromCookie(request, s);
    if (!me) return html(200, signInPage(s.config.exposed, undefined, '', '/sandbox/analytics'));
    let filter: PageFilter = {};
    try {
      const q = decodeQuery(EventsQuery, request.query);
      filter = { ...(q.session && { session: q.session }), ...(q.type && { type: q.type }), ...(q.name && { name: q.name }), ...(q.violations && { violations: q.violations }) };
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      const counts = await countSegmentEvents(s.db, {});
      const events = await listSegmentEvents(s.db, {}, PAGE_ROWS, true);
      return html(400, analyticsPage({ events, counts, filter: {}, signedInAs: me.email, notice: { kind: 'alert', text: `${e.detail} Showing every event instead.`, ...(e.errors && { errors: e.errors }) } }));
    }
    const [counts, events] = await Promise.all([countSegmentEvents(s.db, filter), listSegmentEvents(s.db, filter, PAGE_ROWS, true)]);
    return html(200, analyticsPage({ events, counts, filter, signedInAs: me.email }));
  });

  app.get('/sandbox/events.json', async (request, reply) => {
    const q = request.url.indexOf('?');
    return reply.code(308).header('location', `/sandbox/analytics/events.json${q < 0 ? '' : request.url.slice(q)}`).send();
  });
}
