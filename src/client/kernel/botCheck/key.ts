/** Where the store mounts the bot-check slice (`state.botCheck`). */
export const BOT_CHECK_KEY = 'botCheck';
