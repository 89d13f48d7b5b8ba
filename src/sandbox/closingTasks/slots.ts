import type { MeetingKind } from '../../contract';
import type { ApplicationRow } from '../repo/applications';
import type { Sql } from '../repo/sql';
import { insertSlots } from './records';
import { timeZoneOfState, zonedWallTime } from './timeZones';

const DAY_MS = 86_400_000;
/** Working days of slots offered at once. */
export const SLOT_DAYS = 10;
/** Local start hours of the day's slots (the appraiser's visits). */
export const SLOT_HOURS: readonly number[] = [9, 12, 15];
/** How long one visit is (ms): an hour and a half. */
export const SLOT_LENGTH_MS = 90 * 60_000;

/**
 * Offers `kind` slots to an application (issue 12 §1; seed and back office): {@link SLOT_HOURS} local time in the
 * home's time zone on each of the next {@link SLOT_DAYS} weekdays after `nowMs`'s day. Answers how many it added.
 */
export async function offerSlots(tx: Sql, app: Pick<ApplicationRow, 'uuid' | 'state'>, kind: MeetingKind, nowMs: number): Promise<number> {
  const timeZone = timeZoneOfState(app.state);
  const slots: Array<{ kind: MeetingKind; startsMs: number; endsMs: number; timeZone: string }> = [];
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  for (let day = today + DAY_MS; slots.length < SLOT_DAYS * SLOT_HOURS.length; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const hour of SLOT_HOURS) {
      const startsMs = zonedWallTime(day, hour, timeZone);
      slots.push({ kind, startsMs, endsMs: startsMs + SLOT_LENGTH_MS, timeZone });
    }
  }
  await insertSlots(tx, app.uuid, slots);
  return slots.length;
}
