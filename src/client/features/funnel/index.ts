import type { FeatureModule } from '../../kernel/epic';
import { FUNNEL_COMMANDS } from './actions';
import { deferredEpic } from '../../kernel/deferredEpic';
import { loadFunnelEpic } from './epicLoader';
import { funnelReducer } from './reducer';

const isFunnelCommand = (action: unknown): boolean => FUNNEL_COMMANDS.some((command) => command.match(action));

/**
 * The public sign-up funnel (§2 public routes, §3 lead fields, §4 disqualification, §5 rules): reducer mounted at
 * `state.funnel` and the epic handling its commands. The epic's code (HTTP calls, contract codecs) is fetched on the
 * first funnel command (pages send `funnel/warmUp` on the person's first key or pointer press), so it stays out of the pages' first
 * load (issue #2 §7). Routes are in `./routes` (lazy pages).
 */
export const funnelFeature: FeatureModule = {
  name: 'funnel',
  reducer: funnelReducer,
  epic: deferredEpic('funnel', loadFunnelEpic, isFunnelCommand),
};

export { funnelReducer, initialFunnelState, type FunnelState, type FunnelRootState, type FunnelAnswers } from './reducer';
