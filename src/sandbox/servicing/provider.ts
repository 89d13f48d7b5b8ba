import type { DocumentType, RequestStatus, ServicingStepKind, ValuationMethod } from '../../contract';
import { PRODUCT_APPRAISAL_STEP, VALUATION_METHOD } from '../../contract';
import { documentTypeLabel, isUploadableDocumentType } from '../../domain/documents';
import { formatCurrency } from '../../domain/format';
import { formatDate } from '../../domain/formatDate';
import {
  acceptedImprovementsUsd, computePayoff, formatCents, isIsoDay, isOpenRequest, MAX_VALUATION_USD, refuseApprovalMove,
  refuseRequestMove, SERVICING_REQUESTS, STEP_KINDS, VALUATION_OPTIONS, valuationOptionsFor,
} from '../../domain/servicing';
import { HttpError, invalid } from '../http/errors';
import { findApplication } from '../repo/applications';
import type { DocumentRow } from '../repo/documents';
import type { Sql } from '../repo/sql';
import { insertTasks } from '../repo/tasks';
import type { Services } from '../services';
import { freshRequest, touched } from './customer';
import { investmentOf, markSettled, setLatestHomeValue, todayOf, type InvestmentRow } from './investments';
import { notifyHomeowners } from './notify';
import { currentPayoff, insertPayoff } from './payoffs';
import { cancelOpenSteps, changeRequest, findRequest, findStep, moveStateOf, PAYOFF_STEP, setStepState, stepsOf, type RequestRow } from './requests';
import { PAYOFF_TASK_TYPE, requestUuidOfTask, servicingTask, setRequestTasksStatus, tasksOfRequest } from './tasks';

/*
 * What the servicing team does to a request (issue 11 §3, the back office; docs/sandbox.md "Servicing"). Each runs in
 * the control's transaction, bumps the application's version, and emails the homeowners about what they will see.
 */

/** Longest note or reason the team may write (characters); the homeowner reads it. */
export const MAX_NOTE = 500;

/** A note as written: trimmed, at most {@link MAX_NOTE} characters (400 beyond), required when `required`. */
function noteOf(note: string | undefined, required: string | null): string | null {
  const text = note?.trim() ?? '';
  if (text === '' && required) throw invalid({ reason: [required] });
  if (text.length > MAX_NOTE) throw invalid({ reason: [`Keep it under ${MAX_NOTE} characters.`] });
  return text === '' ? null : text;
}

const STATUS_WORDS: Readonly<Record<RequestStatus, string>> = {
  pending: 'is open again', processing: 'is being processed', completed: 'is complete', canceled: 'was canceled',
  declined: 'was declined', blocked: 'is on hold', transferred: 'was transferred',
};

/** Closes what is left of a finished request: open steps and tasks are canceled. */
async function closeOpenWork(tx: Sql, r: RequestRow): Promise<void> {
  await cancelOpenSteps(tx, r.uuid);
  await setRequestTasksStatus(tx, r.uuid, ['pending', 'blocked'], 'canceled');
}

/**
 * Moves a request to `to` for the servicing team: checked with `refuseRequestMove(…, 'provider')` (409 with its
 * sentence); a request that settles the investment completes only through {@link settleInvestment} (409). Declining
 * or putting on hold needs a reason the homeowner sees (400). A final status cancels what is left open.
 */
export async function moveRequest(s: Services, tx: Sql, requestUuid: string, to: RequestStatus, note: string | undefined): Promise<RequestRow> {
  const r = await freshRequest(tx, requestUuid);
  const refused = refuseRequestMove(await moveStateOf(tx, r), to, 'provider');
  if (refused) throw new HttpError(409, refused);
  const info = SERVICING_REQUESTS[r.request_type];
  if (to === 'completed' && info.settles) throw new HttpError(409, 'This request settles the investment: mark the investment settled to complete it.');
  const why = noteOf(note, to === 'declined' || to === 'blocked' ? 'Say why: the homeowner sees it.' : null);
  const now = s.now();
  const next = await changeRequest(tx, r, {
    status: to, actor: 'provider', note: why,
    reason: to === 'declined' || to === 'blocked' || to === 'canceled' ? why : null,
  }, now);
  if (!isOpenRequest(to)) await closeOpenWork(tx, next);
  await touched(tx, next, now);
  await notifyHomeowners(s, tx, next, `Your request ${STATUS_WORDS[to]}`, `Your “${info.label}” request ${STATUS_WORDS[to]}.${why ? ` ${why}` : ''}`);
  return next;
}

