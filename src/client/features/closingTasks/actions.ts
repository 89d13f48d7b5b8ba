import type { NewDisbursementInstruction } from '../../../contract/closingTasks';
import type { ClosingScreen } from '../../../domain/closingTasks/screens';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

/** A closing-task screen of one application. */
export interface ClosingPageRef {
  applicationId: string;
  screen: ClosingScreen;
}

/** The writes of the closing-task screens: what the log and analytics name (never the values). */
export type ClosingWrite = 'book' | 'reschedule' | 'cancel' | 'wire' | 'confirm-details' | 'acknowledge-statement';

// ---- Commands ----

/** A closing-task screen is shown: check the id (§5 UUID), load its data sets. */
export const openClosingScreen = defineCommand<ClosingPageRef>('closingTasks/open');
/** The screen was left: release its data sets (kept 60 s, §9). */
export const closeClosingScreen = defineCommand<ClosingPageRef>('closingTasks/close');
/** Fetch the screen's data again after an error. */
export const retryClosingScreen = defineCommand<ClosingPageRef>('closingTasks/retry');
/** Book an offered appraisal slot (`POST …/meetings/`). */
export const bookSlot = defineCommand<{ applicationId: string; slotUuid: string }>('closingTasks/bookSlot');
/** Move a booked meeting to another slot (`POST …/meeting/{uuid}/reschedule/`). */
export const rescheduleBooking = defineCommand<{ applicationId: string; meetingUuid: string; slotUuid: string }>('closingTasks/reschedule');
/** Cancel a booked meeting before it starts (`POST …/meeting/{uuid}/cancel/`). */
export const cancelBooking = defineCommand<{ applicationId: string; meetingUuid: string }>('closingTasks/cancelBooking');
/**
 * Give the wire details (`PUT …/disbursement-instruction/`). The command carries the account number to the epic only:
 * commands are never logged (kernel/eventLog), and no event repeats it.
 */
export const submitWireDetails = defineCommand<{ applicationId: string; values: NewDisbursementInstruction }>('closingTasks/submitWire');
/** Confirm the closing details (`POST …/closing-details/confirm/`). */
export const confirmDetails = defineCommand<{ applicationId: string }>('closingTasks/confirmDetails');
/** Acknowledge the closing statement (`POST …/closing-statement/acknowledge/`). */
export const acknowledgeStatement = defineCommand<{ applicationId: string }>('closingTasks/acknowledgeStatement');

// ---- Events ----

/** A closing-task screen of a valid application id is open; its data sets were subscribed. */
export const closingScreenOpened = defineEvent<{ applicationId: string }>('closingTasks/opened');
/** The screen was left; its data sets were released. */
export const closingScreenClosed = defineEvent<{ applicationId: string }>('closingTasks/closed');
/** The id was not a UUID (§5): the person was sent to the applicants list. */
export const closingScreenRedirected = defineEvent<{ reason: 'invalid-id' }>('closingTasks/redirected');
/** The server accepted a closing write (the data sets it changed are refreshed, and the §4 change reported). */
export const closingWriteDone = defineEvent<{ applicationId: string; write: ClosingWrite }>('closingTasks/writeDone');
/** The server refused a closing write, or it could not be sent (§8 error); nothing changed and nothing typed is lost. */
export const closingWriteFailed = defineEvent<{ applicationId: string; write: ClosingWrite; error: HttpError }>('closingTasks/writeFailed');
