import type {
  DocumentType, RequestStatus, ServicingDocumentCategory, ServicingRequestType, ServicingStepKind, ServicingTask, ServicingTaskGroup,
  TaskStatus, Uuid,
} from '../../contract';
import { documentTypeInfo } from '../../domain/documents';
import { SERVICING_REQUESTS, SERVICING_TASK_TYPES, type DocumentNeed } from '../../domain/servicing';
import { all, iso, one, type Sql } from '../repo/sql';
import { insertTasks, type NewTask } from '../repo/tasks';

/** The task type of the payoff statement the provider prepares (no document; §3 servicing task type). */
export const PAYOFF_TASK_TYPE = 'servicing--payoff-request';

interface ServicingTaskRow {
  uuid: Uuid;
  request_uuid: Uuid;
  request_type: ServicingRequestType;
  request_status: RequestStatus;
  task_type: string;
  step_kind: ServicingStepKind;
  title: string;
  description: string;
  status: TaskStatus;
  document_type: DocumentType | null;
  required: boolean;
  category: ServicingDocumentCategory;
  due_date: string | null;
  created_at: Date;
}

/** What a task asking for `need` tells the homeowner: the §3 servicing task type's help, else the document's hint. */
function descriptionOf(need: Pick<DocumentNeed, 'task_type' | 'document_type'>): string {
  const help = (SERVICING_TASK_TYPES as Record<string, { help: string } | undefined>)[need.task_type]?.help;
  if (help) return help;
  return need.document_type ? documentTypeInfo(need.document_type).hint : '';
}

/** A servicing task to insert for `need` of a request. The payoff request waits on the provider (blocked). */
export function servicingTask(requestUuid: Uuid, type: ServicingRequestType, need: DocumentNeed, status: TaskStatus = 'pending'): NewTask {
  return {
    task_type: need.task_type, title: need.title, description: descriptionOf(need), profile_uuid: null, document_type: need.document_type,
    status: need.task_type === PAYOFF_TASK_TYPE && status === 'pending' ? 'blocked' : status,
    servicing: { request_uuid: requestUuid, step_kind: need.step, category: SERVICING_REQUESTS[type].category, required: need.required },
  };
}

/** Inserts one task per document the request type asks for (the servicing table's `documents`, in order). */
export async function insertRequestTasks(sql: Sql, applicationUuid: Uuid, requestUuid: Uuid, type: ServicingRequestType, nowMs: number): Promise<void> {
  await insertTasks(sql, applicationUuid, SERVICING_REQUESTS[type].documents.map((need) => servicingTask(requestUuid, type, need)), nowMs);
}

const SELECT = `SELECT t.uuid, t.servicing_request_uuid AS request_uuid, r.request_type, r.status AS request_status, t.task_type,
  t.servicing_step_kind AS step_kind, t.title, t.description, t.status, t.document_type, COALESCE(t.required, false) AS required,
  t.servicing_category AS category, to_char(t.due_date, 'YYYY-MM-DD') AS due_date, t.created_at
  FROM tasks t JOIN servicing_requests r ON r.uuid = t.servicing_request_uuid`;

/** Servicing task rows of an application (or of one request), oldest first. */
function rowsOf(sql: Sql, where: { applicationUuid?: string; requestUuid?: string }): Promise<ServicingTaskRow[]> {
  return all<ServicingTaskRow>(sql,
    `${SELECT} WHERE ($1::uuid IS NULL OR t.application_uuid = $1) AND ($2::uuid IS NULL OR t.servicing_request_uuid = $2)
     ORDER BY t.created_at, t.sort`, [where.applicationUuid ?? null, where.requestUuid ?? null]);
}

const toTask = (r: ServicingTaskRow): ServicingTask => ({
  uuid: r.uuid, request_uuid: r.request_uuid, request_type: r.request_type, task_type: r.task_type, step_kind: r.step_kind, title: r.title,
  description: r.description, status: r.status, document_type: r.document_type, required: r.required, category: r.category,
  due_date: r.due_date, created_at: iso(r.created_at),
});

/** The servicing request a task belongs to; undefined for the application's own tasks and unknown ids. */
export async function requestUuidOfTask(sql: Sql, taskUuid: string): Promise<Uuid | undefined> {
  const row = await one<{ request_uuid: Uuid | null }>(sql, 'SELECT servicing_request_uuid AS request_uuid FROM tasks WHERE uuid = $1', [taskUuid]);
  return row?.request_uuid ?? undefined;
}

/** ServicingTasks: every servicing task of an application, oldest first. */
export async function servicingTasksOf(sql: Sql, applicationUuid: string): Promise<ServicingTask[]> {
  return (await rowsOf(sql, { applicationUuid })).map(toTask);
}

/** The servicing tasks of one request, oldest first. */
export async function tasksOfRequest(sql: Sql, requestUuid: string): Promise<ServicingTask[]> {
  return (await rowsOf(sql, { requestUuid })).map(toTask);
}

/** ServicingTaskGroups: one group per request (under its servicing document category), newest request first. */
export async function servicingTaskGroupsOf(sql: Sql, applicationUuid: string): Promise<ServicingTaskGroup[]> {
  const rows = await rowsOf(sql, { applicationUuid });
  const requests = await all<{ uuid: Uuid; request_type: ServicingRequestType; status: RequestStatus }>(sql,
    'SELECT uuid, request_type, status FROM servicing_requests WHERE application_uuid = $1 ORDER BY created_at DESC, seq DESC', [applicationUuid]);
  return requests
    .map((r) => ({
      category: SERVICING_REQUESTS[r.request_type].category, request_uuid: r.uuid, request_type: r.request_type, request_status: r.status,
      tasks: rows.filter((t) => t.request_uuid === r.uuid).map(toTask),
    }))
    .filter((g) => g.tasks.length > 0);
}

/** Sets the status of a request's tasks that are in one of `from` (e.g. cancel the open ones). */
export async function setRequestTasksStatus(sql: Sql, requestUuid: string, from: readonly TaskStatus[], to: TaskStatus, taskType?: string): Promise<void> {
  await sql.query('UPDATE tasks SET status = $3 WHERE servicing_request_uuid = $1 AND status = ANY($2) AND ($4::text IS NULL OR task_type = $4)',
    [requestUuid, from, to, taskType ?? null]);
}
