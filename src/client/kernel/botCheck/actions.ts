import { defineCommand, defineEvent } from '../actions';

export { botCheckPassed, botCheckTokenCleared } from './tokenEvents';

/**
 * Why a protected call's bot check failed: the widget's problem after the last attempt (error, timeout, script), or
 * `rejected` when the server refused the token (403 bot_check_failed).
 */
export type BotCheckFailure = 'error' | 'timeout' | 'script' | 'rejected';

// ---- Commands (imperative) ----

/** The bot-check slot `slotId` is on the page: render the widget into it (§5). */
export const showBotCheck = defineCommand<{ slotId: string }>('botCheck/show');
/** The bot-check slot `slotId` left the page: remove its widget. */
export const hideBotCheck = defineCommand<{ slotId: string }>('botCheck/hide');
/** The person pressed "Try again" after a failed check: a new widget, and the failure notice goes. */
export const retryBotCheck = defineCommand('botCheck/retry');

// ---- Events (past tense) ----

/** The widget was rendered into slot `slotId`. */
export const botCheckShown = defineEvent<{ slotId: string }>('botCheck/shown');
/** The widget of slot `slotId` was removed. */
export const botCheckHidden = defineEvent<{ slotId: string }>('botCheck/hidden');
/** A new widget replaced the failed one at the person's request. */
export const botCheckRetried = defineEvent('botCheck/retried');
/** A protected call is waiting for the widget's token (§5: up to 30 000 ms per attempt, 2 attempts). */
export const botCheckStarted = defineEvent('botCheck/started');
/** The bot check of a protected call failed (§5: reported to the person; §8: logged). The call was not sent, or was refused. */
export const botCheckFailed = defineEvent<{ failure: BotCheckFailure }>('botCheck/failed');
