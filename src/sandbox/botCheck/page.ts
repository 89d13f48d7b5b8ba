import { BOT_CHECK_MODES, type BotCheckMode } from '../../contract/botCheck';
import type { BotCheckVerifier } from './service';

/** What each mode does, as the back office explains it. */
const MODE_HELP: Readonly<Record<BotCheckMode, string>> = {
  off: 'off — the widget passes and sign-up and sign-in check nothing',
  pass: 'pass — the widget always passes',
  fail: 'fail — the widget always fails',
  timeout: 'timeout — the widget never answers',
  interactive: 'interactive — the person ticks “Verify you are human”',
};

const VERIFIER_TEXT: Readonly<Record<BotCheckVerifier, string>> = {
  none: 'Tokens are not checked.',
  sandbox: 'Sign-up, password sign-in and magic-link requests need a sandbox token (single use, valid 5 minutes).',
  cloudflare: 'Tokens are checked with Cloudflare’s siteverify (TURNSTILE_SECRET_KEY is set).',
};

/** The back office's "Bot check" section: the current mode and a form to switch it (docs/bot-check.md). */
export function botCheckSection(mode: BotCheckMode, verifier: BotCheckVerifier): string {
  const options = BOT_CHECK_MODES.map((m) => `<option value="${m}"${m === mode ? ' selected' : ''}>${MODE_HELP[m]}</option>`).join('');
  return `<section aria-labelledby="bot-check-h"><h2 id="bot-check-h">Bot check</h2>
<p>The stand-in Turnstile widget is in <strong>${mode}</strong> mode. ${VERIFIER_TEXT[verifier]}</p>
<form method="post" action="/sandbox/back-office/bot-check"><label for="bot-check-mode">Bot-check mode</label>
<select id="bot-check-mode" name="mode">${options}</select> <button type="submit">Set bot-check mode</button></form></section>`;
}
