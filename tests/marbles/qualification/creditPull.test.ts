import { marbles, type Context } from 'rxjs-marbles/jest';
import type { BackgroundTask } from '../../../src/contract/entities';
import {
  goBackInQualification,
  openQualification,
  retryCreditPull,
  unwatchCreditPull,
  watchCreditPull,
} from '../../../src/client/features/qualification/actions';
import { CREDIT_POLL_INTERVAL_MS } from '../../../src/client/features/qualification/epics/creditPull';
import { errorResult } from '../../support/fakeDeps';
import { APP, consent, creditTask, freshServer, json, profile, qualificationHarness, REPORT, type ServerState } from '../../unit/qualification/harness';

const SERVER_MS = 100;
const TASKS = 'GET background-tasks/';
const PULL = 'POST credit-pull/';

/** Identity done: the wizard resumes at wait-request (with `tasks` as the credit pulls so far). */
function atWait(m: Context, tasks: BackgroundTask[], overrides: Partial<ServerState> = {}) {
  const server = freshServer({
    consents: [consent('credit'), consent('telephone')],
    profile: profile({ social_security_number: '***-**-6789', birth_date: '1970-03-05' }),
    tasks,
    ...overrides,
  });
  const h = qualificationHarness(server, { scheduler: m.scheduler, delayMs: SERVER_MS });
  const at = (ms: number, run: () => unknown) => m.scheduler.schedule(() => void run(), ms);
  const send = (ms: number, action: Parameters<typeof h.dispatch>[0]) => at(ms, () => h.dispatch(action));
  send(0, openQualification({ applicationId: APP }));
  /** Times of the requests to `what` (after the page opened). */
  const times = (what: string) => h.requestTimes.filter(([ms, r]) => r === what && ms > 0).map(([ms]) => ms);
  /** `[ms, type]` of the credit events. */
  const credit = () =>
    h.eventLog
      .entries()
      .filter((e) => e.event.type.startsWith('qualification/creditPull') || e.event.type === 'qualification/creditPollFailed')
      .map((e) => [e.at - (h.eventLog.entries()[0]?.at ?? 0), e.event.type] as const);
  return { h, server, at, send, times, credit };
}

