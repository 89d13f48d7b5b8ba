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
 * `GET /v1/customer/application/{uuid}/meetings/` (Meeting, designed): open slots soonest first, and the booked
 * meetings (not canceled ones) soonest first. 404 for an application not the caller's.
 */
export const listMeetings = endpoint({
  name: 'listMeetings', method: 'GET', route: 'v1/customer/application/:uuid/meetings/',
  response: MeetingSchedule,
});

/**
 * `POST /v1/customer/application/{uuid}/meetings/`: books an offered slot; booking the appraisal completes the
 * schedule-appraisal task. 400 for a slot not offered to this application; 409 with a reason for a slot in the past,
 * one already taken, or when a meeting of that kind is already booked (change it instead).
 */
export const bookMeeting = endpoint({
  name: 'bookMeeting', method: 'POST', route: 'v1/customer/application/:uuid/meetings/',
  body: MeetingSlotChoice,
  response: Meeting,
});

/**
 * `POST /v1/customer/meeting/{uuid}/reschedule/`: moves a booked meeting to another offered slot of its kind (the old
 * slot is offered again). 409 when the meeting has started or was canceled, or the new slot is past or taken.
 */
export const rescheduleMeeting = endpoint({
  name: 'rescheduleMeeting', method: 'POST', route: 'v1/customer/meeting/:uuid/reschedule/',
  body: MeetingSlotChoice,
  response: Meeting,
});

/**
 * `POST /v1/customer/meeting/{uuid}/cancel/`: cancels a booked meeting before it starts (409 otherwise); its slot is
 * offered again and, for the appraisal, the schedule-appraisal task is pending again.
 */
export const cancelMeeting = endpoint({
  name: 'cancelMeeting', method: 'POST', route: 'v1/customer/meeting/:uuid/cancel/',
  body: Empty,
  response: Meeting,
});

