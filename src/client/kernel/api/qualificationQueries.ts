import { getCreditReport, listConsents, type Consent, type CreditReport } from '../../../contract/qualification';
import { endpointRequest } from '../http/endpointRequest';
import { defineQuery } from '../queryCache/defineQuery';
import type { ApplicationArgs } from './queries';

/*
 * Cached queries of the qualification wizard (§2 wizard stages; §3 data groups). Importing this module registers them.
 * The profile (phone, SSN mask, birth date) is `loggedUserQuery`, the background tasks `backgroundTasksQuery` (both in
 * ./queries), the form overview and the mortgage-details record are in ./formQueries.
 */

/**
 * Every consent recorded on an application, oldest first (`GET …/application/{uuid}/consents/`; §2
 * user-consent-statements). Group Document: a consent is one of the §3 document types (consent: credit, telephone).
 */
export const consentsQuery = defineQuery<ApplicationArgs, Consent[]>({
  name: 'consents',
  group: 'Document',
  request: ({ uuid }) => endpointRequest(listConsents, { params: { uuid } }),
});

/**
 * CreditReports (§3): the caller's latest credit report on the application with its mortgage tradelines (USD),
 * `GET …/application/{uuid}/credit-report/`. 404 (rejected) until a credit pull has succeeded.
 */
export const creditReportQuery = defineQuery<ApplicationArgs, CreditReport>({
  name: 'creditReport',
  group: 'CreditReports',
  request: ({ uuid }) => endpointRequest(getCreditReport, { params: { uuid } }),
});
