import { BOT_CHECK_KEY } from './key';
import type { BotCheckState } from './reducer';

// No runtime import of the reducer: pages read these before the bot-check module (reducer, epic) has loaded.

/** Any root state; the bot-check slice is there once its module is mounted. */
type MaybeBotCheckRoot = { [BOT_CHECK_KEY]?: BotCheckState };

/** What the bot-check slot shows (§5): idle, checking or failed ('idle' until the module is mounted). */
export const selectBotCheckStatus = (state: MaybeBotCheckRoot): BotCheckState['status'] => state[BOT_CHECK_KEY]?.status ?? 'idle';

/** True once the bot-check module is mounted (its epic renders the widget; until then a slot waits). */
export const selectBotCheckReady = (state: MaybeBotCheckRoot): boolean => state[BOT_CHECK_KEY] !== undefined;
