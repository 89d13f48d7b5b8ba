import { createEventReducer } from '../eventReducer';
import { consentChanged, consentRestored } from './actions';
import { DEFAULT_CONSENT, type Consent } from './consent';

/** Where the root reducer mounts {@link consentReducer}. */
export const CONSENT_KEY = 'consent';

/** Any root state that may mount the consent slice (absent: the defaults apply). */
export interface ConsentRootState {
  [CONSENT_KEY]?: Consent;
}

/**
 * The privacy choices in force (issue 12 §3). Not reset by the end of a session: they belong to the browser, not to
 * the person signed in. Folds events only.
 */
export const consentReducer = createEventReducer<Consent>(DEFAULT_CONSENT, (on) => [
  on(consentRestored, (_state, { payload }) => payload.consent),
  on(consentChanged, (_state, { payload }) => payload.consent),
]);

/** The choices in force ({@link DEFAULT_CONSENT} when the slice is not mounted). */
export const selectConsent = (state: ConsentRootState): Consent => state[CONSENT_KEY] ?? DEFAULT_CONSENT;
