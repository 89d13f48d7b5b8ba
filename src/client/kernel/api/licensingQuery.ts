import { getLicensingData, type LicensingData } from '../../../contract/licensing';
import { endpointRequest } from '../http/endpointRequest';
import { defineQuery } from '../queryCache/defineQuery';

/** Licensing disclosures change rarely: a day (s) before a new subscriber refetches them. */
export const LICENSING_MAX_AGE_SEC = 24 * 60 * 60;

/** Arguments of {@link licensingQuery}: a USPS state code for one state's licence, or null for every state. */
export interface LicensingArgs {
  state: string | null;
}

/**
 * LicensingData (§3; issue 12 §3): the provider's NMLS id, NMLS Consumer Access link and state licences,
 * `GET /v1/customer/licensing/[?state=]` (designed, public). The application footer asks for the property's state;
 * the resources page for every state.
 */
export const licensingQuery = defineQuery<LicensingArgs, LicensingData>({
  name: 'licensing',
  group: 'LicensingData',
  maxAgeSec: LICENSING_MAX_AGE_SEC,
  request: ({ state }) => endpointRequest(getLicensingData, { query: state === null ? {} : { state } }),
});
