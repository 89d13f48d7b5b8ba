import * as t from 'io-ts';
import { closed } from '../codec';
import { endpoint } from '../endpoint';

/** One state licence of the provider (issue 12 §3 LicensingData): `state` is the USPS code, e.g. `CA`. */
export const StateLicense = closed('StateLicense', {
  state: t.string,
  state_name: t.string,
  /** The licence's official name, e.g. "California Financing Law License". */
  license_name: t.string,
  license_number: t.string,
});
export type StateLicense = t.TypeOf<typeof StateLicense>;

/**
 * The provider's licensing disclosures (issue 12 §3 LicensingData): its legal name, NMLS id, the NMLS Consumer Access
 * page where anyone can check it, and its licences (USPS order; only the asked state when `state` was given, empty
 * when the provider holds no licence there).
 */
export const LicensingData = closed('LicensingData', {
  company_name: t.string,
  nmls_id: t.string,
  consumer_access_url: t.string,
  licenses: t.array(StateLicense),
});
export type LicensingData = t.TypeOf<typeof LicensingData>;

/**
 * The provider's public licensing disclosures (LicensingData data group): legal name, NMLS id, the NMLS Consumer Access
 * page, and one licence per state where the provider is licensed (USPS order). `?state=CA` (any case) keeps only that
 * state's licence (an empty list where it holds none). Sandbox table: docs/sandbox.md "Licensing".
 *
 * @designed
 * @error 400 `{ errors: { state: ['Must be a US state code such as CA'] } }` for anything that is not a USPS code
 */
export const getLicensingData = endpoint({
  name: 'getLicensingData', method: 'GET', route: 'v1/customer/licensing/', auth: false,
  query: t.partial({ state: t.string }, 'LicensingQuery'),
  response: LicensingData,
});