/**
 * A servicing manager decides a request waiting for approval (`refuseApprovalMove`, 409 otherwise): accept, or
 * decline with a reason the homeowner sees (400 without). A declined approval declines the request.
 */
export async function decideApproval(s: Services, tx: Sql, requestUuid: string, decision: 'accept' | 'decline', reason: string | undefined): Promise<RequestRow> {
  const r = await freshRequest(tx, requestUuid);
  const to = decision === 'accept' ? 'accepted' : 'declined';
  const refused = refuseApprovalMove(r.approval_status, to);
  if (refused) throw new HttpError(409, refused);
  const why = noteOf(reason, to === 'declined' ? 'Say why the request is declined: the homeowner sees it.' : null);
  const now = s.now();
  const label = SERVICING_REQUESTS[r.request_type].label;
  let next: RequestRow;
  if (to === 'accepted') {
    next = await changeRequest(tx, r, { approval_status: 'accepted', actor: 'manager', note: why ?? 'Approved by a servicing manager.' }, now);
    await notifyHomeowners(s, tx, next, 'Your request is approved', `A servicing manager approved your “${label}” request.${why ? ` ${why}` : ''} We will take it from here.`);
  } else {
    next = await changeRequest(tx, r, { status: 'declined', approval_status: 'declined', reason: why, actor: 'manager', note: why }, now);
    await closeOpenWork(tx, next);
    await notifyHomeowners(s, tx, next, 'Your request was declined', `A servicing manager declined your “${label}” request: ${why ?? ''}`);
  }
  await touched(tx, next, now);
  return next;
}

/**
 * Asks the homeowner for another document on one of the request's steps: a required servicing task carrying the
 * document type. 409 when the request is finished or the same document is already pending on that step; 400 for a
 * step the request does not have or a type customers cannot upload.
 */
export async function requestStepDocument(s: Services, tx: Sql, requestUuid: string, step: string, documentType: DocumentType): Promise<RequestRow> {
  const r = await freshRequest(tx, requestUuid);
  if (!isOpenRequest(r.status)) throw new HttpError(409, `The request is ${r.status}: it needs no more documents.`);
  const found = await findStep(tx, r.uuid, step);
  if (!found) throw invalid({ step: ['This request has no such step.'] });
  if (!isUploadableDocumentType(documentType)) throw invalid({ document_type: ['Customers cannot upload this kind of document; choose another.'] });
  const open = (await tasksOfRequest(tx, r.uuid)).some((t) => t.step_kind === found.kind && t.document_type === documentType && t.status === 'pending');
  if (open) throw new HttpError(409, 'That document has already been requested on this step and is still pending.');
  const now = s.now();
  // Titled like the table's documents (a noun: "Mortgage information"), so documentMissingMessage reads right.
  const title = documentTypeLabel(documentType);
  await insertTasks(tx, r.application_uuid, [servicingTask(r.uuid, r.request_type, { step: found.kind, task_type: documentType, document_type: documentType, title, required: true })], now);
  await touched(tx, r, now);
  await notifyHomeowners(s, tx, r, 'We need a document from you', `To continue, please upload this document: ${title} (step “${STEP_KINDS[found.kind].title}”).`);
  return r;
}

