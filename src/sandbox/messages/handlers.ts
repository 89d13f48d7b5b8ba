import { listMessages, markMessageRead } from '../../contract';
import { isUuid } from '../../contract/ids';
import { readableApplication, signedIn } from '../access';
import { bind, type Binding } from '../http/binding';
import { forbidden, notFound } from '../http/errors';
import type { Services } from '../services';
import { findMessage, messagesOf, recordRead } from './repo';

/**
 * Messages from the deal team (issue 12 §1; designed, docs/api.md "Messages"). Listing needs a readable application
 * (404 for someone else's, like a missing id). Marking read needs a customer on the application — any of them,
 * applicant, co-owner or non-owning occupant, since it changes only the reader's own read state, nothing of the
 * application (so it bumps no version); ops users are refused (403, §6 read-only view). A message id that is not on
 * this application is 404.
 */
export function messageBindings(s: Services): Binding[] {
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
      if (!place) throw forbidden('Operations users have a read-only view.');
      await recordRead(s.db, params.message, me.uuid, s.now());
      const read = await findMessage(s.db, app.uuid, params.message, me.uuid);
      if (!read) throw notFound();
      return read;
    }),
  ];
}
