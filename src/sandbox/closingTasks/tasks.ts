import type { TaskStatus, Uuid } from '../../contract';
import { TASK_TYPE } from '../../domain/tasks/taskTypes';
import { HttpError } from '../http/errors';
import { updateApplication, type ApplicationRow } from '../repo/applications';
import { one, type Sql } from '../repo/sql';
import { insertTasks, setTaskStatus, tasksOfType } from '../repo/tasks';
import type { Services } from '../services';

/** The closing task types these screens answer (issue 12 §1; seeded by `seed/tasks.ts`). */
export const CLOSING_TASK = {
  scheduleAppraisal: TASK_TYPE.scheduleAppraisal,
  confirmClosingDetails: TASK_TYPE.confirmClosingDetails,
  reviewClosingStatement: TASK_TYPE.reviewClosingStatement,
  confirmWireDetails: TASK_TYPE.confirmWireDetails,
} as const;

/** 409 once the application is closed (funded or lost): closing tasks change nothing then. */
export function checkNotClosed(app: ApplicationRow): void {
  if (app.stage === 'closed-won') throw new HttpError(409, 'Your funds have been sent and this application is closed: call your Transaction Specialist for any change.');
  if (app.stage === 'closed-lost') throw new HttpError(409, 'This application is closed: nothing can be changed.');
}

/**
 * Records a customer-visible closing change (issue 12 §1): the application's own tasks of `taskType` (none when null) that
 * are not yet `status` move to it (completed by a booking or a confirmation, pending again when an appraisal is canceled), and
 * the application's `version` moves — `tasks_version` too when a task changed — so the §4 has_changes check refreshes
 * the cached data sets. Answers whether a task changed.
 */
export async function recordClosingChange(
  s: Services, tx: Sql, applicationUuid: string, taskType: string | null, status: Extract<TaskStatus, 'completed' | 'pending'>,
): Promise<boolean> {
  const from: TaskStatus = status === 'completed' ? 'pending' : 'completed';
  const changing = taskType === null ? [] : (await tasksOfType(tx, applicationUuid, taskType)).filter((t) => t.status === from);
  for (const t of changing) await setTaskStatus(tx, t.uuid, status);
  await updateApplication(tx, applicationUuid, { tasksChanged: changing.length > 0 }, s.now());
  return changing.length > 0;
}

/** The confirm-wire-details task as seeded (`seed/tasks.ts`), for an application that reaches distributing funds. */
const WIRE_TASK = { task_type: CLOSING_TASK.confirmWireDetails, title: 'Confirm your wire details', description: 'Confirm the account your funds will be sent to.' } as const;

/**
 * Gives an application that just reached distributing funds (every signer signed) its confirm-wire-details task
 * (issue 12 §1), unless it has one: pending, or completed when wire details are already on file.
 */
export async function openWireTask(s: Services, tx: Sql, applicationUuid: string): Promise<void> {
  if ((await tasksOfType(tx, applicationUuid, WIRE_TASK.task_type)).length > 0) return;
  const onFile = (await one(tx, 'SELECT 1 FROM disbursement_instructions WHERE application_uuid = $1', [applicationUuid])) !== undefined;
  await insertTasks(tx, applicationUuid as Uuid, [{ ...WIRE_TASK, status: onFile ? 'completed' : 'pending', profile_uuid: null }], s.now());
}
