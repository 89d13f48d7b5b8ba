import * as t from 'io-ts';
import { closed, Empty, IsoDateTime } from '../codec';
import { endpoint } from '../endpoint';
import { Uuid } from '../ids';

/** Kinds of meeting (Meeting data group, issue 12 §1): the appraiser's visit to the home, or a call with the HEO. */
export const MeetingKind = t.keyof({ appraisal: null, 'heo-call': null }, 'MeetingKind');
export type MeetingKind = t.TypeOf<typeof MeetingKind>;

/** A booking's state: booked (may be changed or canceled until it starts) or canceled. */
export const MeetingStatus = t.keyof({ booked: null, canceled: null }, 'MeetingStatus');
export type MeetingStatus = t.TypeOf<typeof MeetingStatus>;

/**
 * A time the provider offers (Meeting data group, designed): `starts_at`/`ends_at` are UTC instants; `time_zone` is
 * the IANA zone of the home (where the appraiser goes), in which the portal shows it.
 */
export const MeetingSlot = closed('MeetingSlot', {
  uuid: Uuid,
  kind: MeetingKind,
  starts_at: IsoDateTime,
  ends_at: IsoDateTime,
  time_zone: t.string,
});
export type MeetingSlot = t.TypeOf<typeof MeetingSlot>;

/** A booked (or canceled) meeting: the slot it holds, copied so it reads alone. */
export const Meeting = closed('Meeting', {
  uuid: Uuid,
  kind: MeetingKind,
  status: MeetingStatus,
  slot_uuid: Uuid,
  starts_at: IsoDateTime,
  ends_at: IsoDateTime,
  time_zone: t.string,
  booked_at: IsoDateTime,
});
export type Meeting = t.TypeOf<typeof Meeting>;

/** The Meeting data set of one application: the slots still open (future, not taken) and its booked meetings. */
export const MeetingSchedule = closed('MeetingSchedule', { slots: t.array(MeetingSlot), meetings: t.array(Meeting) });
export type MeetingSchedule = t.TypeOf<typeof MeetingSchedule>;

/** Body of booking or moving a meeting: the offered slot chosen. */
export const MeetingSlotChoice = closed('MeetingSlotChoice', { slot_uuid: Uuid });
export type MeetingSlotChoice = t.TypeOf<typeof MeetingSlotChoice>;

/**
 * The slots still open (starting after now, not booked) and the booked meetings, each soonest first. Canceled meetings
 * are left out.
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const listMeetings = endpoint({
  name: 'listMeetings', method: 'GET', route: 'v1/customer/application/:uuid/meetings/',
  response: MeetingSchedule,
});

/**
 * Books an offered slot.
 *
 * @designed
 * @error 400 `{ errors: { slot_uuid: ['Choose one of the times offered on this page'] } }` for a slot not offered to
 *   this application (or missing: `'This field is required'`)
 * @error 403 a non-owning occupant, or ops (`'Operations users have a read-only view.'`)
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 `'That time has already passed. Choose another time.'`, `'That time was just booked. Choose another
 *   time.'`, `'Your home appraisal visit is already booked: change that appointment instead.'`
 */
export const bookMeeting = endpoint({
  name: 'bookMeeting', method: 'POST', route: 'v1/customer/application/:uuid/meetings/',
  body: MeetingSlotChoice,
  response: Meeting,
});

/**
 * Moves a booked meeting to another open slot of its kind; the old slot is offered again.
 *
 * @designed
 * @error 400 as for booking
 * @error 403 a non-owning occupant, or ops (`'Operations users have a read-only view.'`)
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 `'This appointment can no longer be changed: it has started or was canceled.'`, or the new slot is past or
 *   taken (as booking)
 */
export const rescheduleMeeting = endpoint({
  name: 'rescheduleMeeting', method: 'POST', route: 'v1/customer/meeting/:uuid/reschedule/',
  body: MeetingSlotChoice,
  response: Meeting,
});

/**
 * Cancels a booked meeting before it starts (`status: canceled`); its slot is offered again and, for the appraisal,
 * `schedule-appraisal` is pending again.
 *
 * @designed
 * @error 403 a non-owning occupant, or ops (`'Operations users have a read-only view.'`)
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 as reschedule
 */
export const cancelMeeting = endpoint({
  name: 'cancelMeeting', method: 'POST', route: 'v1/customer/meeting/:uuid/cancel/',
  body: Empty,
  response: Meeting,
});

