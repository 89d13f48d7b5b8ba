/**
 * Privacy consent (issue 12 §3, §2 privacy-settings overlay): the person's choices for analytics, session replay and
 * chat, stored in long-lived browser storage, and the overlay's route rule. In the kernel so that the analytics layer
 * and the help feature read the choice without importing a feature; the overlay itself is `features/privacy`.
 */
import type { FeatureModule } from '../epic';
import { consentEpic } from './epic';
import { CONSENT_KEY, consentReducer } from './reducer';

export * from './actions';
export * from './consent';
export * from './epic';
export * from './paths';
export * from './reducer';

/** What the store mounts for consent: `state.consent` and the consent epic (eager: every page's footer opens it). */
export const consentModule: FeatureModule = { name: CONSENT_KEY, reducer: consentReducer, epic: consentEpic };
