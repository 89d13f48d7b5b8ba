/**
 * The declarations feature (§2 pages marital status, spouse detail, another person on title, title
 * vesting, residency declaration, pending lawsuits, stacking declaration): the declarations wizard for every
 * applicant, the co-owners and occupants, and the spouse.
 */
import type { FeatureModule } from '../../kernel/epic';
import { declarationsEpic } from './epic';
import { DECLARATIONS_KEY, declarationsReducer } from './reducer';

export * from './actions';
export { DECLARATIONS_KEY, declarationsReducer, initialDeclarationsState, type DeclarationsFeatureState } from './reducer';
export { declarationsEpic } from './epic';
export { declarationsRoutes } from './routes';

/** Mounted at `state.declarations` (needs the wizard, drafts, changes and query cache modules mounted too). */
export const declarationsFeature: FeatureModule = { name: DECLARATIONS_KEY, reducer: declarationsReducer, epic: declarationsEpic };
