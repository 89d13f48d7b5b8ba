import type { LicensingData, StateLicense, UsState } from '../../contract';
import { US_STATE_NAMES } from '../../domain/usStates';

/** The sandbox provider's legal name and NMLS id (fictional; docs/sandbox.md "Licensing"). */
export const PROVIDER = { company_name: 'Home Equity Release, Inc.', nmls_id: '2147483' } as const;

/** NMLS Consumer Access, where anyone can look the provider's licences up (the real public site). */
export const CONSUMER_ACCESS_URL = `https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/${PROVIDER.nmls_id}`;

/** States whose regulator names its licence differently from the generic one (as borrower portals list them). */
const NAMED_LICENSES: Partial<Record<UsState, string>> = {
  CA: 'California Financing Law License',
  NY: 'Licensed by the NYS Department of Financial Services, Mortgage Banker License',
  FL: 'Florida Mortgage Lender License',
  TX: 'Texas Residential Mortgage Loan Company License',
  WA: 'Washington Consumer Loan Company License',
  MA: 'Massachusetts Mortgage Lender License',
  NJ: 'New Jersey Residential Mortgage Lender License',
};

/** A stable licence number per state: state code, then six digits from its USPS position (no randomness: seeds are reproducible). */
function licenseNumber(state: UsState, index: number): string {
  return `${state}-${String(104_455 + index * 37).padStart(6, '0')}`;
}

/** The provider's licence in one state, e.g. CA → California Financing Law License No. CA-104455. */
export function licenseOf(state: UsState, index: number): StateLicense {
  return {
    state,
    state_name: US_STATE_NAMES[state],
    license_name: NAMED_LICENSES[state] ?? `${US_STATE_NAMES[state]} Mortgage Lender License`,
    license_number: licenseNumber(state, index),
  };
}

/**
 * The LicensingData the sandbox serves: one licence for each supported state (sandbox config, docs/sandbox.md), in
 * USPS order — the provider is licensed exactly where it offers the product.
 */
export function licensingData(states: readonly UsState[], supported: (state: UsState) => boolean): LicensingData {
  return {
    ...PROVIDER,
    consumer_access_url: CONSUMER_ACCESS_URL,
    licenses: states.flatMap((state, i) => (supported(state) ? [licenseOf(state, i)] : [])),
  };
}
