import { randomUUID } from 'node:crypto';
import type { Envelope, EnvelopeStatus, SignatureField, SignatureFieldKind, SignerStatus, Uuid } from '../../contract';
import { all, iso, one, type Sql } from './sql';

/** A page of an envelope document as stored: its fixed text (fields are rows of `signature_fields`). */
export interface StoredPage {
  number: number;
  heading: string;
  paragraphs: string[];
}

/** A document of an envelope as stored. */
export interface StoredEnvelopeDocument {
  uuid: Uuid;
  name: string;
  pages: StoredPage[];
}

/** A row of `envelopes`. */
export interface EnvelopeRow {
  uuid: Uuid;
  application_uuid: Uuid;
  status: EnvelopeStatus;
  documents: StoredEnvelopeDocument[];
  created_at: Date;
  completed_at: Date | null;
  decline_reason: string | null;
}

/** A row of `envelope_signers`: one person who signs, in position order. */
export interface SignerRow {
  envelope_uuid: Uuid;
  profile_uuid: Uuid;
  position: number;
  signer_name: string;
  signer_initials: string;
  status: SignerStatus;
  completed_at: Date | null;
  decline_reason: string | null;
}

/** A row of `signature_fields`: one place one signer fills in. */
export interface FieldRow {
  uuid: Uuid;
  envelope_uuid: Uuid;
  profile_uuid: Uuid;
  document_uuid: Uuid;
  page_number: number;
  sort: number;
  kind: SignatureFieldKind;
  label: string;
  value: string | null;
  signed_at: Date | null;
}

/** The envelope with this uuid, or undefined. */
export function findEnvelope(sql: Sql, uuid: string): Promise<EnvelopeRow | undefined> {
  return one<EnvelopeRow>(sql, 'SELECT * FROM envelopes WHERE uuid = $1', [uuid]);
}

/** The application's newest envelope that was not voided (sent, completed or declined), or undefined. */
export function currentEnvelopeOf(sql: Sql, applicationUuid: string): Promise<EnvelopeRow | undefined> {
  return one<EnvelopeRow>(sql,
    "SELECT * FROM envelopes WHERE application_uuid = $1 AND status <> 'voided' ORDER BY created_at DESC, seq DESC LIMIT 1", [applicationUuid]);
}

/** A field to create: for `profile_uuid`, on page `page_number` of `document_uuid`. */
export type NewField = Pick<FieldRow, 'profile_uuid' | 'document_uuid' | 'page_number' | 'kind' | 'label'>;

/** A signer to create. */
export type NewSigner = Pick<SignerRow, 'profile_uuid' | 'position' | 'signer_name' | 'signer_initials'>;

/** Inserts a `sent` envelope with its signers and fields (fields keep the given order); answers its uuid. */
export async function insertEnvelope(
  sql: Sql, applicationUuid: Uuid, documents: readonly StoredEnvelopeDocument[], signers: readonly NewSigner[], fields: readonly NewField[], nowMs: number,
): Promise<Uuid> {
  const uuid = randomUUID() as Uuid;
  await sql.query("INSERT INTO envelopes (uuid, application_uuid, status, documents, created_at) VALUES ($1,$2,'sent',$3,$4)",
    [uuid, applicationUuid, JSON.stringify(documents), new Date(nowMs)]);
  for (const p of signers) {
    await sql.query(
      "INSERT INTO envelope_signers (envelope_uuid, profile_uuid, position, signer_name, signer_initials, status) VALUES ($1,$2,$3,$4,$5,'pending')",
      [uuid, p.profile_uuid, p.position, p.signer_name, p.signer_initials]);
  }
  for (const [i, f] of fields.entries()) {
    await sql.query(
      'INSERT INTO signature_fields (uuid, envelope_uuid, profile_uuid, document_uuid, page_number, sort, kind, label) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)',
      [randomUUID(), uuid, f.profile_uuid, f.document_uuid, f.page_number, i + 1, f.kind, f.label]);
  }
  return uuid;
}

