import { getLicensingData, US_STATE, UsState } from '../../contract';
import { bind, type Binding } from '../http/binding';
import { invalid } from '../http/errors';
import type { Services } from '../services';
import { isSupportedState } from '../states';
import { licensingData } from './table';

/** Shown for `?state=` that is not a USPS code (the value itself is not quoted back). */
const UNKNOWN_STATE = 'Must be a US state code such as CA';

/**
 * LicensingData (designed; docs/api.md "Platform, licensing and service agreements"): the provider's public licensing
 * disclosures, no sign-in. `?state=` (any case) narrows the licences to that state; an unknown code is a 400 with the reason.
 */
export function licensingBindings(s: Services): Binding[] {
  return [
    bind(getLicensingData, async ({ query }) => {
      const all = licensingData(US_STATE.values, (state) => isSupportedState(state, s.config.supportedStates));
      if (query.state === undefined) return all;
      const code = query.state.trim().toUpperCase();
      if (!UsState.is(code)) throw invalid({ state: [UNKNOWN_STATE] });
      return { ...all, licenses: all.licenses.filter((l) => l.state === code) };
    }),
  ];
}
