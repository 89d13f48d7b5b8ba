import type { Meeting, MeetingKind, MeetingSchedule, Uuid } from '../../contract';
import { isMeetingChangeable, MEETING_CLOSED_TEXT, MEETING_KIND_LABELS, slotUnavailableReason } from '../../domain/closingTasks';
import { HttpError, invalid, notFound } from '../http/errors';
import type { ApplicationRow } from '../repo/applications';
import type { Sql } from '../repo/sql';
import type { Services } from '../services';
import {
  bookedMeetingsOf, findMeeting, findSlot, insertMeeting, markCanceled, moveMeeting, openSlotsOf, toMeeting, toSlot, type MeetingRow, type SlotRow,
} from './records';
import { CLOSING_TASK, checkNotClosed, recordClosingChange } from './tasks';

/** The task a meeting kind answers (the appraisal visit: schedule-appraisal; an HEO call answers none). */
const TASK_OF_KIND: Readonly<Record<MeetingKind, string | null>> = { appraisal: CLOSING_TASK.scheduleAppraisal, 'heo-call': null };

/** The Meeting data set of an application at `nowMs`: open slots and booked meetings, soonest first. */
export async function scheduleOf(sql: Sql, applicationUuid: string, nowMs: number): Promise<MeetingSchedule> {
  const [slots, meetings] = await Promise.all([openSlotsOf(sql, applicationUuid, nowMs), bookedMeetingsOf(sql, applicationUuid)]);
  return { slots: slots.map(toSlot), meetings: meetings.map(toMeeting) };
}

/**
 * A slot this application may book: offered to it (400 `errors.slot_uuid` otherwise — a slot of another application
 * reads the same as a missing one), of `kind` when given, and open (409 with the reason: past or taken).
 */
async function bookableSlot(s: Services, tx: Sql, app: ApplicationRow, slotUuid: string, kind?: MeetingKind): Promise<SlotRow> {
  const slot = await findSlot(tx, slotUuid);
  if (!slot || slot.application_uuid !== app.uuid || (kind !== undefined && slot.kind !== kind)) {
    throw invalid({ slot_uuid: ['Choose one of the times offered on this page'] });
  }
  const reason = slotUnavailableReason({ starts_at: slot.starts_at.toISOString(), taken: slot.taken }, s.now());
  if (reason) throw new HttpError(409, reason);
  return slot;
}

/** The stored meeting again, as the contract sends it. */
async function presentMeeting(tx: Sql, uuid: string): Promise<Meeting> {
  const row = await findMeeting(tx, uuid);
  if (!row) throw notFound();
  return toMeeting(row);
}

/**
 * Books `slotUuid` for the application (issue 12 §1): 409 when a meeting of that kind is already booked and still to
 * come (change it instead), or the slot is past or taken. Booking the appraisal completes schedule-appraisal.
 */
export async function book(s: Services, tx: Sql, app: ApplicationRow, caller: Uuid, slotUuid: string): Promise<Meeting> {
  checkNotClosed(app);
  const slot = await bookableSlot(s, tx, app, slotUuid);
  const upcoming = (await bookedMeetingsOf(tx, app.uuid, slot.kind)).filter((m) => isMeetingChangeable({ status: m.status, starts_at: m.starts_at.toISOString() }, s.now()));
  if (upcoming.length > 0) throw new HttpError(409, `Your ${MEETING_KIND_LABELS[slot.kind].toLowerCase()} is already booked: change that appointment instead.`);
  const uuid = await insertMeeting(tx, slot, caller, s.now());
  await recordClosingChange(s, tx, app.uuid, TASK_OF_KIND[slot.kind], 'completed');
  return presentMeeting(tx, uuid);
}

/** 409 unless the meeting is booked and has not started. */
function checkChangeable(s: Services, meeting: MeetingRow): void {
  if (!isMeetingChangeable({ status: meeting.status, starts_at: meeting.starts_at.toISOString() }, s.now())) throw new HttpError(409, MEETING_CLOSED_TEXT);
}

/** Moves a booked meeting to another open slot of its kind (the old one opens again); the task stays completed. */
export async function reschedule(s: Services, tx: Sql, app: ApplicationRow, meeting: MeetingRow, slotUuid: string): Promise<Meeting> {
  checkNotClosed(app);
  checkChangeable(s, meeting);
  const slot = await bookableSlot(s, tx, app, slotUuid, meeting.kind);
  await moveMeeting(tx, meeting.uuid, slot.uuid, s.now());
  await recordClosingChange(s, tx, app.uuid, TASK_OF_KIND[meeting.kind], 'completed');
  return presentMeeting(tx, meeting.uuid);
}

/** Cancels a booked meeting before it starts; a canceled appraisal makes schedule-appraisal pending again. */
export async function cancel(s: Services, tx: Sql, app: ApplicationRow, meeting: MeetingRow): Promise<Meeting> {
  checkNotClosed(app);
  checkChangeable(s, meeting);
  await markCanceled(tx, meeting.uuid, s.now());
  await recordClosingChange(s, tx, app.uuid, TASK_OF_KIND[meeting.kind], 'pending');
  return presentMeeting(tx, meeting.uuid);
}
