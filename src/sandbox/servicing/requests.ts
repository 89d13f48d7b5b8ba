import { randomUUID } from 'node:crypto';
import type {
  ApprovalStatus, HistoryActor, RequestStatus, ServicingActor, ServicingRequest, ServicingRequestType, ServicingStep,
  ServicingStepKind, TaskStatus, Uuid,
} from '../../contract';
import { isOpenRequest, OPEN_REQUEST_STATUSES, requestHistory, SERVICING_REQUESTS, STEP_KINDS, type RequestState } from '../../domain/servicing';
import { all, iso, one, type Sql } from '../repo/sql';

/** A row of `servicing_requests`. */
export interface RequestRow {
  uuid: Uuid;
  application_uuid: Uuid;
  request_type: ServicingRequestType;
  status: RequestStatus;
  needs_approval: boolean;
  approval_status: ApprovalStatus | null;
  reason: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A row of `servicing_steps` (`values` as saved: STEP_VALUES[kind]). */
export interface StepRow {
  uuid: Uuid;
  request_uuid: Uuid;
  kind: ServicingStepKind;
  position: number;
  status: TaskStatus;
  actor: ServicingActor;
  due_date: string | null;
  revision: number;
  values: Record<string, unknown>;
  submitted_at: Date | null;
}

interface HistoryRow {
  at: Date;
  status: RequestStatus;
  approval_status: ApprovalStatus | null;
  actor: HistoryActor;
  note: string | null;
}

const STEP_COLUMNS = `uuid, request_uuid, kind, position, status, actor, to_char(due_date, 'YYYY-MM-DD') AS due_date, revision, "values", submitted_at`;

/** The request with this uuid, or undefined. */
export function findRequest(sql: Sql, uuid: string): Promise<RequestRow | undefined> {
  return one<RequestRow>(sql, 'SELECT * FROM servicing_requests WHERE uuid = $1', [uuid]);
}

/** An application's requests, newest first. */
export function requestRowsOf(sql: Sql, applicationUuid: string): Promise<RequestRow[]> {
  return all<RequestRow>(sql, 'SELECT * FROM servicing_requests WHERE application_uuid = $1 ORDER BY created_at DESC, seq DESC', [applicationUuid]);
}

/** A request's steps in checklist order. */
export function stepsOf(sql: Sql, requestUuid: string): Promise<StepRow[]> {
  return all<StepRow>(sql, `SELECT ${STEP_COLUMNS} FROM servicing_steps WHERE request_uuid = $1 ORDER BY position`, [requestUuid]);
}

/** One step of a request by kind, or undefined when the request has no such step. */
export function findStep(sql: Sql, requestUuid: string, kind: string): Promise<StepRow | undefined> {
  return one<StepRow>(sql, `SELECT ${STEP_COLUMNS} FROM servicing_steps WHERE request_uuid = $1 AND kind = $2`, [requestUuid, kind]);
}

/** The step that waits on the provider's payoff statement (blocked until one is issued). */
export const PAYOFF_STEP = 'acknowledge-payoff-and-accept-wire-details' satisfies ServicingStepKind;

/** What a new request starts as. */
export interface NewRequest {
  application_uuid: Uuid;
  request_type: ServicingRequestType;
  status: RequestStatus;
}

/**
 * Inserts a request and its steps from the servicing table, in order; answers its uuid. The homeowner's steps start
 * pending, the payoff step blocked on the provider; a request that starts finished (transferred) has them canceled.
 */
export async function insertRequest(sql: Sql, n: NewRequest, nowMs: number): Promise<Uuid> {
  const uuid = randomUUID() as Uuid;
  const info = SERVICING_REQUESTS[n.request_type];
  await sql.query(
    `INSERT INTO servicing_requests (uuid, application_uuid, request_type, status, needs_approval, created_at, updated_at)
     VALUES ($1,$2,$3,$4,$5,$6,$6)`,
    [uuid, n.application_uuid, n.request_type, n.status, info.needsApproval, new Date(nowMs)]);
  for (const [i, kind] of info.steps.entries()) {
    const waitsOnProvider = kind === PAYOFF_STEP;
    const status: TaskStatus = !isOpenRequest(n.status) ? 'canceled' : waitsOnProvider ? 'blocked' : 'pending';
    await sql.query(
      'INSERT INTO servicing_steps (uuid, request_uuid, kind, position, status, actor) VALUES ($1,$2,$3,$4,$5,$6)',
      [randomUUID(), uuid, kind, i + 1, status, waitsOnProvider ? 'provider' : STEP_KINDS[kind].actor]);
  }
  return uuid;
}

/**
 * Appends one status or approval change to a request's recorded history (steps completed and payoff statements are
 * read from their own rows: domain `requestHistory`).
 */
export async function addHistory(
  sql: Sql, requestUuid: string, e: { status: RequestStatus; approval_status: ApprovalStatus | null; actor: HistoryActor; note: string | null }, nowMs: number,
): Promise<void> {
  await sql.query('INSERT INTO servicing_history (request_uuid, at, status, approval_status, actor, note) VALUES ($1,$2,$3,$4,$5,$6)',
    [requestUuid, new Date(nowMs), e.status, e.approval_status, e.actor, e.note]);
}

/**
 * Changes a request's status, approval status and/or reason, stamps `updated_at`, and records the change in its
 * history (who, with the note the homeowner sees). Answers the updated row.
 */
export async function changeRequest(
  sql: Sql, r: RequestRow, c: { status?: RequestStatus; approval_status?: ApprovalStatus | null; reason?: string | null; actor: HistoryActor; note?: string | null }, nowMs: number,
): Promise<RequestRow> {
  const next: RequestRow = {
    ...r,
    status: c.status ?? r.status,
    approval_status: c.approval_status === undefined ? r.approval_status : c.approval_status,
    reason: c.reason === undefined ? r.reason : c.reason,
    updated_at: new Date(nowMs),
  };
  await sql.query('UPDATE servicing_requests SET status = $2, approval_status = $3, reason = $4, updated_at = $5 WHERE uuid = $1',
    [r.uuid, next.status, next.approval_status, next.reason, next.updated_at]);
  await addHistory(sql, r.uuid, { status: next.status, approval_status: next.approval_status, actor: c.actor, note: c.note ?? null }, nowMs);
  return next;
}

/** Stamps a request's `updated_at` (a step or document changed). */
export async function touchRequest(sql: Sql, uuid: string, nowMs: number): Promise<void> {
  await sql.query('UPDATE servicing_requests SET updated_at = $2 WHERE uuid = $1', [uuid, new Date(nowMs)]);
}

/**
 * Saves a step's draft when `revision` is higher than the stored one (one atomic update, like section drafts, so a
 * retried or late save never overwrites a newer one). Answers true when it was written.
 */
export async function saveStepDraft(sql: Sql, stepUuid: string, revision: number, values: unknown): Promise<boolean> {
  const written = await one(sql, 'UPDATE servicing_steps SET revision = $2, "values" = $3 WHERE uuid = $1 AND revision < $2 RETURNING 1',
    [stepUuid, revision, JSON.stringify(values)]);
  return written !== undefined;
}

/** Sets a step's status and who acts on it; `completed` stamps `submitted_at`. */
export async function setStepState(sql: Sql, stepUuid: string, status: TaskStatus, actor: ServicingActor, nowMs: number): Promise<void> {
  await sql.query('UPDATE servicing_steps SET status = $2, actor = $3, submitted_at = CASE WHEN $2 = \'completed\' THEN $4 ELSE submitted_at END WHERE uuid = $1',
    [stepUuid, status, actor, new Date(nowMs)]);
}

/** Cancels every step of a request that is not completed (the request was canceled, declined or settled). */
export async function cancelOpenSteps(sql: Sql, requestUuid: string): Promise<void> {
  await sql.query("UPDATE servicing_steps SET status = 'canceled' WHERE request_uuid = $1 AND status IN ('pending', 'blocked')", [requestUuid]);
}

/** The open request of a type on an application, or undefined. */
export function openRequestOfType(sql: Sql, applicationUuid: string, type: ServicingRequestType): Promise<RequestRow | undefined> {
  return one<RequestRow>(sql,
    'SELECT * FROM servicing_requests WHERE application_uuid = $1 AND request_type = $2 AND status = ANY($3) LIMIT 1',
    [applicationUuid, type, OPEN_REQUEST_STATUSES]);
}

/** True while a request whose type settles the investment is open on the application. */
export async function hasOpenSettlingRequest(sql: Sql, applicationUuid: string): Promise<boolean> {
  const settling = Object.entries(SERVICING_REQUESTS).filter(([, info]) => info.settles).map(([type]) => type);
  return (await one(sql,
    'SELECT 1 FROM servicing_requests WHERE application_uuid = $1 AND request_type = ANY($2) AND status = ANY($3) LIMIT 1',
    [applicationUuid, settling, OPEN_REQUEST_STATUSES])) !== undefined;
}

/**
 * Who acts next: nobody once finished; a manager while approval is awaited; the homeowner while one of their steps is
 * open; else the servicing team.
 */
export function nextActorOf(r: Pick<RequestRow, 'status' | 'approval_status'>, steps: readonly Pick<StepRow, 'status' | 'actor'>[]): ServicingActor | null {
  if (!isOpenRequest(r.status)) return null;
  if (r.approval_status === 'waiting-manager-approval') return 'manager';
  if (steps.some((st) => st.status === 'pending' && st.actor === 'customer')) return 'customer';
  return 'provider';
}

/** A step as the contract shows it. */
export function toStep(r: StepRow): ServicingStep {
  return {
    uuid: r.uuid, kind: r.kind, position: r.position, status: r.status, actor: r.actor, asks: STEP_KINDS[r.kind].asks,
    due_date: r.due_date, revision: r.revision, values: r.values, submitted_at: r.submitted_at ? iso(r.submitted_at) : null,
  } as ServicingStep;
}

/** True once any payoff statement has been issued for the request (superseded ones count). */
export async function payoffEverIssued(sql: Sql, requestUuid: string): Promise<boolean> {
  return (await one(sql, 'SELECT 1 FROM payoff_statements WHERE request_uuid = $1 LIMIT 1', [requestUuid])) !== undefined;
}

/** What the domain's transition table checks a move against (`refuseRequestMove`). */
export async function moveStateOf(sql: Sql, r: RequestRow): Promise<RequestState> {
  return { status: r.status, needs_approval: r.needs_approval, approval_status: r.approval_status, payoff_issued: await payoffEverIssued(sql, r.uuid) };
}

/**
 * A request as the contract shows it: its steps in order and its history, oldest first — the recorded status and
 * approval changes, the steps completed and the payoff statements issued and acknowledged (domain `requestHistory`).
 */
export async function toServicingRequest(sql: Sql, r: RequestRow): Promise<ServicingRequest> {
  const steps = await stepsOf(sql, r.uuid);
  const history = await all<HistoryRow>(sql,
    'SELECT at, status, approval_status, actor, note FROM servicing_history WHERE request_uuid = $1 ORDER BY seq', [r.uuid]);
  const payoffs = await all<{ issued_at: Date; acknowledged_at: Date | null }>(sql,
    'SELECT issued_at, acknowledged_at FROM payoff_statements WHERE request_uuid = $1 ORDER BY seq', [r.uuid]);
  return {
    uuid: r.uuid,
    application_uuid: r.application_uuid,
    request_type: r.request_type,
    category: SERVICING_REQUESTS[r.request_type].category,
    status: r.status,
    needs_approval: r.needs_approval,
    approval_status: r.approval_status,
    reason: r.reason,
    next_actor: nextActorOf(r, steps),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    steps: steps.map(toStep),
    history: requestHistory(
      history.map((h) => ({ ...h, at: iso(h.at) })),
      steps.map((st) => ({ ...st, submitted_at: st.submitted_at ? iso(st.submitted_at) : null })),
      payoffs.map((p) => ({ issued_at: iso(p.issued_at), acknowledged_at: p.acknowledged_at ? iso(p.acknowledged_at) : null })),
    ),
  };
}
