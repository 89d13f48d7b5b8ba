import { randomUUID } from 'node:crypto';
import type { BackgroundTask, DocumentType, Task, TaskStatus, Uuid } from '../../contract';
import { passwordTaskStatus } from '../../domain/tasks/password';
import { TASK_TYPE } from '../../domain/tasks/taskTypes';
import { all, iso, one, type Sql } from './sql';

/** A task to create: `profile_uuid` null means it is for the whole application. */
export interface NewTask {
  task_type: string;
  title: string;
  description: string;
  status: TaskStatus;
  profile_uuid: Uuid | null;
  due_date?: string | null;
  /** For a document-upload task: the document type it asks for. */
  document_type?: DocumentType | null;
  /** For a servicing task (issue 11): its request, step, servicing document category and whether the step needs it. */
  servicing?: ServicingTaskLink;
}

/** What ties a servicing task (issue 11) to its request; such tasks are left out of the application's own lists. */
export interface ServicingTaskLink {
  request_uuid: Uuid;
  step_kind: string;
  category: string;
  required: boolean;
}

/** The tasks every new application starts with (issue 2): finish the form, choose a password, prove identity. */
export function starterTasks(applicant: Uuid): NewTask[] {
  return [
    { task_type: 'complete-application', title: 'Complete your application', description: 'Tell us about your home, your mortgage and everyone on the title.', status: 'pending', profile_uuid: null },
    { task_type: 'set-password', title: 'Set a password', description: 'Choose a password so you can sign in without waiting for an email link.', status: 'pending', profile_uuid: applicant },
    { task_type: 'verify-identity', title: 'Verify your identity', description: 'Upload a government-issued photo ID, such as a driver’s license or passport.', status: 'pending', profile_uuid: applicant },
  ];
}

/** True when the person `profileUuid` has a password (signs in with it). */
async function hasPassword(sql: Sql, profileUuid: Uuid): Promise<boolean> {
  return (await one(sql, 'SELECT 1 FROM profiles WHERE uuid = $1 AND password_hash IS NOT NULL', [profileUuid])) !== undefined;
}

/**
 * Inserts tasks in order (their `sort`, after the application's existing tasks), all created at `nowMs`. A person's
 * `set-password` task takes its status from whether they have a password (§2 password task, `passwordTaskStatus`):
 * whatever a caller asks for, a person who signs in with a password never gets a password task to do. Setting a
 * password later completes it (`storePassword`).
 */
export async function insertTasks(sql: Sql, applicationUuid: Uuid, tasks: readonly NewTask[], nowMs: number): Promise<void> {
  let sort = (await one<{ max: number | null }>(sql, 'SELECT max(sort) AS max FROM tasks WHERE application_uuid = $1', [applicationUuid]))?.max ?? 0;
  for (const asked of tasks) {
    const t = asked.task_type === TASK_TYPE.setPassword && asked.profile_uuid !== null
      ? { ...asked, status: passwordTaskStatus(asked.status, await hasPassword(sql, asked.profile_uuid)) }
      : asked;
    sort += 1;
    await sql.query(
      `INSERT INTO tasks (uuid, application_uuid, task_type, title, description, status, profile_uuid, due_date, sort, created_at, document_type,
         servicing_request_uuid, servicing_step_kind, servicing_category, required)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15)`,
      [randomUUID(), applicationUuid, t.task_type, t.title, t.description, t.status, t.profile_uuid, t.due_date ?? null, sort, new Date(nowMs), t.document_type ?? null,
        t.servicing?.request_uuid ?? null, t.servicing?.step_kind ?? null, t.servicing?.category ?? null, t.servicing?.required ?? null],
    );
  }
}

interface TaskRow extends Omit<Task, 'created_at'> { created_at: Date }

