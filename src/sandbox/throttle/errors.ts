import { BOT_CHECK_REQUIRED_CODE, BOT_CHECK_REQUIRED_DETAIL, THROTTLED_CODE, tooManyAttemptsText } from '../../contract/botCheck';
import { HttpError } from '../http/errors';

/**
 * 429 of a throttled call (issue 13 §1): `{ detail: "Too many attempts. Try again in N seconds.", code: 'throttled',
 * retry_after_s: N }` (contract `Throttled`) and `Retry-After: N`. N is whole seconds, at least 1.
 */
export class ThrottledError extends HttpError {
  constructor(waitS: number) {
    const seconds = Math.max(1, Math.ceil(waitS));
    super(429, tooManyAttemptsText(seconds), undefined, seconds);
  }

  override body() {
    return { detail: this.detail, code: THROTTLED_CODE, retry_after_s: this.retryAfterS ?? 1 };
  }
}

/**
 * 403 of a password sign-in whose account had too many failures from anywhere and that came without a passed bot check
 * (issue 13 §1): `{ detail, code: 'bot_check_required' }` (contract `BotCheckRequired`).
 */
export class BotCheckRequiredError extends HttpError {
  constructor() {
    super(403, BOT_CHECK_REQUIRED_DETAIL);
  }

  override body() {
    return { detail: this.detail, code: BOT_CHECK_REQUIRED_CODE };
  }
}
