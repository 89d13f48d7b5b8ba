/** The help feature (issue #4 §5): the FAQ and resources pages of an application. */
import type { FeatureModule } from '../../kernel/epic';
import { helpEpic } from './epic';
import { HELP_KEY, helpReducer } from './reducer';

export * from './actions';
export { helpEpic, helpPagesEpic } from './epic';
export { isSampledSession, REPLAY_SAMPLE_KEY, sessionReplayEpic } from './monitoring';
export { HELP_KEY, helpReducer, initialHelpState, selectSessionSharing, type HelpState, type SessionSharing } from './reducer';
export { helpRoutes } from './routes';

/** The help feature, mounted lazily the first time one of its routes renders; `state.help` holds session sharing. */
export const helpFeature: FeatureModule = { name: HELP_KEY, reducer: helpReducer, epic: helpEpic };
