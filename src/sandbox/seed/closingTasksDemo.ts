import { randomUUID } from 'node:crypto';
import { TASK_TYPE } from '../../domain/tasks/taskTypes';
import { bookedMeetingsOf, hasSlots, insertMeeting, insertSlots, findSlot } from '../closingTasks/records';
import { offerSlots, SLOT_LENGTH_MS } from '../closingTasks/slots';
import { timeZoneOfState, zonedWallTime } from '../closingTasks/timeZones';
import type { ApplicationRow } from '../repo/applications';
import { all, one, type Sql } from '../repo/sql';
import type { Services } from '../services';

const DAY_MS = 86_400_000;
/** Marks this seed step done in `sandbox_meta` (its own key, so data folders seeded before issue 12 get it too). */
const DONE_KEY = 'seeded_closing_tasks_at';
/** The demo bank every past wire went to (a routing number that passes the ABA checksum). */
export const DEMO_WIRE = { bank_name: 'First Sandbox Bank', routing_number: '011000015', account_last4: '4321' } as const;

/** Applications with a task of `taskType` in `status`, with the primary applicant's name. */
function applicationsWithTask(tx: Sql, taskType: string, status: 'pending' | 'completed') {
  return all<ApplicationRow & { applicant_uuid: string; applicant_name: string }>(tx,
    `SELECT DISTINCT a.*, p.uuid AS applicant_uuid, p.first_name || ' ' || p.last_name AS applicant_name
     FROM applications a JOIN tasks t ON t.application_uuid = a.uuid AND t.task_type = $1 AND t.status = $2 AND t.servicing_request_uuid IS NULL
     JOIN application_profiles ap ON ap.application_uuid = a.uuid AND ap.position = 1 JOIN profiles p ON p.uuid = ap.profile_uuid`,
    [taskType, status]);
}

/** A past appraisal visit (10:00 local, `daysAgo` days before now), booked: what a customer past the appraisal has. */
async function seedPastAppraisal(s: Services, tx: Sql, app: ApplicationRow & { applicant_uuid: string }, daysAgo: number): Promise<void> {
  if ((await bookedMeetingsOf(tx, app.uuid, 'appraisal')).length > 0) return;
  const timeZone = timeZoneOfState(app.state);
  const day = Math.floor((s.now() - daysAgo * DAY_MS) / DAY_MS) * DAY_MS;
  const startsMs = zonedWallTime(day, 10, timeZone);
  await insertSlots(tx, app.uuid, [{ kind: 'appraisal', startsMs, endsMs: startsMs + SLOT_LENGTH_MS, timeZone }]);
  const slot = await one<{ uuid: string }>(tx, 'SELECT uuid FROM meeting_slots WHERE application_uuid = $1 AND starts_at = $2', [app.uuid, new Date(startsMs)]);
  const row = slot ? await findSlot(tx, slot.uuid) : undefined;
  if (row) await insertMeeting(tx, row, app.applicant_uuid, startsMs - 7 * DAY_MS);
}

/**
 * Seeds the issue-12 closing-task data once per data folder (docs/sandbox.md "Closing tasks"): appraisal slots for
 * every application whose schedule-appraisal task is pending (the next ten weekdays, 9:00, 12:00 and 15:00 in the
 * home's time zone); a past, booked appraisal for those who completed it; and the demo wire details (masked) for
 * those who completed confirm-wire-details. Answers true when it seeded now.
 */
export async function seedClosingTasksDemo(s: Services): Promise<boolean> {
  if (await one(s.db, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
  return s.db.transaction(async (tx) => {
    if (await one(tx, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
    for (const app of await applicationsWithTask(tx, TASK_TYPE.scheduleAppraisal, 'pending')) {
      if (!(await hasSlots(tx, app.uuid, 'appraisal'))) await offerSlots(tx, app, 'appraisal', s.now());
    }
    for (const app of await applicationsWithTask(tx, TASK_TYPE.scheduleAppraisal, 'completed')) await seedPastAppraisal(s, tx, app, 30);
    for (const app of await applicationsWithTask(tx, TASK_TYPE.confirmWireDetails, 'completed')) {
      await tx.query(
        `INSERT INTO disbursement_instructions (uuid, application_uuid, bank_name, account_holder, account_type, routing_number, account_last4, confirmed_by, confirmed_at)
         VALUES ($1,$2,$3,$4,'checking',$5,$6,$7,$8) ON CONFLICT (application_uuid) DO NOTHING`,
        [randomUUID(), app.uuid, DEMO_WIRE.bank_name, app.applicant_name, DEMO_WIRE.routing_number, DEMO_WIRE.account_last4, app.applicant_uuid, new Date(s.now() - 7 * DAY_MS)]);
    }
    await tx.query('INSERT INTO sandbox_meta (key, value) VALUES ($1, $2)', [DONE_KEY, new Date(s.now()).toISOString()]);
    return true;
  });
}
