import { isLeft } from 'fp-ts/lib/Either';
import {
  STEP_VALUES, type PayoffStatement, type ServicingRequest, type ServicingRequestType, type ServicingStep, type Uuid,
} from '../../contract';
import {
  documentMissingMessage, formatCents, isOpenRequest, isPayoffExpired, MAX_STEP_TEXT, refuseRequestMove, SERVICING_REQUESTS, STEP_KINDS, textTooLongMessage, validateStep,
} from '../../domain/servicing';
import { formatDate } from '../../domain/formatDate';
import { validatePhone } from '../../domain/validation/phone';
import { HttpError, invalid, ioTsErrors, notFound } from '../http/errors';
import { updateApplication, type ApplicationRow } from '../repo/applications';
import type { Sql } from '../repo/sql';
import type { Services } from '../services';
import { checkDraftRevision } from '../validate';
import { investmentOf, todayOf } from './investments';
import { notifyHomeowners } from './notify';
import { currentPayoff, markAcknowledged, supersedePayoffs, toPayoffStatement, type PayoffRow } from './payoffs';
import {
  addHistory, cancelOpenSteps, changeRequest, findRequest, findStep, insertRequest, moveStateOf, openRequestOfType, PAYOFF_STEP, saveStepDraft,
  setStepState, stepsOf, toServicingRequest, toStep, touchRequest, type RequestRow,
} from './requests';
import { insertRequestTasks, PAYOFF_TASK_TYPE, setRequestTasksStatus, tasksOfRequest } from './tasks';
import { wireInstructionsFor } from './wire';

/*
 * What a homeowner does to a servicing request (issue 11 §3; docs/api.md "Servicing"). Each runs inside the caller's
 * transaction on rows it re-reads there, and bumps the application's version so customer-changed (§4 has_changes) and
 * the ops view's ETag poll see it.
 */

/** Longest reason a homeowner may give for canceling (characters). */
export const MAX_CANCEL_REASON = 1000;

/** The request re-read inside the transaction (it may have changed since the access check). */
export async function freshRequest(tx: Sql, uuid: string): Promise<RequestRow> {
  const r = await findRequest(tx, uuid);
  if (!r) throw notFound();
  return r;
}

/** Bumps the request's `updated_at` and the application's version and tasks version. */
export async function touched(tx: Sql, r: Pick<RequestRow, 'uuid' | 'application_uuid'>, nowMs: number): Promise<void> {
  await touchRequest(tx, r.uuid, nowMs);
  await updateApplication(tx, r.application_uuid, { tasksChanged: true }, nowMs);
}

/**
 * Starts a request of `type` on a funded, unsettled application (409 otherwise, and while another of the same type is
 * open): its steps from the servicing table in order (customer steps pending, the payoff step blocked on the
 * provider), one task per document it asks for, a first history entry. `start-new-application` is recorded
 * `transferred` at once. Answers the new request's uuid.
 */
export async function startRequest(s: Services, tx: Sql, app: ApplicationRow, type: ServicingRequestType): Promise<Uuid> {
  const investment = await investmentOf(s, tx, app);
  if (!investment) throw new HttpError(409, 'Servicing requests start once your investment is funded.');
  if (investment.settled_on !== null) throw new HttpError(409, 'Your investment is settled: there is nothing left to service.');
  const info = SERVICING_REQUESTS[type];
  if (await openRequestOfType(tx, app.uuid, type)) {
    throw new HttpError(409, `You already have an open “${info.label}” request: continue it, or cancel it first.`);
  }
  const now = s.now();
  const uuid = await insertRequest(tx, { application_uuid: app.uuid, request_type: type, status: info.transfers ? 'transferred' : 'pending' }, now);
  await addHistory(tx, uuid, { status: 'pending', approval_status: null, actor: 'customer', note: null }, now);
  if (info.transfers) {
    await addHistory(tx, uuid, { status: 'transferred', approval_status: null, actor: 'system', note: 'Continue in the application for your other property.' }, now);
  }
  await insertRequestTasks(tx, app.uuid, uuid, type, now);
  await updateApplication(tx, app.uuid, { tasksChanged: true }, now);
  if (!info.transfers) {
    await notifyHomeowners(s, tx, { application_uuid: app.uuid, request_type: type }, `We received your request: ${info.label}`,
      `Thank you: your “${info.label}” request is open. ${info.help}`);
  }
  return uuid;
}

/** The step of `kind` on the request (404 when the request has no such step, like an unknown id). */
async function stepOf(tx: Sql, r: RequestRow, kind: string) {
  const step = await findStep(tx, r.uuid, kind);
  if (!step) throw notFound();
  return step;
}

