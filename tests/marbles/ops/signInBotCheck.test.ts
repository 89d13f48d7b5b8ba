import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { BOT_CHECK_REQUIRED_CODE, BOT_CHECK_REQUIRED_DETAIL, THROTTLED_CODE, tooManyAttemptsText } from '../../../src/contract/botCheck';
import { opsSignedIn, opsSignInFailed, signInOps } from '../../../src/client/features/ops/actions';
import { opsEpic } from '../../../src/client/features/ops/epic';
import { opsSignInErrorText } from '../../../src/client/features/ops/messages';
import { OPS_KEY, opsReducer } from '../../../src/client/features/ops/reducer';
import { botCheckEpic, botCheckReducer, showBotCheck, type BotCheckState } from '../../../src/client/kernel/botCheck';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer, type SessionState } from '../../../src/client/kernel/session/reducer';
import { createTestDeps, errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { makeToken } from '../../unit/app/fixtures';

const SERVER_MS = 300;
const OPS_TOKEN_AUTH = { method: 'POST', path: 'v1/ops/token-auth/' } as const;

/**
 * The staff sign-in (issue 13 §1) behind the §5 bot check, in virtual time: the widget has no token until a test gives
 * it one; `tokenDuringCall` records the session's `turnstileToken` when each call is sent (the `Turnstile-Token` header).
 */
function setup(m: Context) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  const widget = deps.botCheck.value;
  widget.token = null;
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, session: sessionReducer, [OPS_KEY]: opsReducer, botCheck: botCheckReducer },
    epics: [createQueryCacheEpic(), sessionEpic, opsEpic, botCheckEpic],
    deps,
  });
  const state = () => store.getState() as { session: SessionState; botCheck: BotCheckState };
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms - m.scheduler.now());
  const tokenDuringCall: Array<string | null> = [];
  const answer = (reply: ReturnType<typeof jsonReply>) =>
    deps.http.respond(OPS_TOKEN_AUTH, (req) => {
      tokenDuringCall.push(state().session.turnstileToken);
      return typeof reply === 'function' ? reply(req) : reply;
    }, { delayMs: SERVER_MS });
  const outcomes = (): Action[] => eventLog.entries().map((e) => e.event).filter((e) => opsSignedIn.match(e) || opsSignInFailed.match(e));
  const timeline = () => eventLog.entries().filter((e) => e.event.type.startsWith('botCheck/') || e.event.type === opsSignedIn.type).map((e) => [e.at, e.event.type] as const);
  at(0, showBotCheck({ slotId: 'bot-check-widget' }));
  return { deps, widget, state, at, answer, outcomes, timeline, tokenDuringCall };
}

const signIn = (correlationId: string) => signInOps({ email: 'ops@example.com', password: 'Ops-pass-1' }, { correlationId });

describe('the staff sign-in waits for the bot check (issue 13 §1, §5) and sends its token once (§7)', () => {
  it(
    'waits for the widget (checked every 100 ms), sends its token, then forgets it and resets the widget',
    marbles((m) => {
      const t = setup(m);
      t.answer(jsonReply({ token: makeToken({ expSeconds: 3600 }) }));
      t.at(100, signIn('c1'));
      m.scheduler.schedule(() => void (t.widget.token = 'turnstile-ops'), 1_150);
      m.flush();
      // Checked at 100, 200, …; the token is there at the 1 200 check: only then is the staff sign-in sent.
      expect(t.timeline()).toEqual([
        [0, 'botCheck/shown'],
        [100, 'botCheck/started'],
        [1_200, 'botCheck/passed'],
        [1_200 + SERVER_MS, 'botCheck/tokenCleared'],
        [1_200 + SERVER_MS, opsSignedIn.type],
      ]);
      expect(t.tokenDuringCall).toEqual(['turnstile-ops']);
      expect(t.state().session.turnstileToken).toBeNull();
      expect(t.widget.resets).toBe(1);
    }),
  );

  it(
    'says how long to wait when throttled (429), and asks for the check when the account needs it (403 bot_check_required)',
    marbles((m) => {
      const t = setup(m);
      t.widget.token = 'turnstile-1';
      let reply = errorResult(429, { detail: tooManyAttemptsText(4), code: THROTTLED_CODE, retry_after_s: 4 });
      t.answer(() => reply);
      t.at(100, signIn('c1'));
      m.flush();
      t.widget.token = 'turnstile-2';
      reply = errorResult(403, { detail: BOT_CHECK_REQUIRED_DETAIL, code: BOT_CHECK_REQUIRED_CODE });
      t.at(1_000, signIn('c2'));
      m.flush();
      const [throttled, required] = t.outcomes();
      expect(opsSignInFailed.match(throttled) && opsSignInErrorText(throttled.payload.error)).toBe('Too many attempts. Try again in 4 seconds.');
      expect(opsSignInFailed.match(required) && opsSignInErrorText(required.payload.error)).toBe(BOT_CHECK_REQUIRED_DETAIL);
      expect(t.tokenDuringCall).toEqual(['turnstile-1', 'turnstile-2']);
      expect(t.state().botCheck).toEqual({ status: 'failed', failure: 'rejected' });
    }),
  );
});
