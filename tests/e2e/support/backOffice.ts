import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import { CustomerDocument } from '../../../src/contract/documents';
import { Application } from '../../../src/contract/entities';
import { Task } from '../../../src/contract/tasks';
import { InvestmentEstimate } from '../../../src/contract/offer';
import { Investment, PayoffStatement, ServicingRequest, ServicingTask } from '../../../src/contract/servicing';
import { Message, type MessageSenderRole } from '../../../src/contract/messages';
import { OPS } from '../../support/accounts';


const ControlResultCodec = t.type({ detail: t.string, application_uuid: t.string, stage: t.string, customer_stage: t.string });
/** What every back-office control answers: a sentence, and the application's internal and customer stage after it. */
export type ControlResult = t.TypeOf<typeof ControlResultCodec>;

const SignerProgressCodec = t.type({ name: t.string, status: t.string, fields_total: t.number, fields_signed: t.number });
const DetailCodec = t.type({
  application: Application,
  next_stage: t.union([t.string, t.null]),
  tasks: t.array(Task),
  documents: t.array(CustomerDocument),
  estimate: t.union([InvestmentEstimate, t.null]),
  envelope: t.union([t.type({ uuid: t.string, status: t.string, signers: t.array(SignerProgressCodec) }), t.null]),
});
/** The back office's view of one application: tasks, every document (newest first, replaced ones too), estimate, envelope. */
export type BackOfficeDetail = t.TypeOf<typeof DetailCodec>;

const ServicingControlResultCodec = t.type({
  detail: t.string, request_uuid: t.string, status: t.string, approval_status: t.union([t.string, t.null]), next_actor: t.union([t.string, t.null]),
});
/** What every servicing control answers: a sentence, and where the request now stands. */
export type ServicingControlResult = t.TypeOf<typeof ServicingControlResultCodec>;

const ServicingDetailCodec = t.type({
  investment: t.union([Investment, t.null]),
  requests: t.array(ServicingRequest),
  tasks: t.array(ServicingTask),
  payoff_statements: t.record(t.string, PayoffStatement),
});
/** The back office's servicing view of one application: investment, requests, servicing tasks, current payoff statements. */
export type ServicingDetail = t.TypeOf<typeof ServicingDetailCodec>;

const ListCodec = t.type({ applications: t.array(t.type({ uuid: t.string, customer_email: t.string, stage: t.string })) });

/** Optional overrides of the priced estimate (whole USD; per cent). */
export type EstimateOverrides = { home_value?: number; investment_amount?: number; equity_share_percent?: number };

/**
 * The sandbox back office (src/sandbox/backoffice/json.ts, docs/sandbox.md "Back office") as the ops user, from the
 * test's Node process: the provider's side of issue #4 §6. Every call throws with the server's detail on a non-2xx.
 */
export interface BackOffice {
  /** The uuid of the (only) application whose primary applicant has `email`. */
  applicationOf(email: string): Promise<string>;
  /** `GET /sandbox/applications/:uuid` */
  detail(applicationUuid: string): Promise<BackOfficeDetail>;
  /** Moves the application to any internal stage. */
  setStage(applicationUuid: string, stage: string): Promise<ControlResult>;
  /** Issues (or re-issues) the Investment Estimate; moves the stage to pending-intent-to-proceed when earlier. */
  issueEstimate(applicationUuid: string, overrides?: EstimateOverrides): Promise<ControlResult>;
  /** Accepts an uploaded document, or rejects it with the reason the customer sees. */
  reviewDocument(documentUuid: string, review: { decision: 'accept' } | { decision: 'reject'; reason: string }): Promise<ControlResult>;
  /** Sends the closing documents for e-signature (stage pending-signature). */
  openEnvelope(applicationUuid: string): Promise<ControlResult>;
  /** Funds a signed application: it closes (closed-won). */
  fund(applicationUuid: string): Promise<ControlResult>;
  /** `GET /sandbox/applications/:uuid/servicing` (issue 11). */
  servicing(applicationUuid: string): Promise<ServicingDetail>;
  /** Moves a servicing request's status (with the note the homeowner reads). */
  moveRequest(requestUuid: string, status: string, note?: string): Promise<ServicingControlResult>;
  /** A manager accepts, or declines with the reason the homeowner reads. */
  decideApproval(requestUuid: string, decision: { decision: 'accept' } | { decision: 'decline'; reason: string }): Promise<ServicingControlResult>;
  /** Asks for a document on one of the request's steps. */
  requestStepDocument(requestUuid: string, step: string, documentType: string): Promise<ServicingControlResult>;
  /** Issues the request's payoff statement (computed, or with overrides: whole USD home value, cents, yyyy-MM-dd). */
  issuePayoff(requestUuid: string, overrides?: { home_value?: number; amount_cents?: number; good_through?: string }): Promise<ServicingControlResult>;
  /** Marks the investment settled by the request (request completed). */
  settle(requestUuid: string): Promise<ServicingControlResult>;
  /** Issue 12: sends a message to the application's homeowners as its HEO or TS; answers the stored message. */
  sendMessage(applicationUuid: string, message: { from: MessageSenderRole; subject: string; body: string }): Promise<Message>;
}

