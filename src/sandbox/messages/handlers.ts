import { listMessages, markMessageRead, postMessage, postMessageReply } from '../../contract';
import { isUuid } from '../../contract/ids';
import { readableApplication, signedIn } from '../access';
import { bind, type Binding } from '../http/binding';
import type { Caller } from '../http/binding';
import { forbidden, notFound } from '../http/errors';
import type { AppProfileRow } from '../repo/applications';
import { findProfile } from '../repo/profiles';
import { inTransaction } from '../repo/sql';
import type { Services } from '../services';
import { findMessage, messagesOf, recordRead } from './repo';
import { replyToMessage, writeMessage } from './write';

/**
 * Largest body a message write accepts (bytes; 413 beyond): 5,000 characters of the longest UTF-8 (4 bytes each),
 * escaped as JSON, fit with room to spare, so a refused text is a 400 with its reason, a huge body a 413.
 */
export const MESSAGE_BODY_LIMIT_BYTES = 64 * 1024;

/** The caller's place on the application, or 403 for ops (§6 read-only view: they read, never write or mark). */
function customerPlace(place: AppProfileRow | undefined): AppProfileRow {
  if (!place) throw forbidden('Operations users have a read-only view.');
  return place;
}

/** The signed-in customer's own profile (a token whose profile is gone is 404 like anything not theirs). */
async function authorOf(s: Services, me: Caller) {
  const author = await findProfile(s.db, me.uuid);
  if (!author) throw notFound();
  return author;
}

/**
 * Messages between the homeowners and the deal team (docs/api.md "Messages"). Listing needs a readable application
 * (404 for someone else's, like a missing id). Marking read and writing need a customer on the application — any of
 * them, applicant, co-owner or non-owning occupant: each may talk to the deal team; ops users are refused (403, §6
 * read-only view). A message id that is not on this application is 404. Writing bumps the application's version (the
 * other homeowners' portals refresh) and emails the deal team a notice; marking read changes only the reader's own
 * state, so it bumps nothing.
 */
export function messageBindings(s: Services): Binding[] {
  const limit = { bodyLimitBytes: MESSAGE_BODY_LIMIT_BYTES };
  return [
    bind(listMessages, async ({ params, caller }) => {
      const me = signedIn(caller);
      const { app } = await readableApplication(s.db, me, params.uuid);
      return messagesOf(s.db, app.uuid, me.role === 'ops' ? null : me.uuid);
    }),

    bind(markMessageRead, async ({ params, caller }) => {
      const me = signedIn(caller);
      const { app, place } = await readableApplication(s.db, me, params.uuid);
      if (!isUuid(params.message) || !(await findMessage(s.db, app.uuid, params.message, null))) throw notFound();
      customerPlace(place);
      await recordRead(s.db, params.message, me.uuid, s.now());
      const read = await findMessage(s.db, app.uuid, params.message, me.uuid);
      if (!read) throw notFound();
      return read;
    }),

    bind(postMessage, async ({ params, caller, body }) => {
      const me = signedIn(caller);
      const { app, place } = await readableApplication(s.db, me, params.uuid);
      customerPlace(place);
      const author = await authorOf(s, me);
      return inTransaction(s.db, (tx) => writeMessage(s, tx, app, author, body));
    }, limit),

    bind(postMessageReply, async ({ params, caller, body }) => {
      const me = signedIn(caller);
      const { app, place } = await readableApplication(s.db, me, params.uuid);
      if (!isUuid(params.message) || !(await findMessage(s.db, app.uuid, params.message, null))) throw notFound();
      customerPlace(place);
      const author = await authorOf(s, me);
      return inTransaction(s.db, (tx) => replyToMessage(s, tx, app, author, params.message, body));
    }, limit),
  ];
}
