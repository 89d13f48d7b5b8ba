import * as t from 'io-ts';
import { closed, IsoDateTime, nullable } from './codec';
import { EnvelopeStatus, SignatureFieldKind, SignerStatus } from './documentEnums';
import { endpoint } from './endpoint';
import { Uuid } from './ids';

/** A place on a page the signer fills in: a signature (their full name) or initials. */
export const SignatureField = closed('SignatureField', {
  uuid: Uuid,
  kind: SignatureFieldKind,
  label: t.string,
  /** What was adopted (the typed name or initials); null until signed. */
  value: nullable(t.string),
  signed_at: nullable(IsoDateTime),
});
export type SignatureField = t.TypeOf<typeof SignatureField>;

/**
 * One page of a document, as structured text (the sandbox's stand-in for a rendered PDF page; plain strings, so
 * nothing from the server is ever injected as HTML). `number` is 1-based within its document.
 */
export const EnvelopePage = closed('EnvelopePage', {
  number: t.number,
  heading: t.string,
  paragraphs: t.array(t.string),
  fields: t.array(SignatureField),
});
export type EnvelopePage = t.TypeOf<typeof EnvelopePage>;

/** A document in the envelope (e.g. the Investment Agreement), its pages in order. */
export const EnvelopeDocument = closed('EnvelopeDocument', {
  uuid: Uuid,
  name: t.string,
  pages: t.array(EnvelopePage),
});
export type EnvelopeDocument = t.TypeOf<typeof EnvelopeDocument>;

/**
 * The e-sign envelope (DocusignEnvelope data group, designed after DocuSign's envelope/recipient model) as the
 * caller sees it: every document with the caller's own fields, the caller's outcome, and the envelope's status
 * (completed once every signer has completed). `signer_name`/`signer_initials` are what the fields must match.
 */
export const Envelope = closed('Envelope', {
  uuid: Uuid,
  status: EnvelopeStatus,
  created_at: IsoDateTime,
  documents: t.array(EnvelopeDocument),
  signer_name: t.string,
  signer_initials: t.string,
  signer_status: SignerStatus,
  signer_completed_at: nullable(IsoDateTime),
  decline_reason: nullable(t.string),
});
export type Envelope = t.TypeOf<typeof Envelope>;

/**
 * The application's current envelope (the newest not voided: sent, completed or declined) as the caller sees it — only
 * the caller's fields. Null when none was opened or the caller does not sign it. Ops see the first signer's view.
 *
 * With `profile_uuid` (the ops read-only view: the person chosen in the banner's selector) the answer is that signer's
 * view — their fields, `signer_name`, `signer_status` — and 404 when an envelope is open but that person does not sign
 * it (still `{ envelope: null }` when none is open). It is meant for ops: a customer may only name themselves; naming
 * anyone else answers **403** (refused, not silently ignored, so a customer's page never shows another signer's fields
 * as their own).
 *
 * @designed
 * @error 400 `profile_uuid` is not a UUID
 * @error 403 a customer names someone other than themselves in `profile_uuid`
 * @error 404 the named person does not sign the open envelope, or the application is not the caller's
 */
export const getEnvelope = endpoint({
  name: 'getEnvelope', method: 'GET', route: 'v1/customer/application/:uuid/envelope/',
  query: t.partial({ profile_uuid: t.string }, 'EnvelopeQuery'),
  response: closed('EnvelopeResult', { envelope: nullable(Envelope) }),
});

/**
 * Adopts `value` for one of the caller's fields: a signature must be `signer_name` (case and spacing ignored), initials
 * `signer_initials` (letters only, case ignored). Stores the typed value; bumps the version. Re-signing a signed field
 * answers it unchanged.
 *
 * @designed
 * @error 400 `errors.value: ['Type your full name: Ana Lopez']` / `['Type your initials: AL']`
 * @error 403 ops
 * @error 404 a field that is not the caller's, or an unknown id
 * @error 409 when the envelope is no longer out or the caller finished or declined
 */
export const signField = endpoint({
  name: 'signField', method: 'POST', route: 'v1/customer/envelope/:uuid/fields/:field/sign/',
  body: closed('SignFieldRequest', { value: t.string }),
  response: SignatureField,
});

/**
 * The review-and-confirm step: every field of the caller must be signed (else 400 `'Sign the 3 remaining fields before
 * you finish.'`). Records `signer_completed_at`, completes the caller's signing task; when every signer has finished
 * the envelope is `completed` and the stage moves to pending-escrow-disbursement (distributing-funds) if earlier.
 *
 * @designed
 * @error 400 a field of the caller's is not signed yet (`'Sign the 3 remaining fields before you finish.'`)
 * @error 403 ops
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 as for signField
 */
export const completeEnvelope = endpoint({
  name: 'completeEnvelope', method: 'POST', route: 'v1/customer/envelope/:uuid/complete/',
  body: closed('CompleteEnvelopeRequest', { confirmed: t.literal(true) }),
  response: Envelope,
});

/**
 * Records the reason (required, ≤ 1000 characters: 400 `'Tell us why you are declining to sign.'`), marks the signer
 * and the envelope `declined` and cancels every pending signing task; the back office may open a new envelope.
 *
 * @designed
 * @error 400 no reason, or one over 1000 characters (`'Tell us why you are declining to sign.'`)
 * @error 403 ops
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 the envelope is no longer out, or the caller already finished or declined
 */
export const declineEnvelope = endpoint({
  name: 'declineEnvelope', method: 'POST', route: 'v1/customer/envelope/:uuid/decline/',
  body: closed('DeclineEnvelopeRequest', { reason: t.string }),
  response: Envelope,
});
