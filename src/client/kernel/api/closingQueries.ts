import { listDocuments, type CustomerDocument } from '../../../contract/documents';
import {
  getAgreementSummary,
  getInvestmentEstimate,
  listSnapshots,
  type AgreementSummary,
  type InvestmentEstimate,
  type Snapshot,
} from '../../../contract/offer';
import { getEnvelope, type Envelope } from '../../../contract/signing';
import { endpointRequest } from '../http/endpointRequest';
import { defineQuery } from '../queryCache/defineQuery';
import type { ApplicationArgs } from './queries';

/*
 * Cached queries of issue #4 (documents, the Investment Estimate, the agreement summary, snapshots and the e-sign
 * envelope). Each sits in its §3 data group, so the §4 has_changes fan-out refreshes Document and DocusignEnvelope.
 */

/** Document (§3): the application's documents, `GET …/application/{uuid}/documents/` (newest first). */
export const documentsQuery = defineQuery<ApplicationArgs, CustomerDocument[]>({
  name: 'documents',
  group: 'Document',
  request: ({ uuid }) => endpointRequest(listDocuments, { params: { uuid } }),
});

/** OfferCalc (§3): the Investment Estimate, or `{ estimate: null }` before one is issued. */
export const investmentEstimateQuery = defineQuery<ApplicationArgs, { estimate: InvestmentEstimate | null }>({
  name: 'investmentEstimate',
  group: 'OfferCalc',
  request: ({ uuid }) => endpointRequest(getInvestmentEstimate, { params: { uuid } }),
});

/** AgreementSummary (§3, §7 `GET /v1/customer/agreement-summary/{uuid}/`), or `{ summary: null }`. */
export const agreementSummaryQuery = defineQuery<ApplicationArgs, { summary: AgreementSummary | null }>({
  name: 'agreementSummary',
  group: 'AgreementSummary',
  request: ({ uuid }) => endpointRequest(getAgreementSummary, { params: { uuid } }),
});

/** Snapshots (§3, §7 `GET …/application/{uuid}/snapshots/`): the offer's figures each time they changed. */
export const snapshotsQuery = defineQuery<ApplicationArgs, Snapshot[]>({
  name: 'snapshots',
  group: 'Snapshots',
  request: ({ uuid }) => endpointRequest(listSnapshots, { params: { uuid } }),
});

/**
 * Arguments of {@link envelopeQuery}: the application, and — in the §6 ops read-only view only — the profile whose
 * signer view to show (the banner's selection). Each viewer is its own cache entry, so one person's fields are
 * never shown as another's.
 */
export interface EnvelopeArgs extends ApplicationArgs {
  profileUuid?: string;
}

/**
 * DocusignEnvelope (§3): the caller's open e-sign envelope, or `{ envelope: null }`. With `profileUuid` it asks for
 * that signer's view (`?profile_uuid=`; the sandbox answers it to ops, 404 when that person does not sign).
 */
export const envelopeQuery = defineQuery<EnvelopeArgs, { envelope: Envelope | null }>({
  name: 'envelope',
  group: 'DocusignEnvelope',
  request: ({ uuid, profileUuid }) =>
    endpointRequest(getEnvelope, { params: { uuid }, ...(profileUuid !== undefined && { query: { profile_uuid: profileUuid } }) }),
});
