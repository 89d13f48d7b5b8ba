import type { FeatureModule } from '../../kernel/epic';
import { funnelEpic } from './epic';
import { funnelReducer } from './reducer';

/**
 * The public sign-up funnel (§2 public routes, §3 lead fields, §4 disqualification, §5 rules): reducer mounted at
 * `state.funnel` and the epic handling its commands. Routes are in `./routes` (lazy pages).
 */
export const funnelFeature: FeatureModule = { name: 'funnel', reducer: funnelReducer, epic: funnelEpic };

export { funnelReducer, initialFunnelState, type FunnelState, type FunnelRootState, type FunnelAnswers } from './reducer';
