import type { LicensingData, StateLicense } from '../../contract/licensing';

/** "NMLS ID 2147483" — how a borrower portal names the provider's NMLS number (issue 12 §3 LicensingData). */
export function nmlsIdText(nmlsId: string): string {
  return `NMLS ID ${nmlsId}`;
}

/** "California Financing Law License No. 60DBO-104455" — one licence as disclosed. */
export function licenseText(license: StateLicense): string {
  return `${license.license_name} No. ${license.license_number}`;
}

/**
 * The licence for the home's state (USPS code, any case), or null when the provider holds none there (then a
 * disclosure says so instead of showing another state's licence).
 */
export function licenseForState(data: LicensingData, state: string | null | undefined): StateLicense | null {
  const code = (state ?? '').trim().toUpperCase();
  if (code === '') return null;
  return data.licenses.find((l) => l.state.toUpperCase() === code) ?? null;
}

/** True when `url` is an https link (the consumer-access link is rendered only then: never a `javascript:` URL). */
export function isSafeLink(url: string): boolean {
  return /^https:\/\/[^\s]+$/i.test(url);
}

/** What a licensing disclosure shows (issue 12 §3): provider line, NMLS Consumer Access link, the home's licence. */
export interface LicensingDisclosure {
  /** "Home Equity Release, Inc. NMLS ID 2147483". */
  provider: string;
  /** The NMLS Consumer Access page, or null when the link is not https (not shown then). */
  consumerAccessUrl: string | null;
  /** The licence line for the home's state, the "no licence" sentence, or null when no state was given. */
  homeState: string | null;
  /** Every licence, "California: California Financing Law License No. CA-104455", in the API's (USPS) order. */
  all: readonly string[];
}

/**
 * The disclosure for `data` and the home's state (USPS code, or null: no home line). A state without a licence says
 * so plainly rather than showing nothing; `stateName` is the state's full name for that sentence.
 */
export function licensingDisclosureOf(data: LicensingData, state: string | null, stateName?: string): LicensingDisclosure {
  const license = state === null ? null : licenseForState(data, state);
  const homeState =
    state === null ? null : license ? `${license.state_name}: ${licenseText(license)}` : `We hold no licence in ${stateName ?? state.toUpperCase()}.`;
  return {
    provider: `${data.company_name} ${nmlsIdText(data.nmls_id)}`,
    consumerAccessUrl: isSafeLink(data.consumer_access_url) ? data.consumer_access_url : null,
    homeState,
    all: data.licenses.map((l) => `${l.state_name}: ${licenseText(l)}`),
  };
}