function decode<A>(codec: t.Type<A, unknown, unknown>, body: unknown, what: string): A {
  const decoded = codec.decode(body);
  if (!isRight(decoded)) throw new Error(`${what} has an unexpected shape:\n${PathReporter.report(decoded).join('\n')}`);
  return decoded.right;
}

/**
 * Signs the ops user in at the staff sign-in (`POST /api/v1/ops/token-auth/`; the token stays in this Node process)
 * and answers the back office.
 * @throws Error when the sandbox refuses the ops credentials.
 */
export async function openBackOffice(baseUrl: string): Promise<BackOffice> {
  const login = await fetch(`${baseUrl}/api/v1/ops/token-auth/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(OPS),
  });
  if (login.status !== 200) throw new Error(`ops/token-auth answered HTTP ${login.status} for the ops user`);
  const { token } = (await login.json()) as { token: string };

  const call = async <A>(method: 'GET' | 'POST', path: string, codec: t.Type<A, unknown, unknown>, body?: unknown): Promise<A> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `JWT ${token}`, ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`back office ${method} ${path} answered HTTP ${response.status}: ${text}`);
    return decode(codec, JSON.parse(text), `${method} ${path}`);
  };
  const control = (path: string, body?: unknown) => call('POST', path, ControlResultCodec, body);
  const servicingControl = (path: string, body?: unknown) => call('POST', path, ServicingControlResultCodec, body);

  return {
    async applicationOf(email) {
      const { applications } = await call('GET', '/sandbox/applications', ListCodec);
      const found = applications.filter((a) => a.customer_email === email);
      if (found.length !== 1 || !found[0]) throw new Error(`${email} has ${found.length} applications in the back office`);
      return found[0].uuid;
    },
    detail: (uuid) => call('GET', `/sandbox/applications/${uuid}`, DetailCodec),
    setStage: (uuid, stage) => control(`/sandbox/applications/${uuid}/stage`, { stage }),
    issueEstimate: (uuid, overrides = {}) => control(`/sandbox/applications/${uuid}/estimate`, overrides),
    reviewDocument: (documentUuid, review) => control(`/sandbox/documents/${documentUuid}/review`, review),
    openEnvelope: (uuid) => control(`/sandbox/applications/${uuid}/envelope`),
    fund: (uuid) => control(`/sandbox/applications/${uuid}/fund`),
    servicing: (uuid) => call('GET', `/sandbox/applications/${uuid}/servicing`, ServicingDetailCodec),
    moveRequest: (uuid, status, note) => servicingControl(`/sandbox/servicing-requests/${uuid}/status`, { status, ...(note ? { note } : {}) }),
    decideApproval: (uuid, decision) => servicingControl(`/sandbox/servicing-requests/${uuid}/approval`, decision),
    requestStepDocument: (uuid, step, documentType) =>
      servicingControl(`/sandbox/servicing-requests/${uuid}/document-requests`, { step, document_type: documentType }),
    issuePayoff: (uuid, overrides = {}) => servicingControl(`/sandbox/servicing-requests/${uuid}/payoff-statement`, overrides),
    settle: (uuid) => servicingControl(`/sandbox/servicing-requests/${uuid}/settle`),
    sendMessage: async (uuid, message) => (await call('POST', `/sandbox/applications/${uuid}/messages`, t.type({ message: Message }), message)).message,
  };
}
