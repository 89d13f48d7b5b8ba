import {
  acknowledgeClosingStatement, bookMeeting, cancelMeeting, confirmClosingDetails, getDisbursementInstruction, listMeetings, rescheduleMeeting,
  saveDisbursementInstruction,
} from '../../contract';
import { readableApplication, signedIn, writableApplication } from '../access';
import { bind, type Binding } from '../http/binding';
import { inTransaction } from '../repo/sql';
import type { Services } from '../services';
import { writableMeeting } from './access';
import { instructionOf, saveInstruction } from './disbursement';
import { book, cancel, reschedule, scheduleOf } from './meetings';
import { acknowledgeStatement, confirmDetails } from './reviews';

/**
 * Closing tasks (issue 12 §1; designed, docs/api.md "Closing tasks"): the Meeting data set (offered slots, booking,
 * moving, canceling), the DisbursementInstruction (wire details, account number masked) and the closing details and
 * closing statement reviews. Reads need a readable application (404 otherwise); writes a writable one (403 for ops and
 * non-owning occupants). Each write completes its task and moves the application's version (§4 has_changes).
 */
export function closingTaskBindings(s: Services): Binding[] {
  return [
    bind(listMeetings, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return scheduleOf(s.db, app.uuid, s.now());
    }),

    bind(bookMeeting, async ({ params, body, caller }) => {
      const me = signedIn(caller);
      const { app } = await writableApplication(s.db, me, params.uuid);
      return inTransaction(s.db, (tx) => book(s, tx, app, me.uuid, body.slot_uuid));
    }),

    bind(rescheduleMeeting, async ({ params, body, caller }) => {
      const { meeting, app } = await writableMeeting(s.db, signedIn(caller), params.uuid);
      return inTransaction(s.db, (tx) => reschedule(s, tx, app, meeting, body.slot_uuid));
    }),

    bind(cancelMeeting, async ({ params, caller }) => {
      const { meeting, app } = await writableMeeting(s.db, signedIn(caller), params.uuid);
      return inTransaction(s.db, (tx) => cancel(s, tx, app, meeting));
    }),

    bind(getDisbursementInstruction, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return { instruction: await instructionOf(s.db, app.uuid) };
    }),

    bind(saveDisbursementInstruction, async ({ params, body, caller }) => {
      const me = signedIn(caller);
      const { app } = await writableApplication(s.db, me, params.uuid);
      return inTransaction(s.db, (tx) => saveInstruction(s, tx, app, me.uuid, body));
    }),

    bind(confirmClosingDetails, async ({ params, caller }) => {
      const { app } = await writableApplication(s.db, signedIn(caller), params.uuid);
      return inTransaction(s.db, (tx) => confirmDetails(s, tx, app));
    }),

    bind(acknowledgeClosingStatement, async ({ params, caller }) => {
      const { app } = await writableApplication(s.db, signedIn(caller), params.uuid);
      return inTransaction(s.db, (tx) => acknowledgeStatement(s, tx, app));
    }),
  ];
}
