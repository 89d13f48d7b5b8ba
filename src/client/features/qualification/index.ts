/** The §2 qualification wizard: commands, events, reducer, epic and its route. */
import type { FeatureModule } from '../../kernel/epic';
import { qualificationEpic } from './epic';
import { QUALIFICATION_KEY, qualificationReducer } from './reducer';

export * from './actions';
export { QUALIFICATION_KEY, qualificationReducer, initialQualificationState, type QualificationState } from './reducer';
export { createQualificationEpic, qualificationEpic } from './epic';
export { CREDIT_POLL_INTERVAL_MS } from './epics/creditPull';
export { qualificationSessionRoutes } from './routes';

/**
 * Mounted at `state.qualification`. Needs the kernel's wizard (`state.wizard`), drafts (`state.drafts`) and changes
 * modules mounted too.
 */
export const qualificationFeature: FeatureModule = { name: QUALIFICATION_KEY, reducer: qualificationReducer, epic: qualificationEpic };
