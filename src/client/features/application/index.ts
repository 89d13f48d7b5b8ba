/** The application feature (§2 application page behaviour, §4 stages): commands, events, reducer, epic, routes. */
import type { FeatureModule } from '../../kernel/epic';
import { applicationEpic } from './epic';
import { APPLICATION_KEY, applicationReducer } from './reducer';

export * from './actions';
export { APPLICATION_KEY, applicationReducer, initialApplicationState, type ApplicationFeatureState } from './reducer';
export { applicationEpic, APPLICANTS_PATH } from './epic';
export { applicationSessionRoutes, loadApplicationsListPage, loadClosedLostPage } from './routes';

/** Mounted at `state.application`. */
export const applicationFeature: FeatureModule = { name: APPLICATION_KEY, reducer: applicationReducer, epic: applicationEpic };
