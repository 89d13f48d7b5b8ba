import type { StateInfo } from '../contract/entities';
import { US_STATE_VALUES } from '../contract/enumValues';
import type { UsState } from '../contract/enums';

/** Names of the 50 states and DC by USPS code (§3 address `state`; the States data group; state selects). */
export const US_STATE_NAMES: Readonly<Record<UsState, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

/** One option of a state select: the USPS code and the full name (§3 address `state`). */
export interface StateOption {
  value: string;
  label: string;
}

/** The static list: every state and DC in USPS order (issue 12 §3: the fallback while States loads or when it fails). */
export const US_STATE_OPTIONS: readonly StateOption[] = US_STATE_VALUES.map((code) => ({ value: code, label: US_STATE_NAMES[code] }));

/**
 * A state select's options (issue 12 §3): the States data group's list when it has answered with at least one state,
 * else the static {@link US_STATE_OPTIONS}. The API's names win; a state the API leaves out is not offered.
 */
export function stateOptionsOf(states: readonly StateInfo[] | undefined): readonly StateOption[] {
  if (!states || states.length === 0) return US_STATE_OPTIONS;
  return states.map((s) => ({ value: s.code, label: s.name }));
}
