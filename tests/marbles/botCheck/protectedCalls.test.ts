import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import {
  BOT_CHECK_FAILED_CODE, BOT_CHECK_FAILED_DETAIL, BOT_CHECK_REQUIRED_CODE, BOT_CHECK_REQUIRED_DETAIL, THROTTLED_CODE, tooManyAttemptsText,
} from '../../../src/contract/botCheck';
import { loggedIn, loginFailed, loginWithMagicLink, loginWithPassword, magicLinkRequested, requestMagicLink } from '../../../src/client/features/auth/actions';
import { authEpic } from '../../../src/client/features/auth/epic';
import { authReducer } from '../../../src/client/features/auth/reducer';
import { botCheckEpic, botCheckReducer, retryBotCheck, showBotCheck, type BotCheckState } from '../../../src/client/kernel/botCheck';
import { errorText } from '../../../src/domain/errorText';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer, type SessionState } from '../../../src/client/kernel/session/reducer';
import { createTestDeps, errorResult, jsonReply, type FakeBotCheck } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { application, makeToken } from '../../unit/app/fixtures';

const SERVER_MS = 300;
const TOKEN = makeToken({ expSeconds: 3600 });
const TOKEN_AUTH = { path: 'v1/token-auth/' } as const;
const LIST = { path: 'v1/customer/application/' } as const;
const MAGIC_LINK = { path: 'v1/customer/magic-link/' } as const;

/**
 * The login page's epics (auth, session, bot check) in virtual time, with a widget that has no token until a test
 * gives it one. `tokenDuringCall` records the session's `turnstileToken` (§3) at the moment each call is sent — what
 * the HTTP client puts in `Turnstile-Token` (§7).
 */
function setup(m: Context) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  const widget = deps.botCheck.value;
  widget.token = null;
  const { store, eventLog } = createTestStore({
    reducers: { session: sessionReducer, auth: authReducer, botCheck: botCheckReducer },
    epics: [sessionEpic, authEpic, botCheckEpic],
    deps,
  });
  const state = () => store.getState() as { session: SessionState; botCheck: BotCheckState };
  // Times are absolute virtual times (a test may flush and go on).
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms - m.scheduler.now());
  const when = (ms: number, change: (w: FakeBotCheck) => void) => m.scheduler.schedule(() => change(widget), ms - m.scheduler.now());
  const tokenDuringCall: Array<string | null> = [];
  const send = at;
  /** The outcome events the forms await (those carrying a correlation id), in order. */
  const outcomes = (): Action[] =>
    eventLog.entries().map((e) => e.event).filter((e) => typeof (e as { meta?: { correlationId?: unknown } }).meta?.correlationId === 'string' && !e.type.startsWith('botCheck/'));
  const timeline = (...prefixes: string[]) =>
    eventLog.entries().filter((e) => prefixes.some((p) => e.event.type.startsWith(p))).map((e) => [e.at, e.event.type] as const);
  deps.http.respond(LIST, jsonReply([application()]), { delayMs: SERVER_MS });
  const answerTokenAuth = (reply: ReturnType<typeof jsonReply>) =>
    deps.http.respond(
      TOKEN_AUTH,
      (req) => {
        tokenDuringCall.push(state().session.turnstileToken);
        return typeof reply === 'function' ? reply(req) : reply;
      },
      { delayMs: SERVER_MS },
    );
  at(0, showBotCheck({ slotId: 'bot-check-widget' }));
  return { deps, widget, state, at, when, send, outcomes, timeline, tokenDuringCall, answerTokenAuth };
}

