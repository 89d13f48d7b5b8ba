import type { MeetingKind } from '../../contract/closingTasks/meetings';

/** What each kind of meeting (issue 12 §1) is called on screen. */
export const MEETING_KIND_LABELS: Readonly<Record<MeetingKind, string>> = {
  appraisal: 'Home appraisal visit',
  'heo-call': 'Call with your Home Equity Officer',
};

/** 409 reason: the slot starts at or before now. */
export const SLOT_PAST_TEXT = 'That time has already passed. Choose another time.';
/** 409 reason: someone (or another tab) booked the slot first. */
export const SLOT_TAKEN_TEXT = 'That time was just booked. Choose another time.';
/** 409 reason: the meeting has started, ended or was canceled, so it cannot be changed. */
export const MEETING_CLOSED_TEXT = 'This appointment can no longer be changed: it has started or was canceled.';

/** The slot facts the booking rules read: when it starts (ISO), whether a booked meeting holds it. */
export interface SlotLike {
  starts_at: string;
  taken: boolean;
}

/**
 * Why `slot` cannot be booked at `nowMs` (issue 12 §1), or undefined when it can: past (starts at or before now) or
 * already taken. The sandbox answers 409 with these words.
 */
export function slotUnavailableReason(slot: SlotLike, nowMs: number): string | undefined {
  if (Date.parse(slot.starts_at) <= nowMs) return SLOT_PAST_TEXT;
  return slot.taken ? SLOT_TAKEN_TEXT : undefined;
}

/** True while a booked meeting may still be changed or canceled: booked and not yet started at `nowMs`. */
export function isMeetingChangeable(meeting: { status: string; starts_at: string }, nowMs: number): boolean {
  return meeting.status === 'booked' && Date.parse(meeting.starts_at) > nowMs;
}

/** A time shown in the meeting's own zone, e.g. `{ day: 'Monday, 11/30/2026', time: '9:00 AM PST' }` (§9 date). */
export interface ZonedTime {
  /** Calendar day key `yyyy-MM-dd` in the zone (groups slots by day). */
  dayKey: string;
  /** The day as shown: weekday and §9 MM/dd/yyyy. */
  day: string;
  /** The time with the zone named, e.g. `9:00 AM PST`. */
  time: string;
}

/** Parts of a formatted instant by type. */
function partsOf(format: Intl.DateTimeFormat, at: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

/**
 * An instant (ISO) in IANA time zone `timeZone` as shown to the homeowner (issue 12 §1 "local time with the time zone
 * named"): the day (weekday, MM/dd/yyyy) and the time with the zone's short name. An unknown zone falls back to UTC.
 */
export function zonedTime(iso: string, timeZone: string): ZonedTime {
  const at = new Date(iso);
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const d = partsOf(new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit' }), at);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at);
  return { dayKey: `${d.year}-${d.month}-${d.day}`, day: `${d.weekday}, ${d.month}/${d.day}/${d.year}`, time };
}

/** True for an IANA time zone this runtime knows (e.g. `America/Chicago`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Items grouped under their day in the zone, days and items in time order. */
export interface DayGroup<T> {
  dayKey: string;
  day: string;
  items: Array<T & { time: string }>;
}

/** Groups timed items (slots, meetings) by their local day in their zone (issue 12 §1 "grouped by day"), in time order. */
export function groupByDay<T extends { starts_at: string; time_zone: string }>(items: readonly T[]): DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const groups: DayGroup<T>[] = [];
  for (const item of sorted) {
    const z = zonedTime(item.starts_at, item.time_zone);
    const last = groups[groups.length - 1];
    if (last && last.dayKey === z.dayKey) last.items.push({ ...item, time: z.time });
    else groups.push({ dayKey: z.dayKey, day: z.day, items: [{ ...item, time: z.time }] });
  }
  return groups;
}
