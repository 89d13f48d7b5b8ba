import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either';
import {
  closed, DocumentType, InternalStage, isUuid, nullable, Usd, Uuid,
  type Application, type CustomerDocument, type CustomerStage, type InvestmentEstimate, type Task,
} from '../../contract';
import { customerStageOf } from '../../domain/stages';
import { openEnvelope } from '../closing/envelope';
import { requestDocument, reviewDocument } from '../closing/documents';
import { issueEstimate } from '../closing/offer';
import { advanceStage, fundApplication, moveStage, nextStage } from '../closing/stages';
import { invalid, ioTsErrors, notFound } from '../http/errors';
import { allApplications, appProfilesOf, findApplication, toApplication, type ApplicationRow } from '../repo/applications';
import { documentsOf, findDocument, toDocument } from '../repo/documents';
import { currentEnvelopeOf, fieldsOf, signersOf } from '../repo/envelopes';
import { estimateOf } from '../repo/estimates';
import { findProfiles } from '../repo/profiles';
import { inTransaction, iso, type Sql } from '../repo/sql';
import { tasksOf } from '../repo/tasks';
import { unreadByTeam } from '../messages/repo';
import type { Services } from '../services';
import { servicingDocumentReviewed } from '../servicing/provider';

/** Body of "set stage". */
export const StageChange = closed('StageChange', { stage: InternalStage });
/** Body of "issue estimate": optional overrides of the priced defaults (USD; per cent). */
export const EstimateRequest = closed('EstimateRequest', {}, { home_value: Usd, investment_amount: Usd, equity_share_percent: t.number });
/** Body of "request a document": the type, and whose (null or absent = the application's). */
export const DocumentRequest = closed('DocumentRequest', { document_type: DocumentType }, { profile_uuid: nullable(Uuid) });
/** Body of "review a document": accept, or reject with a reason. */
export const DocumentReview = closed('DocumentReview', { decision: t.keyof({ accept: null, reject: null }) }, { reason: t.string });

/** Decodes a control's input with its codec, or throws 400 `{ detail, errors }`. */
export function decodeInput<A>(codec: t.Type<A, unknown, unknown>, value: unknown): A {
  const result = codec.decode(value ?? {});
  if (isLeft(result)) throw invalid(ioTsErrors(result.left));
  return result.right;
}

/** One row of the back-office list. */
export interface ApplicationListItem {
  uuid: string;
  external_id: string;
  customer_name: string;
  customer_email: string;
  stage: InternalStage;
  customer_stage: CustomerStage;
  updated_at: string;
  /** The homeowners' messages the deal team has not read yet (docs/messages.md). */
  unread_messages: number;
}

/** Every application with its primary applicant and the deal team's unread messages, newest change first. */
export async function listForBackOffice(sql: Sql): Promise<ApplicationListItem[]> {
  const rows = [...(await allApplications(sql))].sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime());
  const primaries = await Promise.all(rows.map(async (r) => (await appProfilesOf(sql, r.uuid))[0]?.profile_uuid));
  const people = await findProfiles(sql, primaries.filter((p): p is NonNullable<typeof p> => p !== undefined));
  const unread = await unreadByTeam(sql);
  return rows.map((r, i) => {
    const person = people.get(primaries[i] ?? '');
    return {
      uuid: r.uuid, external_id: r.external_id,
      customer_name: person ? `${person.first_name} ${person.last_name}` : '(nobody)', customer_email: person?.email ?? '',
      stage: r.stage, customer_stage: customerStageOf(r.stage), updated_at: iso(r.updated_at),
      unread_messages: unread.get(r.uuid) ?? 0,
    };
  });
}

/** A signer's progress as the back office sees it. */
export interface SignerProgress {
  profile_uuid: string;
  name: string;
  status: string;
  completed_at: string | null;
  fields_total: number;
  fields_signed: number;
}

/** Everything the back office shows of one application. */
export interface ApplicationDetail {
  application: Application;
  next_stage: InternalStage | null;
  tasks: Task[];
  documents: CustomerDocument[];
  estimate: InvestmentEstimate | null;
  envelope: { uuid: string; status: string; created_at: string; completed_at: string | null; decline_reason: string | null; signers: SignerProgress[] } | null;
}

/** The application with this uuid, or 404 (not a UUID or unknown). */
export async function applicationOr404(sql: Sql, uuid: string): Promise<ApplicationRow> {
  const app = isUuid(uuid) ? await findApplication(sql, uuid) : undefined;
  if (!app) throw notFound();
  return app;
}

