import { randomUUID } from 'node:crypto';
import type { Meeting, MeetingKind, MeetingSlot, MeetingStatus, Uuid } from '../../contract';
import { all, iso, one, type Sql } from '../repo/sql';

/** A stored slot, with whether a booked meeting holds it. */
export interface SlotRow {
  uuid: Uuid;
  application_uuid: Uuid;
  kind: MeetingKind;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  taken: boolean;
}

/** A stored meeting with its slot's times. */
export interface MeetingRow {
  uuid: Uuid;
  application_uuid: Uuid;
  slot_uuid: Uuid;
  kind: MeetingKind;
  status: MeetingStatus;
  booked_at: Date;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
}

const SLOT_SELECT = `SELECT s.*, EXISTS (SELECT 1 FROM meetings m WHERE m.slot_uuid = s.uuid AND m.status = 'booked') AS taken FROM meeting_slots s`;
const MEETING_SELECT = `SELECT m.uuid, m.application_uuid, m.slot_uuid, m.kind, m.status, m.booked_at, s.starts_at, s.ends_at, s.time_zone
  FROM meetings m JOIN meeting_slots s ON s.uuid = m.slot_uuid`;

/** The slot with this uuid, or undefined. */
export function findSlot(sql: Sql, uuid: string): Promise<SlotRow | undefined> {
  return one<SlotRow>(sql, `${SLOT_SELECT} WHERE s.uuid = $1`, [uuid]);
}

/** The application's slots still open at `nowMs` (future, not taken), soonest first. */
export function openSlotsOf(sql: Sql, applicationUuid: string, nowMs: number): Promise<SlotRow[]> {
  return all<SlotRow>(sql,
    `${SLOT_SELECT} WHERE s.application_uuid = $1 AND s.starts_at > $2
       AND NOT EXISTS (SELECT 1 FROM meetings m WHERE m.slot_uuid = s.uuid AND m.status = 'booked')
     ORDER BY s.starts_at, s.uuid`, [applicationUuid, new Date(nowMs)]);
}

/** True when the application has any slot of `kind` (past or future): slots were offered once. */
export async function hasSlots(sql: Sql, applicationUuid: string, kind: MeetingKind): Promise<boolean> {
  return (await one(sql, 'SELECT 1 FROM meeting_slots WHERE application_uuid = $1 AND kind = $2 LIMIT 1', [applicationUuid, kind])) !== undefined;
}

/** Inserts offered slots. */
export async function insertSlots(sql: Sql, applicationUuid: string, slots: ReadonlyArray<{ kind: MeetingKind; startsMs: number; endsMs: number; timeZone: string }>): Promise<void> {
  for (const s of slots) {
    await sql.query('INSERT INTO meeting_slots (uuid, application_uuid, kind, starts_at, ends_at, time_zone) VALUES ($1,$2,$3,$4,$5,$6)',
      [randomUUID(), applicationUuid, s.kind, new Date(s.startsMs), new Date(s.endsMs), s.timeZone]);
  }
}

/** The meeting with this uuid, or undefined. */
export function findMeeting(sql: Sql, uuid: string): Promise<MeetingRow | undefined> {
  return one<MeetingRow>(sql, `${MEETING_SELECT} WHERE m.uuid = $1`, [uuid]);
}

/** The application's booked meetings (of one kind when given), soonest first. */
export function bookedMeetingsOf(sql: Sql, applicationUuid: string, kind?: MeetingKind): Promise<MeetingRow[]> {
  return all<MeetingRow>(sql,
    `${MEETING_SELECT} WHERE m.application_uuid = $1 AND m.status = 'booked' AND ($2::text IS NULL OR m.kind = $2) ORDER BY s.starts_at, m.uuid`,
    [applicationUuid, kind ?? null]);
}

/** Books `slot` for its application; answers the meeting's uuid. */
export async function insertMeeting(sql: Sql, slot: SlotRow, bookedBy: string, nowMs: number): Promise<Uuid> {
  const uuid = randomUUID() as Uuid;
  await sql.query(`INSERT INTO meetings (uuid, application_uuid, slot_uuid, kind, status, booked_by, booked_at) VALUES ($1,$2,$3,$4,'booked',$5,$6)`,
    [uuid, slot.application_uuid, slot.uuid, slot.kind, bookedBy, new Date(nowMs)]);
  return uuid;
}

/** Moves a meeting onto another slot. */
export async function moveMeeting(sql: Sql, uuid: string, slotUuid: string, nowMs: number): Promise<void> {
  await sql.query('UPDATE meetings SET slot_uuid = $2, booked_at = $3 WHERE uuid = $1', [uuid, slotUuid, new Date(nowMs)]);
}

/** Cancels a meeting (its slot is open again). */
export async function markCanceled(sql: Sql, uuid: string, nowMs: number): Promise<void> {
  await sql.query("UPDATE meetings SET status = 'canceled', canceled_at = $2 WHERE uuid = $1", [uuid, new Date(nowMs)]);
}

/** A slot as the contract sends it. */
export function toSlot(r: SlotRow): MeetingSlot {
  return { uuid: r.uuid, kind: r.kind, starts_at: iso(r.starts_at), ends_at: iso(r.ends_at), time_zone: r.time_zone };
}

/** A meeting as the contract sends it. */
export function toMeeting(r: MeetingRow): Meeting {
  return {
    uuid: r.uuid, kind: r.kind, status: r.status, slot_uuid: r.slot_uuid, starts_at: iso(r.starts_at), ends_at: iso(r.ends_at),
    time_zone: r.time_zone, booked_at: iso(r.booked_at),
  };
}
