import { createEventReducer } from '../eventReducer';
import { sessionEnded } from '../session/actions';
import { botCheckFailed, botCheckHidden, botCheckRetried, botCheckShown, botCheckStarted, type BotCheckFailure } from './actions';
import { botCheckPassed } from './tokenEvents';

export { BOT_CHECK_KEY } from './key';

/**
 * What the bot-check slot shows (§5): `idle` (the widget alone), `checking` (a protected call waits for the token),
 * `failed` (the check failed: the form says so and the slot offers "Try again"), with why it failed.
 */
export interface BotCheckState {
  status: 'idle' | 'checking' | 'failed';
  failure: BotCheckFailure | null;
}

/** Nothing going on. */
export const initialBotCheckState: BotCheckState = { status: 'idle', failure: null };

/**
 * Folds the bot-check events (never commands); a new widget or the end of the session clears a failure. Plain updates
 * (no immer): the module is mounted with the sign-in and sign-up pages, whose as-loaded budget is 130 KB (issue 14 §3).
 */
export const botCheckReducer = createEventReducer<BotCheckState>(initialBotCheckState, (on) => [
  on(botCheckStarted, () => ({ status: 'checking', failure: null })),
  on(botCheckPassed, () => initialBotCheckState),
  on(botCheckFailed, (_state, { payload }) => ({ status: 'failed', failure: payload.failure })),
  on(botCheckRetried, () => initialBotCheckState),
  on(botCheckShown, (state) => (state.status === 'checking' ? state : initialBotCheckState)),
  on(botCheckHidden, () => initialBotCheckState),
  on(sessionEnded, () => initialBotCheckState),
]);