/** 409 unless the step is open for the homeowner. */
function assertStepOpen(step: { status: string; kind: keyof typeof STEP_KINDS }): void {
  if (step.status === 'pending') return;
  const title = STEP_KINDS[step.kind].title;
  const why = step.status === 'completed' ? 'is already done' : step.status === 'blocked' ? 'is waiting on us' : 'was canceled';
  throw new HttpError(409, `“${title}” ${why}: it cannot be changed now.`);
}

/** Field paths (under `values.`) of every string longer than {@link MAX_STEP_TEXT} characters in a draft. */
function overlongStrings(value: unknown, path: string, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.length > MAX_STEP_TEXT) out.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => overlongStrings(v, `${path}.${i}`, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) overlongStrings(v, `${path}.${k}`, out);
  }
  return out;
}

/**
 * Saves a step's draft (idempotent by revision, like section drafts: an older or equal revision changes nothing and
 * answers the stored step). 404 unknown step kind for this request; 400 a revision below 1, values that do not fit
 * the step kind's codec (`errors['values.field']`) or text over {@link MAX_STEP_TEXT} characters; 409 step not open.
 */
export async function saveStep(s: Services, tx: Sql, requestUuid: string, kind: string, revision: number, values: Record<string, unknown>): Promise<ServicingStep> {
  const r = await freshRequest(tx, requestUuid);
  const step = await stepOf(tx, r, kind);
  checkDraftRevision(revision);
  const decoded = STEP_VALUES[step.kind].decode(values);
  if (isLeft(decoded)) {
    const errors = ioTsErrors(decoded.left, 'values');
    throw invalid(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === 'values' ? k : `values.${k}`, v])));
  }
  const long = overlongStrings(values, 'values');
  if (long.length > 0) throw invalid(Object.fromEntries(long.map((p) => [p, [textTooLongMessage(MAX_STEP_TEXT)]])));
  if (revision <= step.revision) return toStep(step);
  assertStepOpen(step);
  const now = s.now();
  if (await saveStepDraft(tx, step.uuid, revision, decoded.right)) {
    await touchRequest(tx, r.uuid, now);
    await updateApplication(tx, r.application_uuid, {}, now);
  }
  return toStep(await stepOf(tx, r, kind));
}

/** 409 with why the payoff step cannot be submitted: no statement, not acknowledged, or expired. */
function assertPayoffReady(statement: PayoffRow | undefined, today: string): void {
  if (!statement) throw new HttpError(409, 'We have not issued your payoff statement yet.');
  if (isPayoffExpired(statement.good_through, today)) throw new HttpError(409, `Your payoff statement expired after ${formatDate(statement.good_through)}: ask for a new one.`);
  if (statement.acknowledged_at === null) throw new HttpError(409, 'Acknowledge the payoff statement first.');
}

/**
 * Completes a step with its saved values: 409 when not open; 400 with the step rules' field errors (`validateStep`,
 * given domain `validatePhone`: the §5 phone rule for the agent's or loan officer's phone) or `errors.documents` naming
 * each required document not uploaded yet; 409 for the payoff step without an acknowledged, unexpired statement. Once
 * every homeowner step is done a request that needs approval waits for a manager (history entry); otherwise the
 * servicing team acts next. Answers the request.
 */
export async function submitStep(s: Services, tx: Sql, requestUuid: string, kind: string): Promise<ServicingRequest> {
  let r = await freshRequest(tx, requestUuid);
  const step = await stepOf(tx, r, kind);
  assertStepOpen(step);
  const today = todayOf(s);
  if (step.kind === PAYOFF_STEP) assertPayoffReady(await currentPayoff(tx, r.uuid), today);
  const problems = validateStep(step.kind, step.values, { today, requestType: r.request_type, validatePhone });
  const missing = (await tasksOfRequest(tx, r.uuid))
    .filter((t) => t.step_kind === step.kind && t.required && t.document_type !== null && t.status !== 'completed')
    .map((t) => documentMissingMessage(t.title));
  const errors: Record<string, string[]> = Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, [m]]));
  if (missing.length > 0) errors.documents = missing;
  if (Object.keys(errors).length > 0) {
    throw new HttpError(400, missing.length > 0 && Object.keys(problems).length === 0 ? missing[0] ?? '' : 'Some answers are missing or need a change.', errors);
  }
  const now = s.now();
  await setStepState(tx, step.uuid, 'completed', step.actor, now);
  const steps = await stepsOf(tx, r.uuid);
  const customerDone = steps.every((st) => st.status !== 'pending' || st.actor !== 'customer');
  if (customerDone && r.needs_approval && r.approval_status === null) {
    r = await changeRequest(tx, r, { approval_status: 'waiting-manager-approval', actor: 'customer', note: 'Sent to a servicing manager for approval.' }, now);
  }
  await touched(tx, r, now);
  return toServicingRequest(tx, await freshRequest(tx, r.uuid));
}

