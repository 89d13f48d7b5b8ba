/**
 * The wizard stage machine shared by the qualification and declarations wizards (§3 "Wizard state", §4 wizard
 * behaviour), mounted at `state.wizard`. Feature epics emit its events; views read its selectors.
 */
import type { FeatureModule } from '../epic';
import { wizardAnalyticsEpic } from './epic';
import { WIZARD_KEY, wizardReducer } from './reducer';

export * from './actions';
export * from './epic';
export * from './reducer';
export * from './selectors';

/**
 * The module the composition root mounts for the wizards: the reducer, and the epic keeping the sent analytics lists in
 * session storage (the flows' own epics live in their features).
 */
export const wizardModule: FeatureModule = { name: WIZARD_KEY, reducer: wizardReducer, epic: wizardAnalyticsEpic };