/**
 * The servicing side of the documents control's review (src/sandbox/closing/documents.ts `reviewDocument`, which
 * reopens the task on a rejection) of a document sent for a servicing task: the request is touched, so a page polling
 * it refreshes its documents, and the homeowners are emailed the decision — a rejection with the reason they read in
 * the portal (issue 11 §3: every customer-visible change writes an outbox email). Nothing for other documents.
 */
export async function servicingDocumentReviewed(
  s: Services, tx: Sql, doc: Pick<DocumentRow, 'task_uuid' | 'file_name'>, decision: 'accept' | 'reject', reason: string | undefined,
): Promise<void> {
  const requestUuid = doc.task_uuid === null ? undefined : await requestUuidOfTask(tx, doc.task_uuid);
  const r = requestUuid === undefined ? undefined : await findRequest(tx, requestUuid);
  if (!r) return;
  await touched(tx, r, s.now());
  if (decision === 'accept') {
    await notifyHomeowners(s, tx, r, 'We accepted your document', `We accepted “${doc.file_name}”.`);
  } else {
    await notifyHomeowners(s, tx, r, 'We need a new document from you',
      `We could not accept “${doc.file_name}”: ${reason?.trim() ?? ''} Please upload a new one in the portal.`);
  }
}

/** What the team may set when issuing a payoff statement (USD, cents, `yyyy-MM-dd`); the rest is computed. */
export interface PayoffIssue {
  home_value?: number;
  amount_cents?: number;
  good_through?: string;
}

/** The valuation the homeowner authorized on the appraisal step, else the request type's first option. */
async function valuationMethodOf(tx: Sql, r: RequestRow): Promise<ValuationMethod> {
  const method = (await findStep(tx, r.uuid, PRODUCT_APPRAISAL_STEP))?.values.method;
  const allowed = valuationOptionsFor(r.request_type).map((o) => o.method);
  return VALUATION_METHOD.codec.is(method) && allowed.includes(method) ? method : (allowed[0] ?? 'automated-valuation');
}

/** The funded, unsettled investment of a request's application (409 otherwise). */
async function liveInvestment(s: Services, tx: Sql, r: RequestRow): Promise<InvestmentRow> {
  const app = await findApplication(tx, r.application_uuid);
  const investment = app ? await investmentOf(s, tx, app) : undefined;
  if (!investment) throw new HttpError(409, 'The application is not funded: there is no investment.');
  if (investment.settled_on !== null) throw new HttpError(409, 'The investment is already settled.');
  return investment;
}

/**
 * Issues a payoff statement for a request with a payoff step (409 otherwise, or when finished): `computePayoff` with
 * the investment, the home value entered (else the latest one), the valuation the homeowner chose and the improvements
 * they claimed (`acceptedImprovementsUsd`: an "Improvement credit" line); `amount_cents` and `good_through` may
 * override (an adjustment line keeps the lines adding up). The
 * value entered becomes the investment's latest home value. The payoff step and task wait on the homeowner again.
 */
