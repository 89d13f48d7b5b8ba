import * as t from 'io-ts';
import {
  Cents, closed, DocumentType, IsoDate, isUuid, RequestStatus, ServicingStepKind, Usd,
  type ApprovalStatus, type Investment, type PayoffStatement, type ServicingActor, type ServicingRequest, type ServicingTask,
} from '../../contract';
import { notFound } from '../http/errors';
import { findApplication } from '../repo/applications';
import { inTransaction, type Sql } from '../repo/sql';
import type { Services } from '../services';
import { presentPayoff } from '../servicing/customer';
import { investmentOf, toInvestment } from '../servicing/investments';
import { currentPayoff } from '../servicing/payoffs';
import { decideApproval, issuePayoff, moveRequest, requestStepDocument, settleInvestment } from '../servicing/provider';
import { findRequest, hasOpenSettlingRequest, requestRowsOf, toServicingRequest, type RequestRow } from '../servicing/requests';
import { servicingTasksOf } from '../servicing/tasks';
import { decodeInput } from './controls';

/** Body of "move a request": the status, and a note the homeowner sees (required to decline or put on hold). */
export const RequestMove = closed('RequestMove', { status: RequestStatus }, { note: t.string });
/** Body of "decide an approval": accept, or decline with the reason the homeowner sees. */
export const ApprovalDecision = closed('ApprovalDecision', { decision: t.keyof({ accept: null, decline: null }) }, { reason: t.string });
/** Body of "request a document for a step". */
export const StepDocumentRequest = closed('StepDocumentRequest', { step: ServicingStepKind, document_type: DocumentType });
/** Body of "issue a payoff statement": optional home value (USD), amount override (cents) and good-through date. */
export const PayoffIssueRequest = closed('PayoffIssueRequest', {}, { home_value: Usd, amount_cents: Cents, good_through: IsoDate });
/** Body of "mark the investment settled": optional amount received (cents; default the payoff statement's). */
export const SettleRequest = closed('SettleRequest', {}, { amount_cents: Cents });

/** The servicing side of one application as the back office shows it. */
export interface ServicingDetail {
  investment: Investment | null;
  requests: ServicingRequest[];
  tasks: ServicingTask[];
  /** The current payoff statement of each request that has one, by request uuid. */
  payoff_statements: Record<string, PayoffStatement>;
}

/** The investment, requests (newest first), servicing tasks and current payoff statements of an application (404 unknown). */
export async function servicingDetail(s: Services, applicationUuid: string): Promise<ServicingDetail> {
  const app = isUuid(applicationUuid) ? await findApplication(s.db, applicationUuid) : undefined;
  if (!app) throw notFound();
  const row = await inTransaction(s.db, (tx) => investmentOf(s, tx, app));
  const rows = await requestRowsOf(s.db, app.uuid);
  const payoffs: Record<string, PayoffStatement> = {};
  for (const r of rows) {
    const shown = presentPayoff(s, app, await currentPayoff(s.db, r.uuid)).payoff_statement;
    if (shown) payoffs[r.uuid] = shown;
  }
  return {
    investment: row ? toInvestment(row, await hasOpenSettlingRequest(s.db, app.uuid)) : null,
    requests: await Promise.all(rows.map((r) => toServicingRequest(s.db, r))),
    tasks: await servicingTasksOf(s.db, app.uuid),
    payoff_statements: payoffs,
  };
}

/** What every servicing control answers: a sentence for people, and where the request now stands. */
export interface ServicingControlResult {
  detail: string;
  application_uuid: string;
  request_uuid: string;
  status: RequestStatus;
  approval_status: ApprovalStatus | null;
  next_actor: ServicingActor | null;
}

/** Runs a control on one request in a transaction (404 for an unknown id) and answers where it now stands. */
async function onRequest(s: Services, uuid: string, detail: string, work: (tx: Sql, r: RequestRow) => Promise<unknown>): Promise<ServicingControlResult> {
  return inTransaction(s.db, async (tx) => {
    const r = isUuid(uuid) ? await findRequest(tx, uuid) : undefined;
    if (!r) throw notFound();
    await work(tx, r);
    const shown = await toServicingRequest(tx, (await findRequest(tx, uuid)) ?? r);
    return { detail, application_uuid: r.application_uuid, request_uuid: r.uuid, status: shown.status, approval_status: shown.approval_status, next_actor: shown.next_actor };
  });
}

/**
 * The back office's servicing controls (issue 11 §3), each one transaction that bumps the application's version and
 * emails the homeowners. Errors are HttpErrors (404 unknown request, 400 bad input, 409 not now — with the reason).
 * Reviewing a servicing document is the documents control (`reviewDocument`), which reopens its servicing task.
 */
export const SERVICING_CONTROLS = {
  /** Move a request's status (§4 transitions for the servicing team). */
  move: (s: Services, uuid: string, input: unknown) => {
    const m = decodeInput(RequestMove, input);
    return onRequest(s, uuid, `Request moved to ${m.status}.`, (tx, r) => moveRequest(s, tx, r.uuid, m.status, m.note));
  },
  /** Approve or decline a request waiting for a manager. */
  approval: (s: Services, uuid: string, input: unknown) => {
    const d = decodeInput(ApprovalDecision, input);
    return onRequest(s, uuid, d.decision === 'accept' ? 'Request approved.' : 'Request declined.', (tx, r) => decideApproval(s, tx, r.uuid, d.decision, d.reason));
  },
  /** Ask for a document on one of the request's steps. */
  requestDocument: (s: Services, uuid: string, input: unknown) => {
    const d = decodeInput(StepDocumentRequest, input);
    return onRequest(s, uuid, 'Document requested.', (tx, r) => requestStepDocument(s, tx, r.uuid, d.step, d.document_type));
  },
  /** Issue (or re-issue) the request's payoff statement. */
  issuePayoff: (s: Services, uuid: string, input: unknown) => {
    const p = decodeInput(PayoffIssueRequest, input);
    return onRequest(s, uuid, 'Payoff statement issued.', (tx, r) => issuePayoff(s, tx, r.uuid, p));
  },
  /** Mark the investment settled by this request. */
  settle: (s: Services, uuid: string, input: unknown) => {
    const p = decodeInput(SettleRequest, input);
    return onRequest(s, uuid, 'Investment settled: the request is complete.', (tx, r) => settleInvestment(s, tx, r.uuid, p.amount_cents));
  },
} as const;
