/**
 * The bot check (Cloudflare Turnstile, spec §5/§7/§8/§9; docs/bot-check.md): the widget's place on the page (commands
 * from the slot), its status for the slot, and {@link withBotCheck} for the epics of the protected calls. Mounted
 * lazily (`state.botCheck`) by the pages that show a slot; the session keeps the token itself (§3 `turnstileToken`).
 */
export * from './actions';
export * from './gate';
export * from './reducer';
export * from './selectors';
export * from './wait';
export { botCheckEpic } from './epic';
export { botCheckModule } from './module';
