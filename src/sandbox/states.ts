import { US_STATE, type StateInfo, type UsState } from '../contract';
import { US_STATE_NAMES } from '../domain/usStates';

/**
 * Default supported states: every state and DC except AK, HI, ND, SD, WV (where the provider is assumed not to be
 * licensed). CA, NY, FL, TX, WA, MA and NJ are supported. Documented in docs/sandbox.md.
 */
export const DEFAULT_UNSUPPORTED_STATES: readonly UsState[] = ['AK', 'HI', 'ND', 'SD', 'WV'];


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
  return US_STATE.values.map((code) => ({ code, name: US_STATE_NAMES[code], supported: isSupportedState(code, supported) }));
}