/**
 * Cancels a request for the homeowner (`refuseRequestMove(…, 'canceled', 'customer')`: only while pending and before
 * any payoff statement is issued, 409 with its sentence otherwise), with their reason (≤ {@link MAX_CANCEL_REASON} characters, 400 beyond) in the history;
 * open steps and tasks are canceled.
 */
export async function cancelRequest(s: Services, tx: Sql, requestUuid: string, reason: string | undefined): Promise<ServicingRequest> {
  const r = await freshRequest(tx, requestUuid);
  const why = reason?.trim() ?? '';
  if (why.length > MAX_CANCEL_REASON) throw invalid({ reason: [`Keep the reason under ${MAX_CANCEL_REASON} characters.`] });
  const refused = refuseRequestMove(await moveStateOf(tx, r), 'canceled', 'customer');
  if (refused) throw new HttpError(409, refused);
  const now = s.now();
  const next = await changeRequest(tx, r, { status: 'canceled', reason: why === '' ? null : why, actor: 'customer', note: why === '' ? 'Canceled by you.' : why }, now);
  await cancelOpenSteps(tx, r.uuid);
  await setRequestTasksStatus(tx, r.uuid, ['pending', 'blocked'], 'canceled');
  await touched(tx, next, now);
  return toServicingRequest(tx, next);
}

/** The statement as the homeowner sees it today (wire instructions only once acknowledged and unexpired). */
export function presentPayoff(s: Services, app: ApplicationRow, statement: PayoffRow | undefined): { payoff_statement: PayoffStatement | null } {
  return { payoff_statement: statement ? toPayoffStatement(statement, todayOf(s), wireInstructionsFor(app.external_id, statement.request_uuid)) : null };
}

/**
 * The homeowner acknowledges the current payoff statement: 409 when the request is finished, none is issued, or it
 * has expired. Records when (the first time) and completes the payoff task; the answer carries the wire instructions.
 */
export async function acknowledgePayoff(s: Services, tx: Sql, app: ApplicationRow, requestUuid: string): Promise<{ payoff_statement: PayoffStatement | null }> {
  const r = await freshRequest(tx, requestUuid);
  if (!isOpenRequest(r.status)) throw new HttpError(409, `This request is ${r.status}: its payoff statement can no longer be acknowledged.`);
  const statement = await currentPayoff(tx, r.uuid);
  if (!statement) throw new HttpError(409, 'We have not issued a payoff statement for this request yet.');
  const today = todayOf(s);
  if (isPayoffExpired(statement.good_through, today)) {
    throw new HttpError(409, `This payoff statement expired after ${formatDate(statement.good_through)}: ask for a new one.`);
  }
  const now = s.now();
  if (statement.acknowledged_at === null) {
    await markAcknowledged(tx, statement.uuid, now);
    await setRequestTasksStatus(tx, r.uuid, ['pending', 'blocked'], 'completed', PAYOFF_TASK_TYPE);
    await touched(tx, r, now);
  }
  return presentPayoff(s, app, await currentPayoff(tx, r.uuid));
}

/**
 * Asks for a new payoff statement once the current one has expired (409 when there is none or it is still good): the
 * old one is superseded, the payoff step and task wait on the provider again, and the homeowner gets an email.
 */
export async function renewPayoff(s: Services, tx: Sql, requestUuid: string): Promise<ServicingRequest> {
  const r = await freshRequest(tx, requestUuid);
  if (!isOpenRequest(r.status)) throw new HttpError(409, `This request is ${r.status}: it needs no new payoff statement.`);
  const statement = await currentPayoff(tx, r.uuid);
  if (!statement) throw new HttpError(409, 'We have not issued a payoff statement for this request yet.');
  const today = todayOf(s);
  if (!isPayoffExpired(statement.good_through, today)) {
    throw new HttpError(409, `Your payoff statement is good through ${formatDate(statement.good_through)}: you can still use it.`);
  }
  const now = s.now();
  await supersedePayoffs(tx, r.uuid, now);
  const step = await findStep(tx, r.uuid, PAYOFF_STEP);
  if (step) await setStepState(tx, step.uuid, 'blocked', 'provider', now);
  await setRequestTasksStatus(tx, r.uuid, ['pending', 'completed'], 'blocked', PAYOFF_TASK_TYPE);
  await touched(tx, r, now);
  await notifyHomeowners(s, tx, r, 'We are preparing a new payoff statement',
    `Your payoff statement of ${formatCents(statement.amount_cents)} expired after ${formatDate(statement.good_through)}. We are preparing a new one and will email you when it is ready.`);
  return toServicingRequest(tx, await freshRequest(tx, r.uuid));
}
