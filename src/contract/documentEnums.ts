import * as t from 'io-ts';
import { enumeration } from './enums';

/**
 * §3 document types: every type a document record may carry. The customer-facing labels, catalogue categories and
 * the §3 document-type groups live in `src/domain/documents` (data, tested to cover every value here).
 */
export const DOCUMENT_TYPE = enumeration('DocumentType', [
  // government-id
  'drivers-license', 'passport', 'green-card', 'government-id-generic',
  // personal
  'marriage-certificate', 'power-of-attorney', 'ssn-verification', 'divorce-decree', 'proof-of-name-change',
  // property
  'flood-insurance-policy', 'home-inspection-notice', 'mortgage-statement', 'property-tax', 'title-lien-release',
  'rental-agreement', 'homeowners-insurance-policy', 'hoa-statement', 'trust-agreement', 'solar-panel-agreement',
  'purchase-agreement', 'payoff-statement', 'subordination-request', 'mortgage-information',
  'improvement-receipts', 'improvement-photos-before', 'improvement-photos-after',
  // assets
  'asset-statement', 'bank-deposit-slip', 'account-statement',
  // income
  'income-4506t', 'income-balance-sheet', 'income-alimony', 'income-w2', 'income-self-employed', 'income-bonus',
  'income-retirement', 'income-social-security', 'income-va', 'income-other', 'income-rental-proof',
  'income-pension', 'income-military', 'profit-and-loss-statement',
  // w-2 and paycheck stubs
  'w2-most-recent', 'paystub-most-recent-and-next', 'paystub-latest', 'paystub-last-year', 'paystub-year-before-last',
  // retirement / self-employed income
  'retiree-benefit-letter', 'self-employed-tax-return-last-year', 'self-employed-tax-return-year-before',
  // liabilities
  'bankruptcy-discharge-notice', 'credit-report', 'foreclosure-documents', 'judgement-documents',
  'verification-of-mortgage',
  // other
  'other-generic', 'consent-credit', 'consent-telephone', 'non-applicant-disclosure', 'qcs-report',
  'e-signed-document',
] as const);
export const DocumentType = DOCUMENT_TYPE.codec;
export type DocumentType = t.TypeOf<typeof DocumentType>;

/**
 * Where a document stands (designed; the spec names no statuses): `uploading` (a signed URL was issued, the file
 * has not been confirmed), `uploaded` (received, waiting for the provider), `accepted`, `rejected` (with a reason;
 * the customer can replace it), `replaced` (superseded by a newer upload).
 */
export const DOCUMENT_STATUS = enumeration('DocumentStatus', ['uploading', 'uploaded', 'accepted', 'rejected', 'replaced'] as const);
export const DocumentStatus = DOCUMENT_STATUS.codec;
export type DocumentStatus = t.TypeOf<typeof DocumentStatus>;

/** §3 upload source: `customer` for everything the portal uploads; `provider` for files the provider adds. */
export const DOCUMENT_SOURCE = enumeration('DocumentSource', ['customer', 'provider'] as const);
export const DocumentSource = DOCUMENT_SOURCE.codec;
export type DocumentSource = t.TypeOf<typeof DocumentSource>;

/** Content types a customer may upload (issue #4 §2): PDF, JPEG, PNG, HEIC. Checked by client and sandbox. */
export const UPLOAD_CONTENT_TYPE = enumeration('UploadContentType', ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as const);
export const UploadContentType = UPLOAD_CONTENT_TYPE.codec;
export type UploadContentType = t.TypeOf<typeof UploadContentType>;

/** Envelope status (DocusignEnvelope data group, designed after DocuSign's envelope statuses). */
export const ENVELOPE_STATUS = enumeration('EnvelopeStatus', ['sent', 'completed', 'declined', 'voided'] as const);
export const EnvelopeStatus = ENVELOPE_STATUS.codec;
export type EnvelopeStatus = t.TypeOf<typeof EnvelopeStatus>;

/** Kinds of field a signer fills in on an envelope page. */
export const SIGNATURE_FIELD_KIND = enumeration('SignatureFieldKind', ['signature', 'initials'] as const);
export const SignatureFieldKind = SIGNATURE_FIELD_KIND.codec;
export type SignatureFieldKind = t.TypeOf<typeof SignatureFieldKind>;

/** A signer's outcome on an envelope: still to sign, signed everything and confirmed, or declined. */
export const SIGNER_STATUS = enumeration('SignerStatus', ['pending', 'completed', 'declined'] as const);
export const SignerStatus = SIGNER_STATUS.codec;
export type SignerStatus = t.TypeOf<typeof SignerStatus>;
