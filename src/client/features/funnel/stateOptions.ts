import { US_STATE, type UsState } from '../../../contract/enums';
import { US_STATE_NAMES } from '../../../domain/usStates';

/** Full state names with their USPS code, e.g. for a state select's labels (§3 address `state`). */
export const US_STATE_OPTIONS: ReadonlyArray<{ value: UsState; label: string }> = US_STATE.values.map((code) => ({
  value: code,
  label: US_STATE_NAMES[code],
}));