/** The tasks of an application, in the order they were set (not its servicing tasks: those are ServicingTasks, issue 11). */
export async function tasksOf(sql: Sql, applicationUuid: string): Promise<Task[]> {
  const rows = await all<TaskRow>(sql,
    `SELECT uuid, task_type, title, description, status, profile_uuid, to_char(due_date, 'YYYY-MM-DD') AS due_date, created_at, document_type
     FROM tasks WHERE application_uuid = $1 AND servicing_request_uuid IS NULL ORDER BY sort, created_at`, [applicationUuid]);
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

/**
 * Completes the pending `set-password` tasks of people who have a password (data folders seeded before
 * {@link insertTasks} derived that status); answers the applications that changed. Idempotent: run at every start.
 */
export async function settlePasswordTasks(sql: Sql): Promise<Uuid[]> {
  const rows = await all<{ application_uuid: Uuid }>(sql,
    `UPDATE tasks SET status = 'completed' WHERE task_type = $1 AND status = 'pending'
       AND profile_uuid IN (SELECT uuid FROM profiles WHERE password_hash IS NOT NULL)
     RETURNING application_uuid`, [TASK_TYPE.setPassword]);
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

/** A stored task with the application it belongs to. */
export interface TaskRecord {
  uuid: Uuid;
  application_uuid: Uuid;
  task_type: string;
  status: TaskStatus;
  profile_uuid: Uuid | null;
  document_type: DocumentType | null;
}

/** The task with this uuid, or undefined. */
export function findTask(sql: Sql, uuid: string): Promise<TaskRecord | undefined> {
  return one<TaskRecord>(sql, 'SELECT uuid, application_uuid, task_type, status, profile_uuid, document_type FROM tasks WHERE uuid = $1', [uuid]);
}

/** The application's own tasks of one type (for one person, or any when `profileUuid` is undefined; no servicing tasks), oldest first. */
export function tasksOfType(sql: Sql, applicationUuid: string, taskType: string, profileUuid?: string | null): Promise<TaskRecord[]> {
  return all<TaskRecord>(sql,
    `SELECT uuid, application_uuid, task_type, status, profile_uuid, document_type FROM tasks
     WHERE application_uuid = $1 AND task_type = $2 AND servicing_request_uuid IS NULL AND ($3::boolean OR profile_uuid IS NOT DISTINCT FROM $4::uuid)
     ORDER BY sort, created_at`, [applicationUuid, taskType, profileUuid === undefined, profileUuid ?? null]);
}

/** Sets one task's status. */
export async function setTaskStatus(sql: Sql, uuid: string, status: TaskStatus): Promise<void> {
  await sql.query('UPDATE tasks SET status = $2 WHERE uuid = $1', [uuid, status]);
}

/**
 * Sets the tasks of one type to `status` — reopening them (pending) or closing them — for one person or the whole
 * application (null); inserts `fallback` when there is none.
 */
export async function ensureTaskStatus(sql: Sql, applicationUuid: Uuid, fallback: NewTask, nowMs: number): Promise<void> {
  const existing = await tasksOfType(sql, applicationUuid, fallback.task_type, fallback.profile_uuid);
  if (existing.length === 0) await insertTasks(sql, applicationUuid, [fallback], nowMs);
  else for (const t of existing) await setTaskStatus(sql, t.uuid, fallback.status);
}

/** Completes every pending task of an application (funding closes the file); answers how many changed. */
export async function completeAllPending(sql: Sql, applicationUuid: string): Promise<number> {
  const rows = await all(sql, "UPDATE tasks SET status = 'completed' WHERE application_uuid = $1 AND status = 'pending' RETURNING uuid", [applicationUuid]);
  return rows.length;
}

/**
 * Completes the pending document-upload tasks a document answers (issue #4 §2): the task it names, any task asking
 * for its type, and — for a government ID — the verify-identity task; only tasks of the whole application or of the
 * document's person or the uploader. A document naming a servicing task (issue 11) completes only that task, and
 * one that does not never completes a servicing task, so requests do not answer each other's documents. Answers the
 * uuids completed.
 */
export async function completeDocumentTasks(
  sql: Sql, d: { application_uuid: string; task_uuid: string | null; document_type: DocumentType; profile_uuid: string | null }, uploader: string, isGovernmentId: boolean,
): Promise<Uuid[]> {
  const rows = await all<{ uuid: Uuid }>(sql,
    `UPDATE tasks SET status = 'completed'
     WHERE application_uuid = $1 AND status = 'pending' AND (
       uuid = $2::uuid OR (
         servicing_request_uuid IS NULL
         AND NOT EXISTS (SELECT 1 FROM tasks named WHERE named.uuid = $2::uuid AND named.servicing_request_uuid IS NOT NULL)
         AND (profile_uuid IS NULL OR profile_uuid = $4::uuid OR profile_uuid = $5::uuid)
         AND (document_type = $3 OR task_type = $3 OR ($6::boolean AND task_type = 'verify-identity'))))
     RETURNING uuid`,
    [d.application_uuid, d.task_uuid, d.document_type, d.profile_uuid, uploader, isGovernmentId]);
  return rows.map((r) => r.uuid);
}
