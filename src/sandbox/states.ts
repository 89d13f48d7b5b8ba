import { US_STATE, type StateInfo, type UsState } from '../contract';

/**
 * Default supported states: every state and DC except AK, HI, ND, SD, WV (where the provider is assumed not to be
 * licensed). CA, NY, FL, TX, WA, MA and NJ are supported. Documented in docs/sandbox.md.
 */
export const DEFAULT_UNSUPPORTED_STATES: readonly UsState[] = ['AK', 'HI', 'ND', 'SD', 'WV'];

/** Names of the 50 states and DC by USPS code (States data group). */
export const STATE_NAMES: Readonly<Record<UsState, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

/** The default supported states: all of {@link US_STATE} except {@link DEFAULT_UNSUPPORTED_STATES}. */
export const DEFAULT_SUPPORTED_STATES: readonly UsState[] = US_STATE.values.filter(
  (s) => !DEFAULT_UNSUPPORTED_STATES.includes(s),
);

/** True when `state` (any case, surrounding spaces ignored) is one of `supported`. */
export function isSupportedState(state: string, supported: readonly string[]): boolean {
  const code = state.trim().toUpperCase();
  return supported.some((s) => s.toUpperCase() === code);
}

/** The States data group: every state in USPS order with its name and whether it is supported. */
export function stateList(supported: readonly string[]): StateInfo[] {
  return US_STATE.values.map((code) => ({ code, name: STATE_NAMES[code], supported: isSupportedState(code, supported) }));
}
