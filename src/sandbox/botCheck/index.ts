/** The sandbox's bot check (issue #5 §3; docs/bot-check.md): stand-in widget, token verification and ops controls. */
export { botCheckSection } from './page';
export { BotCheckRefused, botCheckStatus, botCheckVerdictOf, registerBotCheck } from './routes';
export { createBotCheckService, type BotCheckService, type BotCheckVerifier, type ChallengeAnswer } from './service';
export { SITEVERIFY_URL, siteverify, type BotCheckVerdict, type SiteverifyOptions } from './siteverify';