export async function issuePayoff(s: Services, tx: Sql, requestUuid: string, input: PayoffIssue): Promise<RequestRow> {
  const r = await freshRequest(tx, requestUuid);
  if (!isOpenRequest(r.status)) throw new HttpError(409, `The request is ${r.status}: it needs no payoff statement.`);
  const step = await findStep(tx, r.uuid, PAYOFF_STEP);
  if (!step) throw new HttpError(409, 'This kind of request has no payoff statement.');
  const investment = await liveInvestment(s, tx, r);
  const today = todayOf(s);
  if (input.home_value !== undefined && !(input.home_value > 0 && input.home_value <= MAX_VALUATION_USD)) {
    throw invalid({ home_value: [`Enter a home value above $0 and at most ${formatCurrency(MAX_VALUATION_USD)}.`] });
  }
  if (input.good_through !== undefined && (!isIsoDay(input.good_through) || input.good_through < today)) {
    throw invalid({ good_through: ['Enter a good-through date of today or later (yyyy-MM-dd).'] });
  }
  if (input.amount_cents !== undefined && !(Number.isSafeInteger(input.amount_cents) && input.amount_cents > 0)) {
    throw invalid({ amount_cents: ['Enter the amount in whole cents, above 0.'] });
  }
  const method = await valuationMethodOf(tx, r);
  const homeValue = input.home_value ?? investment.latest_home_value;
  const figures = computePayoff({
    investmentAmount: investment.investment_amount, equitySharePercent: investment.equity_share_percent, fundedOn: investment.funded_on,
    homeValue, valuationMethod: method, improvementsUsd: acceptedImprovementsUsd(await findStep(tx, r.uuid, 'improvement-adjustment')), on: today,
    amountCents: input.amount_cents,
  });
  const amountCents = figures.amountCents;
  const now = s.now();
  await insertPayoff(tx, r.uuid, { ...figures, goodThrough: input.good_through ?? figures.goodThrough }, now);
  if (input.home_value !== undefined) await setLatestHomeValue(tx, r.application_uuid, input.home_value, today, VALUATION_OPTIONS[method].label);
  await setStepState(tx, step.uuid, 'pending', 'customer', now);
  await setRequestTasksStatus(tx, r.uuid, ['blocked', 'completed'], 'pending', PAYOFF_TASK_TYPE);
  await touched(tx, r, now);
  await notifyHomeowners(s, tx, r, 'Your payoff statement is ready',
    `Your payoff statement is ready: ${formatCents(amountCents)}, good through ${formatDate(input.good_through ?? figures.goodThrough)}. Acknowledge it in the portal to see where to wire the payment, and always confirm wire details by phone before sending money.`);
  return r;
}

/**
 * Marks the investment settled by a request whose type settles it (409 otherwise, or when finished): the amount is
 * the current payoff statement's unless given (409 when neither). A pending request is moved to processing first;
 * the request completes (history), what is left open is canceled, and the investment records the day and amount.
 */
export async function settleInvestment(s: Services, tx: Sql, requestUuid: string, amountCents: number | undefined): Promise<RequestRow> {
  let r = await freshRequest(tx, requestUuid);
  const info = SERVICING_REQUESTS[r.request_type];
  if (!info.settles) throw new HttpError(409, `A “${info.label}” request does not settle the investment.`);
  if (amountCents !== undefined && !(Number.isSafeInteger(amountCents) && amountCents > 0)) throw invalid({ amount_cents: ['Enter the amount in whole cents, above 0.'] });
  await liveInvestment(s, tx, r);
  const now = s.now();
  if (r.status === 'pending') {
    const refused = refuseRequestMove(await moveStateOf(tx, r), 'processing', 'provider');
    if (refused) throw new HttpError(409, refused);
    r = await changeRequest(tx, r, { status: 'processing', actor: 'provider', note: null }, now);
  }
  const refused = refuseRequestMove(await moveStateOf(tx, r), 'completed', 'provider');
  if (refused) throw new HttpError(409, refused);
  const amount = amountCents ?? (await currentPayoff(tx, r.uuid))?.amount_cents;
  if (amount === undefined) throw new HttpError(409, 'Issue a payoff statement first, or give the amount received.');
  const today = todayOf(s);
  const note = `Settled on ${formatDate(today)}: we received ${formatCents(amount)}.`;
  r = await changeRequest(tx, r, { status: 'completed', actor: 'provider', note, reason: null }, now);
  await markSettled(tx, r.application_uuid, today, amount, r.uuid);
  await closeOpenWork(tx, r);
  await touched(tx, r, now);
  await notifyHomeowners(s, tx, r, 'Your investment is settled', `${note} Thank you: your Home Equity Investment is settled and we will record the release of our lien.`);
  return r;
}

/** The open steps of a request that wait on the homeowner (the page's and CLI's summary). */
export async function openCustomerSteps(tx: Sql, r: RequestRow): Promise<ServicingStepKind[]> {
  return (await stepsOf(tx, r.uuid)).filter((st) => st.status === 'pending' && st.actor === 'customer').map((st) => st.kind);
}
