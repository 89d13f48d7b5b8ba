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

/** DocusignEnvelope (§3): the caller's open e-sign envelope, or `{ envelope: null }`. */
export const envelopeQuery = defineQuery<ApplicationArgs, { envelope: Envelope | null }>({
  name: 'envelope',
  group: 'DocusignEnvelope',
  request: ({ uuid }) => endpointRequest(getEnvelope, { params: { uuid } }),
});
