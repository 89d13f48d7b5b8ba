import * as t from 'io-ts';

/**
 * The bot check (Cloudflare Turnstile, spec §5/§7/§8/§9; docs/bot-check.md): what the browser and the server agree
 * on. The browser sends the widget's single-use token in the {@link TURNSTILE_HEADER} header on the protected calls
 * ({@link BOT_CHECKED_ROUTES}); a call whose token is missing, unknown, already used or expired is refused with
 * HTTP 403 and a {@link BotCheckRejection} body.
 */

/** §7: the request header that carries the bot-check token. */
export const TURNSTILE_HEADER = 'Turnstile-Token';

/** `code` of the 403 body a protected call answers when the bot check fails. */
export const BOT_CHECK_FAILED_CODE = 'bot_check_failed';

/**
 * What the person reads when the bot check failed, whether the widget failed in the browser or the server refused the
 * token (the 403 `detail`; §8 error text shows `detail`).
 */
export const BOT_CHECK_FAILED_DETAIL = 'We couldn’t check that you’re a person. Please try again.';

/**
 * The §7 routes (relative to `/api/`, as in the endpoint rows) that need a bot-check token: sign-up, password sign-in
 * (customers and, issue 13 §1, staff), the magic-link request and a signed-out diagnostic. Only POST is checked.
 */
export const BOT_CHECKED_ROUTES: readonly string[] = ['v1/customer/signup/', 'v1/token-auth/', 'v1/ops/token-auth/', 'v1/customer/magic-link/', 'v1/customer/diagnostics/anonymous/'];

/** The password sign-ins (issue 13 §1): throttled per account and client, and bot-checked for an account under attack. */
export const SIGN_IN_ROUTES: readonly string[] = ['v1/token-auth/', 'v1/ops/token-auth/'];

/** `code` of the 403 a password sign-in answers when its account needs a passed bot check and none came. */
export const BOT_CHECK_REQUIRED_CODE = 'bot_check_required';

/**
 * What the person reads when the account had too many failed sign-ins from anywhere (issue 13 §1): the sign-in needs a
 * passed bot check even where the check is otherwise off.
 */
export const BOT_CHECK_REQUIRED_DETAIL = 'There were too many failed sign-ins for this account. Complete the security check, then sign in again.';

/**
 * The 403 body of a password sign-in whose account needs the bot check (issue 13 §1: "bot check required"):
 * `{ detail, code: 'bot_check_required' }`. The form shows the widget and `detail`; the next attempt carries a token.
 */
export const BotCheckRequired = t.type({ detail: t.string, code: t.literal(BOT_CHECK_REQUIRED_CODE) }, 'BotCheckRequired');
export type BotCheckRequired = t.TypeOf<typeof BotCheckRequired>;

/** `code` of a 429 from the sign-in throttle or a per-address limit (issue 13 §1). */
export const THROTTLED_CODE = 'throttled';

/** The sentence of a throttled attempt, e.g. "Too many attempts. Try again in 8 seconds." (`seconds` ≥ 1). */
export function tooManyAttemptsText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return `Too many attempts. Try again in ${s} ${s === 1 ? 'second' : 'seconds'}.`;
}

/**
 * The 429 body of a throttled call (issue 13 §1; also sent as `Retry-After`): `{ detail, code: 'throttled',
 * retry_after_s }` — `detail` is {@link tooManyAttemptsText} of `retry_after_s` (whole seconds, ≥ 1).
 */
export const Throttled = t.type({ detail: t.string, code: t.literal(THROTTLED_CODE), retry_after_s: t.number }, 'Throttled');
export type Throttled = t.TypeOf<typeof Throttled>;

/**
 * Why the server refused a token: `missing` (no header), `invalid` (unknown or malformed), `spent` (already used:
 * tokens work once), `expired` (older than its life, 300 s like Turnstile's), `unavailable` (the verifier could not
 * be reached; the server fails closed).
 */
export const BotCheckRejectionReason = t.keyof({ missing: null, invalid: null, spent: null, expired: null, unavailable: null }, 'BotCheckRejectionReason');
export type BotCheckRejectionReason = t.TypeOf<typeof BotCheckRejectionReason>;

/** The 403 body of a refused bot check: `{ detail, code: 'bot_check_failed', reason }`. */
export const BotCheckRejection = t.type(
  { detail: t.string, code: t.literal(BOT_CHECK_FAILED_CODE), reason: BotCheckRejectionReason },
  'BotCheckRejection',
);
export type BotCheckRejection = t.TypeOf<typeof BotCheckRejection>;

/**
 * True when an HTTP failure (`status`, parsed body `data`) is the server refusing the bot check: a refused token, or
 * (issue 13 §1) a sign-in that needs a passed check and came without one. Either way the form offers a new widget.
 */
export function isBotCheckRejection(error: { status: unknown; data: unknown }): boolean {
  return error.status === 403 && (BotCheckRejection.is(error.data) || BotCheckRequired.is(error.data));
}

/**
 * How the sandbox's stand-in widget behaves (like Turnstile's test keys), chosen by SANDBOX_BOT_CHECK and switchable by
 * ops at run time: `off` (the widget passes and the server checks nothing), `pass` (always passes), `fail` (always
 * fails: the widget reports an error), `timeout` (never answers), `interactive` (a checkbox the person ticks).
 */
export const BotCheckMode = t.keyof({ off: null, pass: null, fail: null, timeout: null, interactive: null }, 'BotCheckMode');
export type BotCheckMode = t.TypeOf<typeof BotCheckMode>;

/** Every {@link BotCheckMode}, in the order the back office lists them. */
export const BOT_CHECK_MODES: readonly BotCheckMode[] = ['off', 'pass', 'fail', 'timeout', 'interactive'];
