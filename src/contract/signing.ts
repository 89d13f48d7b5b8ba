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
 * `GET /v1/customer/application/{uuid}/envelope/` (designed): the open envelope for the caller, or null when none
 * is open or the caller is not a signer. Ops see the first signer's view.
 *
 * `?profile_uuid=` (§6 read-only view: the profile the ops user selected) answers that signer's view instead — their
 * fields, name and status; 404 when an envelope is open but that person does not sign it (null still when none is
 * open); 400 when it is not a UUID. Meant for ops: a customer may only name themselves — any other profile answers
 * 403 (refused rather than silently ignored, so a customer's page can never show someone else's fields as theirs).
 */
export const getEnvelope = endpoint({
  name: 'getEnvelope', method: 'GET', route: 'v1/customer/application/:uuid/envelope/',
  query: t.partial({ profile_uuid: t.string }, 'EnvelopeQuery'),
  response: closed('EnvelopeResult', { envelope: nullable(Envelope) }),
});

/**
 * `POST /v1/customer/envelope/{uuid}/fields/{field}/sign/` (designed): adopts `value` for one of the caller's
 * fields. The value must be the signer's name (signature) or initials (400 with the expected form otherwise).
 * Idempotent: re-signing a signed field answers it unchanged. 409 once the signer has completed or declined.
 */
export const signField = endpoint({
  name: 'signField', method: 'POST', route: 'v1/customer/envelope/:uuid/fields/:field/sign/',
  body: closed('SignFieldRequest', { value: t.string }),
  response: SignatureField,
});

/**
 * `POST /v1/customer/envelope/{uuid}/complete/` (designed): the review-and-confirm step. Requires every field of the
 * caller signed and `confirmed: true`; records the outcome, completes the caller's signing task and, when every
 * signer is done, the envelope. Marks the application changed (§4 has_changes).
 */
export const completeEnvelope = endpoint({
  name: 'completeEnvelope', method: 'POST', route: 'v1/customer/envelope/:uuid/complete/',
  body: closed('CompleteEnvelopeRequest', { confirmed: t.literal(true) }),
  response: Envelope,
});

/** `POST /v1/customer/envelope/{uuid}/decline/` (designed): the signer declines with a reason (recorded). */
export const declineEnvelope = endpoint({
  name: 'declineEnvelope', method: 'POST', route: 'v1/customer/envelope/:uuid/decline/',
  body: closed('DeclineEnvelopeRequest', { reason: t.string }),
  response: Envelope,
});
