import type { FeatureModule } from '../epic';
import { botCheckEpic } from './epic';
import { BOT_CHECK_KEY } from './key';
import { botCheckReducer } from './reducer';

/**
 * What the store mounts for the bot check (§5): `state.botCheck` and the widget's epic. A file of its own so that
 * mounting it loads neither the protected-call gate nor the contract's codecs (io-ts): those come with the epics that
 * send a protected call, on the first submit (issue 14 §3, `/login` as loaded ≤ 130 KB).
 */
export const botCheckModule: FeatureModule = { name: BOT_CHECK_KEY, reducer: botCheckReducer, epic: botCheckEpic };
