import {
  botCheckFailed,
  botCheckHidden,
  botCheckPassed,
  botCheckReducer,
  botCheckRetried,
  botCheckShown,
  botCheckStarted,
  botCheckTokenCleared,
  initialBotCheckState,
  selectBotCheckReady,
  selectBotCheckStatus,
} from '../../../src/client/kernel/botCheck';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { initialSessionState, sessionReducer } from '../../../src/client/kernel/session/reducer';

describe('the session keeps the bot-check token of the call being sent (§3 turnstileToken), once', () => {
  it('holds the token from botCheckPassed until it is cleared', () => {
    const held = sessionReducer(initialSessionState, botCheckPassed({ token: 'turnstile-1' }));
    expect(held.turnstileToken).toBe('turnstile-1');
    expect(sessionReducer(held, botCheckTokenCleared()).turnstileToken).toBeNull();
  });

  it('forgets it when the session ends', () => {
    const held = sessionReducer(initialSessionState, botCheckPassed({ token: 'turnstile-1' }));
    expect(sessionReducer(held, sessionEnded({ reason: null })).turnstileToken).toBeNull();
  });
});

describe('what the bot-check slot shows (§5)', () => {
  const fold = (...events: Parameters<typeof botCheckReducer>[1][]) => events.reduce(botCheckReducer, initialBotCheckState);

  it('is checking while a submit waits, idle once it passed, failed with why when it did not', () => {
    expect(fold(botCheckShown({ slotId: 's' }), botCheckStarted())).toEqual({ status: 'checking', failure: null });
    expect(fold(botCheckStarted(), botCheckPassed({ token: 't' }))).toEqual(initialBotCheckState);
    expect(fold(botCheckStarted(), botCheckFailed({ failure: 'timeout' }))).toEqual({ status: 'failed', failure: 'timeout' });
  });

  it('clears a failure on "Try again", a new slot, leaving the page or the end of the session', () => {
    const failed = fold(botCheckFailed({ failure: 'error' }));
    expect(botCheckReducer(failed, botCheckRetried())).toEqual(initialBotCheckState);
    expect(botCheckReducer(failed, botCheckShown({ slotId: 's' }))).toEqual(initialBotCheckState);
    expect(botCheckReducer(failed, botCheckHidden({ slotId: 's' }))).toEqual(initialBotCheckState);
    expect(botCheckReducer(failed, sessionEnded({ reason: null }))).toEqual(initialBotCheckState);
  });

  it('is read as idle and not ready until the module is mounted', () => {
    expect(selectBotCheckStatus({})).toBe('idle');
    expect(selectBotCheckReady({})).toBe(false);
    expect(selectBotCheckReady({ botCheck: initialBotCheckState })).toBe(true);
    expect(selectBotCheckStatus({ botCheck: { status: 'failed', failure: 'script' } })).toBe('failed');
  });
});