/** The signers of an envelope, by position. */
export function signersOf(sql: Sql, envelopeUuid: string): Promise<SignerRow[]> {
  return all<SignerRow>(sql, 'SELECT * FROM envelope_signers WHERE envelope_uuid = $1 ORDER BY position', [envelopeUuid]);
}

/** One signer of an envelope, or undefined when the person does not sign it. */
export function signerOf(sql: Sql, envelopeUuid: string, profileUuid: string): Promise<SignerRow | undefined> {
  return one<SignerRow>(sql, 'SELECT * FROM envelope_signers WHERE envelope_uuid = $1 AND profile_uuid = $2', [envelopeUuid, profileUuid]);
}

/** The fields of one signer on an envelope, in document and page order. */
export function fieldsOf(sql: Sql, envelopeUuid: string, profileUuid: string): Promise<FieldRow[]> {
  return all<FieldRow>(sql, 'SELECT * FROM signature_fields WHERE envelope_uuid = $1 AND profile_uuid = $2 ORDER BY sort', [envelopeUuid, profileUuid]);
}

/** A field of an envelope by uuid, or undefined. */
export function findField(sql: Sql, envelopeUuid: string, fieldUuid: string): Promise<FieldRow | undefined> {
  return one<FieldRow>(sql, 'SELECT * FROM signature_fields WHERE envelope_uuid = $1 AND uuid = $2', [envelopeUuid, fieldUuid]);
}

/** Adopts a value for a field (once: an already signed field is left as it is). */
export async function signFieldRow(sql: Sql, fieldUuid: string, value: string, nowMs: number): Promise<void> {
  await sql.query('UPDATE signature_fields SET value = $2, signed_at = $3 WHERE uuid = $1 AND signed_at IS NULL', [fieldUuid, value, new Date(nowMs)]);
}

/** Records a signer's outcome. */
export async function setSignerStatus(sql: Sql, envelopeUuid: string, profileUuid: string, status: Exclude<SignerStatus, 'pending'>, nowMs: number, reason: string | null = null): Promise<void> {
  await sql.query('UPDATE envelope_signers SET status = $3, completed_at = $4, decline_reason = $5 WHERE envelope_uuid = $1 AND profile_uuid = $2',
    [envelopeUuid, profileUuid, status, new Date(nowMs), reason]);
}

/** Records the envelope's outcome (completed when every signer completed; declined; voided when replaced). */
export async function setEnvelopeStatus(sql: Sql, envelopeUuid: string, status: Exclude<EnvelopeStatus, 'sent'>, nowMs: number, reason: string | null = null): Promise<void> {
  await sql.query('UPDATE envelopes SET status = $2, completed_at = $3, decline_reason = $4 WHERE uuid = $1', [envelopeUuid, status, new Date(nowMs), reason]);
}

/** A field as the contract shows it. */
export function toSignatureField(f: FieldRow): SignatureField {
  return { uuid: f.uuid, kind: f.kind, label: f.label, value: f.value, signed_at: f.signed_at ? iso(f.signed_at) : null };
}

/**
 * The envelope as one signer sees it (the contract Envelope): every document and page, each page carrying only
 * that signer's fields, the signer's outcome, and the envelope's status and decline reason.
 */
export async function envelopeFor(sql: Sql, e: EnvelopeRow, signer: SignerRow): Promise<Envelope> {
  const fields = await fieldsOf(sql, e.uuid, signer.profile_uuid);
  return {
    uuid: e.uuid,
    status: e.status,
    created_at: iso(e.created_at),
    documents: e.documents.map((d) => ({
      uuid: d.uuid,
      name: d.name,
      pages: d.pages.map((p) => ({
        number: p.number,
        heading: p.heading,
        paragraphs: p.paragraphs,
        fields: fields.filter((f) => f.document_uuid === d.uuid && f.page_number === p.number).map(toSignatureField),
      })),
    })),
    signer_name: signer.signer_name,
    signer_initials: signer.signer_initials,
    signer_status: signer.status,
    signer_completed_at: signer.completed_at ? iso(signer.completed_at) : null,
    decline_reason: signer.decline_reason ?? e.decline_reason,
  };
}
