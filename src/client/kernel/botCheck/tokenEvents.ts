import { defineEvent } from '../actions';

// The two events the session folds (§3 `turnstileToken`), in a file of their own: the session reducer is in every
// page's first load, the rest of the bot check is not.

/** The bot check passed for the call about to be sent: the session holds `token` (§3) and the HTTP client sends it (§7). */
export const botCheckPassed = defineEvent<{ token: string }>('botCheck/passed');

/** The stored bot-check token was used (or refused, or the widget left the page): the session forgets it. */
export const botCheckTokenCleared = defineEvent('botCheck/tokenCleared');
