import {
  BOT_CHECK_REQUIRED_CODE, BOT_CHECK_REQUIRED_DETAIL, isBotCheckRejection, tooManyAttemptsText,
} from '../../../src/contract/botCheck';
import { delayAfter } from '../../../src/sandbox/throttle/signIn';
import { defaultConfig } from '../../../src/sandbox/config';

/** Issue 13 §1: what a throttled or bot-check-required sign-in answers, and the delays a client waits. */
describe('sign-in throttle answers', () => {
  it('says how long to wait in whole seconds, singular for one', () => {
    expect(tooManyAttemptsText(1)).toBe('Too many attempts. Try again in 1 second.');
    expect(tooManyAttemptsText(0.2)).toBe('Too many attempts. Try again in 1 second.');
    expect(tooManyAttemptsText(7.1)).toBe('Too many attempts. Try again in 8 seconds.');
  });

  it('treats "bot check required" like a refused token (the form offers a new widget), but not a throttled 429', () => {
    expect(isBotCheckRejection({ status: 403, data: { detail: BOT_CHECK_REQUIRED_DETAIL, code: BOT_CHECK_REQUIRED_CODE } })).toBe(true);
    expect(isBotCheckRejection({ status: 429, data: { detail: tooManyAttemptsText(2), code: 'throttled', retry_after_s: 2 } })).toBe(false);
    expect(isBotCheckRejection({ status: 403, data: { detail: 'You do not have permission to perform this action.' } })).toBe(false);
  });

  it('lets 3 failures go free, then doubles the wait from 1 s up to the 300 s cap', () => {
    const t = defaultConfig().signInThrottle;
    expect([1, 2, 3, 4, 5, 6, 7, 12, 13, 50, 1000].map((n) => delayAfter(n, t))).toEqual([0, 0, 0, 1, 2, 4, 8, 256, 300, 300, 300]);
  });
});
