import { randomUUID } from 'node:crypto';
import type { BackgroundTask, Task, TaskStatus, Uuid } from '../../contract';
import { all, iso, type Sql } from './sql';

/** A task to create: `profile_uuid` null means it is for the whole application. */
export interface NewTask {
  task_type: string;
  title: string;
  description: string;
  status: TaskStatus;
  profile_uuid: Uuid | null;
  due_date?: string | null;
}

/** The tasks every new application starts with (issue 2): finish the form, choose a password, prove identity. */
export function starterTasks(applicant: Uuid): NewTask[] {
  return [
    { task_type: 'complete-application', title: 'Complete your application', description: 'Tell us about your home, your mortgage and everyone on the title.', status: 'pending', profile_uuid: null },
    { task_type: 'set-password', title: 'Set a password', description: 'Choose a password so you can sign in without waiting for an email link.', status: 'pending', profile_uuid: applicant },
    { task_type: 'verify-identity', title: 'Verify your identity', description: 'Upload a government-issued photo ID, such as a driver’s license or passport.', status: 'pending', profile_uuid: applicant },
  ];
}

/** Inserts tasks in order (their `sort`), all created at `nowMs`. */
export async function insertTasks(sql: Sql, applicationUuid: Uuid, tasks: readonly NewTask[], nowMs: number): Promise<void> {
  let sort = 0;
  for (const t of tasks) {
    sort += 1;
    await sql.query(
      `INSERT INTO tasks (uuid, application_uuid, task_type, title, description, status, profile_uuid, due_date, sort, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
      [randomUUID(), applicationUuid, t.task_type, t.title, t.description, t.status, t.profile_uuid, t.due_date ?? null, sort, new Date(nowMs)],
    );
  }
}

interface TaskRow extends Omit<Task, 'created_at'> { created_at: Date }

/** The tasks of an application, in the order they were set. */
export async function tasksOf(sql: Sql, applicationUuid: string): Promise<Task[]> {
  const rows = await all<TaskRow>(sql,
    `SELECT uuid, task_type, title, description, status, profile_uuid, to_char(due_date, 'YYYY-MM-DD') AS due_date, created_at
     FROM tasks WHERE application_uuid = $1 ORDER BY sort, created_at`, [applicationUuid]);
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
}

/**
 * Marks pending tasks of a type completed (for one person, or application-wide with `profileUuid` null); answers
 * the applications that changed so their versions can be bumped.
 */
export async function completeTasks(sql: Sql, taskType: string, where: { profileUuid?: string; applicationUuid?: string }): Promise<Uuid[]> {
  const rows = await all<{ application_uuid: Uuid }>(sql,
    `UPDATE tasks SET status = 'completed' WHERE task_type = $1 AND status = 'pending'
       AND ($2::uuid IS NULL OR profile_uuid = $2) AND ($3::uuid IS NULL OR application_uuid = $3)
     RETURNING application_uuid`, [taskType, where.profileUuid ?? null, where.applicationUuid ?? null]);
  return [...new Set(rows.map((r) => r.application_uuid))];
}

/** Inserts a background task (e.g. the property valuation), finished or not. */
export async function insertBackgroundTask(
  sql: Sql, applicationUuid: Uuid, b: { task_type: string; status: BackgroundTask['status']; result: string | null; createdMs: number; finishedMs: number | null },
): Promise<void> {
  await sql.query(
    `INSERT INTO background_tasks (uuid, application_uuid, task_type, status, result, created_at, finished_at) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
    [randomUUID(), applicationUuid, b.task_type, b.status, b.result, new Date(b.createdMs), b.finishedMs === null ? null : new Date(b.finishedMs)],
  );
}

interface BackgroundRow extends Omit<BackgroundTask, 'created_at' | 'finished_at'> { created_at: Date; finished_at: Date | null }

/** §3: background tasks sorted by created_at ascending. */
export async function backgroundTasksOf(sql: Sql, applicationUuid: string): Promise<BackgroundTask[]> {
  const rows = await all<BackgroundRow>(sql,
    'SELECT uuid, task_type, status, result, created_at, finished_at FROM background_tasks WHERE application_uuid = $1 ORDER BY created_at, uuid',
    [applicationUuid]);
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at), finished_at: r.finished_at ? iso(r.finished_at) : null }));
}