describe('wait-request polls the background tasks (§2; §3 sorted by created_at) in virtual time', () => {
  it(
    'polls every 2000 ms after each answer while the pull runs, then stops on the report and moves to has-mortgages',
    marbles((m) => {
      const { h, server, at, send, times } = atWait(m, [creditTask('running', null)]);
      send(200, watchCreditPull({ applicationId: APP }));
      at(5000, () => {
        server.tasks = [creditTask('completed', 'credit_report_received')];
        server.report = REPORT;
      });
      m.flush();

      expect(CREDIT_POLL_INTERVAL_MS).toBe(2000);
      // 200 (watch) → answer 300 → 2300 → 2400 → 4400 → 4500 → 6500 (finished) — then nothing, however long we wait.
      expect(times(TASKS)).toEqual([200, 2300, 4400, 6500]);
      expect(times(PULL)).toEqual([]);
      expect(h.stage()).toBe('has-mortgages');
      expect(h.feature().credit.phase).toBe('received');
      // The report itself is loaded by the mortgages stage when it is shown.
      expect(times('GET credit-report/')).toEqual([]);
    }),
  );

  it(
    'never sends a poll while one is unanswered: a slow server (3000 ms) is polled 2000 ms after each answer',
    marbles((m) => {
      const { h, send, times } = atWait(m, [creditTask('running', null)]);
      h.http.respond({ method: 'GET', path: /background-tasks\/$/ }, (req) => json(req, h.server.tasks), {
        delayMs: 3000,
      });
      send(4000, watchCreditPull({ applicationId: APP }));
      send(16_000, unwatchCreditPull({ applicationId: APP }));
      m.flush();

      expect(times(TASKS)).toEqual([4000, 9000, 14_000]);
      const gaps = times(TASKS).slice(1).map((t, i) => t - (times(TASKS)[i] ?? 0));
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(3000 + CREDIT_POLL_INTERVAL_MS);
    }),
  );

  it(
    'stops when the stage is left (unwatch) and when Back leaves wait-request: no timer keeps polling',
    marbles((m) => {
      const { send, times } = atWait(m, [creditTask('running', null)]);
      send(200, watchCreditPull({ applicationId: APP }));
      send(3000, unwatchCreditPull({ applicationId: APP }));
      send(10_000, watchCreditPull({ applicationId: APP }));
      send(13_000, goBackInQualification({ applicationId: APP }));
      m.scheduler.schedule(() => undefined, 60_000);
      m.flush();

      expect(times(TASKS)).toEqual([200, 2300, 10_000, 12_100]);
    }),
  );

  it(
    'starts a pull when there is none yet, then polls it',
    marbles((m) => {
      const { h, server, at, send, times, credit } = atWait(m, []);
      send(200, watchCreditPull({ applicationId: APP }));
      at(2000, () => {
        server.tasks = server.tasks.map((t) => ({ ...t, status: 'completed', result: 'credit_report_received' }));
        server.report = REPORT;
      });
      m.flush();

      // 200: tasks (none) → 300: POST → 400 started → 2400 poll → 2500 received.
      expect(times(TASKS)).toEqual([200, 2400]);
      expect(times(PULL)).toEqual([300]);
      expect(credit().map(([, type]) => type)).toEqual([
        'qualification/creditPullRequested',
        'qualification/creditPullStarted',
        'qualification/creditPullFinished',
      ]);
      expect(h.stage()).toBe('has-mortgages');
    }),
  );

  it(
    'a frozen credit shows its page and waits; "I’ve unfrozen my credit — try again" starts a new pull',
    marbles((m) => {
      const { h, server, at, send, times } = atWait(m, [creditTask('completed', 'credit_frozen')], { nextPull: 'running' });
      send(200, watchCreditPull({ applicationId: APP }));
      at(1000, () => expect(h.feature().credit.phase).toBe('frozen'));
      send(8000, retryCreditPull({ applicationId: APP }));
      at(9000, () => {
        server.tasks = [...server.tasks.slice(0, -1), { ...server.tasks[server.tasks.length - 1]!, status: 'completed', result: 'credit_report_received' }];
        server.report = REPORT;
      });
      m.flush();

      expect(times(TASKS)).toEqual([200, 10_100]);
      expect(times(PULL)).toEqual([8000]);
      expect(h.stage()).toBe('has-mortgages');
    }),
  );

  it(
    'a credit error shows its page; Try again starts a new pull; an unfinished new pull keeps polling',
    marbles((m) => {
      const { h, send, times } = atWait(m, [creditTask('failed', null)]);
      send(200, watchCreditPull({ applicationId: APP }));
      send(1000, retryCreditPull({ applicationId: APP }));
      send(5500, unwatchCreditPull({ applicationId: APP }));
      m.flush();

      expect(times(PULL)).toEqual([1000]);
      expect(times(TASKS)).toEqual([200, 3100, 5200]);
      expect(h.feature().credit.phase).toBe('waiting');
      expect(h.stage()).toBe('wait-request');
    }),
  );

  it(
    'a failed poll shows an error and stops; Try again resumes polling without a new pull',
    marbles((m) => {
      const { h, send, at, times } = atWait(m, [creditTask('running', null)]);
      at(1000, () => h.http.respond({ method: 'GET', path: /background-tasks\/$/ }, errorResult('FETCH_ERROR'), { delayMs: SERVER_MS }));
      send(200, watchCreditPull({ applicationId: APP }));
      at(9000, () => expect(h.feature().credit.failure).toMatchObject({ step: 'poll', error: { status: 'FETCH_ERROR' } }));
      at(9500, () => h.http.respond({ method: 'GET', path: /background-tasks\/$/ }, (req) => json(req, h.server.tasks), { delayMs: SERVER_MS }));
      send(10_000, watchCreditPull({ applicationId: APP }));
      send(12_500, unwatchCreditPull({ applicationId: APP }));
      m.flush();

      expect(times(TASKS)).toEqual([200, 2300, 10_000, 12_100]);
      expect(times(PULL)).toEqual([]);
      expect(h.feature().credit.failure).toBeNull();
    }),
  );

  it(
    'a failed start shows an error; Try again starts the pull',
    marbles((m) => {
      const { h, send, at, times } = atWait(m, []);
      h.http.respond({ method: 'POST', path: /credit-pull\/$/ }, errorResult(400, { detail: 'The credit consent is missing.' }), { delayMs: SERVER_MS });
      send(200, watchCreditPull({ applicationId: APP }));
      at(1000, () => {
        expect(h.feature().credit.failure).toMatchObject({ step: 'start', error: { status: 400 } });
        h.http.respond({ method: 'POST', path: /credit-pull\/$/ }, (req) => json(req, creditTask('running', null)), {
          delayMs: SERVER_MS,
        });
      });
      send(2000, retryCreditPull({ applicationId: APP }));
      send(2200, unwatchCreditPull({ applicationId: APP }));
      m.flush();

      expect(times(PULL)).toEqual([300, 2000]);
      expect(h.feature().credit).toEqual({ phase: 'waiting', failure: null });
    }),
  );
});
