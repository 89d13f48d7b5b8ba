import { marbles, type Context } from 'rxjs-marbles/jest';
import { BOT_CHECK_POLL_MS, BOT_CHECK_WAIT_MS } from '../../../src/domain/constants';
import { awaitBotCheckToken, type BotCheckOutcome } from '../../../src/client/kernel/botCheck/wait';
import { createRecordingLogger } from '../../support/fakeDeps';
import { createFakeBotCheck, type FakeBotCheck } from '../../support/fakeBotCheck';

/**
 * A widget with no token yet, the bot-check wait started at virtual time 0, and a record of what happened when: the
 * outcome, every getResponse poll, resets, remounts and log lines (§8).
 */
function setup(m: Context) {
  const widget = createFakeBotCheck(null);
  const polls: number[] = [];
  const getResponse = widget.getResponse.bind(widget);
  widget.getResponse = () => {
    polls.push(m.scheduler.now());
    return getResponse();
  };
  const logger = createRecordingLogger();
  const record = (what: string) => () => events.push([m.scheduler.now(), what]);
  const events: Array<readonly [number, string]> = [];
  const reset = widget.reset.bind(widget);
  widget.reset = () => {
    record('reset')();
    reset();
  };
  const remount = widget.remount.bind(widget);
  widget.remount = () => {
    record('remount')();
    remount();
  };
  const outcomes: Array<readonly [number, BotCheckOutcome]> = [];
  let completedAt: number | null = null;
  const at = (ms: number, change: (w: FakeBotCheck) => void) => m.scheduler.schedule(() => change(widget), ms);
  const start = () =>
    awaitBotCheckToken(widget, { scheduler: m.scheduler, logger }).subscribe({
      next: (outcome) => outcomes.push([m.scheduler.now(), outcome]),
      complete: () => (completedAt = m.scheduler.now()),
    });
  const logs = () => logger.lines.map((l) => `${l.msg} (attempt ${String(l.fields?.attempt)})`);
  return { widget, polls, events, outcomes, at, start, logs, completed: () => completedAt };
}

describe('bot-check wait (§5/§9: 30 000 ms polled every 100 ms, reset on error/timeout, remount on the second failure)', () => {
  it(
    'succeeds on the first response: the token is picked up at the next 100 ms check, nothing is reset or logged',
    marbles((m) => {
      const t = setup(m);
      t.at(250, (w) => (w.token = 'tok-1'));
      t.start();
      m.flush();
      expect(t.outcomes).toEqual([[300, { ok: true, token: 'tok-1' }]]);
      expect(t.completed()).toBe(300);
      expect(t.polls).toEqual([0, 100, 200, 300]);
      expect(t.events).toEqual([]);
      expect(t.logs()).toEqual([]);
    }),
  );

  it(
    'uses a token the widget already has without waiting',
    marbles((m) => {
      const t = setup(m);
      t.widget.token = 'ready';
      t.start();
      expect(t.outcomes).toEqual([[0, { ok: true, token: 'ready' }]]);
    }),
  );

  it(
    'waits 30 000 ms checking every 100 ms; a timeout resets the widget and waits again; the second timeout remounts it and fails',
    marbles((m) => {
      const t = setup(m);
      t.start();
      m.flush();
      // First attempt: checks at 0, 100, …, 29 900 (300 checks), then its 30 s are up.
      const first = t.polls.filter((at) => at < BOT_CHECK_WAIT_MS);
      expect(first).toHaveLength(BOT_CHECK_WAIT_MS / BOT_CHECK_POLL_MS);
      expect(first.every((at, i) => at === i * BOT_CHECK_POLL_MS)).toBe(true);
      expect(first).toHaveLength(300);
      expect(t.events).toEqual([
        [30_000, 'reset'],
        [60_000, 'remount'],
      ]);
      expect(t.outcomes).toEqual([[60_000, { ok: false, problem: 'timeout' }]]);
      expect(t.logs()).toEqual(['widget timeout (attempt 1)', 'widget timeout (attempt 2)']);
      // At most 2 attempts: nothing is checked after the outcome.
      expect(Math.max(...t.polls)).toBeLessThanOrEqual(2 * BOT_CHECK_WAIT_MS);
      expect(t.polls).toHaveLength(2 * (BOT_CHECK_WAIT_MS / BOT_CHECK_POLL_MS));
    }),
  );

  it(
    'resets on a widget error and succeeds when the new challenge gives a token',
    marbles((m) => {
      const t = setup(m);
      t.at(500, (w) => w.fail('error'));
      t.at(750, (w) => (w.token = 'tok-2'));
      t.start();
      m.flush();
      expect(t.events).toEqual([[500, 'reset']]);
      expect(t.logs()).toEqual(['widget error (attempt 1)']);
      // The second attempt checks at once (500), then every 100 ms from there: 600, 700, 800.
      expect(t.outcomes).toEqual([[800, { ok: true, token: 'tok-2' }]]);
    }),
  );

  it(
    'counts an error the widget is already in, then remounts and reports the second failure (error, then widget timeout)',
    marbles((m) => {
      const t = setup(m);
      t.widget.fail('error');
      t.at(400, (w) => w.fail('timeout'));
      t.start();
      m.flush();
      expect(t.events).toEqual([
        [0, 'reset'],
        [400, 'remount'],
      ]);
      expect(t.outcomes).toEqual([[400, { ok: false, problem: 'timeout' }]]);
      expect(t.logs()).toEqual(['widget error (attempt 1)', 'widget timeout (attempt 2)']);
    }),
  );

  it(
    'reports a script that could not be loaded, twice at most: the reset loads it again, the second failure remounts',
    marbles((m) => {
      const t = setup(m);
      t.widget.fail('script');
      t.at(50, (w) => w.fail('script'));
      t.start();
      m.flush();
      expect(t.events).toEqual([
        [0, 'reset'],
        [50, 'remount'],
      ]);
      expect(t.outcomes).toEqual([[50, { ok: false, problem: 'script' }]]);
      expect(t.logs()).toEqual(['script could not be loaded (attempt 1)', 'script could not be loaded (attempt 2)']);
    }),
  );
});