describe('protected calls wait for the bot check (§5) and send its token once (§7)', () => {
  it(
    'password sign-in waits for the widget, sends its token from the session, then forgets it and resets the widget',
    marbles((m) => {
      const t = setup(m);
      t.answerTokenAuth(jsonReply({ token: TOKEN }));
      t.send(100, loginWithPassword({ email: 'jane@example.com', password: 'pw' }, { correlationId: 'c1' }));
      t.when(1_150, (w) => (w.token = 'turnstile-1'));
      m.flush();
      expect(t.widget.mounted).toBe('bot-check-widget');
      // Checked at 100, 200, …; the token is there at the 1 200 check: only then is token-auth sent.
      expect(t.timeline('botCheck/', 'session/tokenIssued', 'auth/loggedIn')).toEqual([
        [0, 'botCheck/shown'],
        [100, 'botCheck/started'],
        [1_200, 'botCheck/passed'],
        [1_200 + SERVER_MS, 'botCheck/tokenCleared'],
        [1_200 + SERVER_MS, 'session/tokenIssued'],
        [1_200 + 2 * SERVER_MS, 'auth/loggedIn'],
      ]);
      expect(t.tokenDuringCall).toEqual(['turnstile-1']);
      expect(t.state().session.turnstileToken).toBeNull();
      // A token works once: the widget starts a fresh challenge as soon as it is spent.
      expect(t.widget.resets).toBe(1);
      expect(t.outcomes().map((o) => o.type)).toEqual([loggedIn.type]);
    }),
  );

  it(
    'fails without sending anything when the widget fails twice, shows the sentence at the form, and recovers after "Try again"',
    marbles((m) => {
      const t = setup(m);
      t.answerTokenAuth(jsonReply({ token: TOKEN }));
      // The sandbox's fail mode: the widget errors at once, and again after every reset or remount.
      let failing = true;
      const { reset, remount } = t.widget;
      t.widget.reset = function () {
        reset.call(this);
        if (failing) this.fail('error');
      };
      t.widget.remount = function () {
        remount.call(this);
        if (failing) this.fail('error');
      };
      t.when(50, (w) => w.fail('error'));
      t.send(100, loginWithPassword({ email: 'jane@example.com', password: 'pw' }, { correlationId: 'c1' }));
      m.flush();

      expect(t.deps.http.requestsTo(TOKEN_AUTH)).toHaveLength(0);
      const [failed] = t.outcomes();
      expect(loginFailed.match(failed) && failed.payload.error).toMatchObject({ status: 403, data: { code: BOT_CHECK_FAILED_CODE } });
      expect(loginFailed.match(failed) && errorText(failed.payload.error)).toBe(BOT_CHECK_FAILED_DETAIL);
      expect(t.state().botCheck).toEqual({ status: 'failed', failure: 'error' });
      expect(t.deps.logger.lines.map((l) => l.msg)).toEqual(['widget error', 'widget error']);
      expect(t.widget.remounts).toBe(1);

      // The person presses "Try again" once the check works again, then signs in.
      failing = false;
      t.at(2_000, retryBotCheck());
      t.when(2_050, (w) => (w.token = 'turnstile-2'));
      t.send(3_000, loginWithPassword({ email: 'jane@example.com', password: 'pw' }, { correlationId: 'c2' }));
      m.flush();
      expect(t.widget.remounts).toBe(2);
      expect(t.timeline('botCheck/retried')).toEqual([[2_000, 'botCheck/retried']]);
      expect(t.tokenDuringCall).toEqual(['turnstile-2']);
      expect(t.outcomes().map((o) => o.type)).toEqual([loginFailed.type, loggedIn.type]);
      expect(t.state().botCheck.status).toBe('idle');
    }),
  );

  it(
    'a token the server refuses (403 bot_check_failed) is cleared and the widget reset before the next attempt',
    marbles((m) => {
      const t = setup(m);
      t.widget.token = 'spent-token';
      t.answerTokenAuth(() => errorResult(403, { detail: BOT_CHECK_FAILED_DETAIL, code: BOT_CHECK_FAILED_CODE, reason: 'spent' }));
      t.send(100, loginWithPassword({ email: 'jane@example.com', password: 'pw' }, { correlationId: 'c1' }));
      m.flush();
      const [failed] = t.outcomes();
      expect(loginFailed.match(failed) && errorText(failed.payload.error)).toBe(BOT_CHECK_FAILED_DETAIL);
      expect(t.timeline('botCheck/')).toEqual([
        [0, 'botCheck/shown'],
        [100, 'botCheck/started'],
        [100, 'botCheck/passed'],
        [100 + SERVER_MS, 'botCheck/tokenCleared'],
        [100 + SERVER_MS, 'botCheck/failed'],
      ]);
      expect(t.state().session.turnstileToken).toBeNull();
      expect(t.state().botCheck).toEqual({ status: 'failed', failure: 'rejected' });
      expect(t.widget.resets).toBe(1);
    }),
  );

  it(
    'the magic-link request is protected too; signing in with the emailed link is not',
    marbles((m) => {
      const t = setup(m);
      const seen: Array<string | null> = [];
      t.deps.http.respond(
        MAGIC_LINK,
        () => {
          seen.push(t.state().session.turnstileToken);
          return { ok: true, value: { detail: 'sent' }, status: 200 };
        },
        { delayMs: SERVER_MS },
      );
      t.deps.http.respond({ path: 'v1/customer/magic-link/login/' }, jsonReply({ token: TOKEN }), { delayMs: SERVER_MS });
      t.when(400, (w) => (w.token = 'turnstile-3'));
      t.send(100, requestMagicLink({ email: 'jane@example.com' }, { correlationId: 'm1' }));
      t.send(5_000, loginWithMagicLink({ key: 'k' }, { correlationId: 'm2' }));
      m.flush();
      expect(seen).toEqual(['turnstile-3']);
      expect(t.outcomes().map((o) => o.type)).toEqual([magicLinkRequested.type, loggedIn.type]);
      // Only the request waited for the widget.
      expect(t.timeline('botCheck/started')).toEqual([[100, 'botCheck/started']]);
    }),
  );

  it(
    'a throttled sign-in (429, issue 13 §1) says how long to wait; the token is spent and the widget stays ready, no "Try again"',
    marbles((m) => {
      const t = setup(m);
      t.widget.token = 'turnstile-4';
      t.answerTokenAuth(() => errorResult(429, { detail: tooManyAttemptsText(8), code: THROTTLED_CODE, retry_after_s: 8 }));
      t.send(100, loginWithPassword({ email: 'jane@example.com', password: 'pw' }, { correlationId: 'c1' }));
      m.flush();
      const [failed] = t.outcomes();
      expect(loginFailed.match(failed) && errorText(failed.payload.error)).toBe('Too many attempts. Try again in 8 seconds.');
      expect(t.timeline('botCheck/')).toEqual([
        [0, 'botCheck/shown'],
        [100, 'botCheck/started'],
        [100, 'botCheck/passed'],
        [100 + SERVER_MS, 'botCheck/tokenCleared'],
      ]);
      expect(t.state().botCheck.status).toBe('idle');
      expect(t.widget.resets).toBe(1);
    }),
  );

  it(
    'an account that needs the bot check (403 bot_check_required, issue 13 §1) is told so and offered a new widget',
    marbles((m) => {
      const t = setup(m);
      t.widget.token = 'turnstile-5';
      t.answerTokenAuth(() => errorResult(403, { detail: BOT_CHECK_REQUIRED_DETAIL, code: BOT_CHECK_REQUIRED_CODE }));
      t.send(100, loginWithPassword({ email: 'jane@example.com', password: 'pw' }, { correlationId: 'c1' }));
      m.flush();
      const [failed] = t.outcomes();
      expect(loginFailed.match(failed) && errorText(failed.payload.error)).toBe(BOT_CHECK_REQUIRED_DETAIL);
      expect(t.state().botCheck).toEqual({ status: 'failed', failure: 'rejected' });
      expect(t.state().session.turnstileToken).toBeNull();
    }),
  );
});