/** The back-office view of one application: tasks, documents (all, newest first), estimate and envelope progress. */
export async function applicationDetail(s: Services, uuid: string): Promise<ApplicationDetail> {
  const app = await applicationOr404(s.db, uuid);
  const envelope = await currentEnvelopeOf(s.db, app.uuid);
  const signers = envelope ? await signersOf(s.db, envelope.uuid) : [];
  const progress = await Promise.all(signers.map(async (p): Promise<SignerProgress> => {
    const fields = await fieldsOf(s.db, p.envelope_uuid, p.profile_uuid);
    return {
      profile_uuid: p.profile_uuid, name: p.signer_name, status: p.status, completed_at: p.completed_at ? iso(p.completed_at) : null,
      fields_total: fields.length, fields_signed: fields.filter((f) => f.signed_at !== null).length,
    };
  }));
  return {
    application: await toApplication(s.db, app, { kind: 'staff' }),
    next_stage: nextStage(app.stage) ?? null,
    tasks: await tasksOf(s.db, app.uuid),
    documents: (await documentsOf(s.db, app.uuid, s.now())).map(toDocument),
    estimate: (await estimateOf(s.db, app.uuid)) ?? null,
    envelope: envelope ? {
      uuid: envelope.uuid, status: envelope.status, created_at: iso(envelope.created_at),
      completed_at: envelope.completed_at ? iso(envelope.completed_at) : null, decline_reason: envelope.decline_reason, signers: progress,
    } : null,
  };
}

/** What every control answers: a sentence for people, and where the application now stands. */
export interface ControlResult {
  detail: string;
  application_uuid: string;
  stage: InternalStage;
  customer_stage: CustomerStage;
}

/** Runs a control on one application in a transaction and answers where it now stands. */
export async function onApplication(s: Services, uuid: string, detail: string, work: (tx: Sql, app: ApplicationRow) => Promise<void>): Promise<ControlResult> {
  const stage = await inTransaction(s.db, async (tx) => {
    const app = await applicationOr404(tx, uuid);
    await work(tx, app);
    return (await applicationOr404(tx, uuid)).stage;
  });
  return { detail, application_uuid: uuid, stage, customer_stage: customerStageOf(stage) };
}

/**
 * The back-office controls (issue #4 §6), each one transaction that bumps the application's version so the customer
 * sees it on the next fetch. Errors are HttpErrors (404 unknown id, 400 bad input, 409 not now).
 */
export const CONTROLS = {
  /** Next internal stage in §4 order. */
  advance: (s: Services, uuid: string) => onApplication(s, uuid, 'Moved to the next stage.', async (tx, app) => {
    await advanceStage(s, tx, app);
  }),
  /** Any internal stage. */
  setStage: (s: Services, uuid: string, input: unknown) => {
    const { stage } = decodeInput(StageChange, input);
    return onApplication(s, uuid, `Moved to ${stage}.`, (tx, app) => moveStage(s, tx, app, stage));
  },
  /** Issue or re-issue the Investment Estimate. */
  issueEstimate: (s: Services, uuid: string, input: unknown) => {
    const overrides = decodeInput(EstimateRequest, input);
    return onApplication(s, uuid, 'Investment Estimate issued.', async (tx, app) => {
      await issueEstimate(s, tx, app, overrides);
    });
  },
  /** Ask the customer for a document. */
  requestDocument: (s: Services, uuid: string, input: unknown) => {
    const r = decodeInput(DocumentRequest, input);
    return onApplication(s, uuid, 'Document requested.', (tx, app) => requestDocument(s, tx, app, { document_type: r.document_type, profile_uuid: r.profile_uuid ?? null }));
  },
  /** Open the e-sign envelope. */
  openEnvelope: (s: Services, uuid: string) => onApplication(s, uuid, 'Envelope opened: the closing documents are out for signature.', async (tx, app) => {
    await openEnvelope(s, tx, app);
  }),
  /** Fund: the application closes (won). */
  fund: (s: Services, uuid: string) => onApplication(s, uuid, 'Funded: the application is closed.', (tx, app) => fundApplication(s, tx, app)),
  /** Accept or reject an uploaded document. */
  reviewDocument: async (s: Services, documentUuid: string, input: unknown): Promise<ControlResult> => {
    const r = decodeInput(DocumentReview, input);
    const doc = isUuid(documentUuid) ? await findDocument(s.db, documentUuid) : undefined;
    if (!doc) throw notFound();
    return onApplication(s, doc.application_uuid, r.decision === 'accept' ? 'Document accepted.' : 'Document rejected; the customer is asked for a new one.', async (tx) => {
      const fresh = await findDocument(tx, doc.uuid);
      if (!fresh) throw notFound();
      await reviewDocument(s, tx, fresh, r.decision, r.reason);
      await servicingDocumentReviewed(s, tx, fresh, r.decision, r.reason);
    });
  },
} as const;
