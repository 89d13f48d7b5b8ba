import { marbles } from 'rxjs-marbles/jest';
import { TASK_VIEWED_THROTTLE_MS } from '../../../src/domain/constants';
import { PRODUCT_VERSION_WAIT_MS } from '../../../src/client/analytics/epic';
import { callRejected } from '../../../src/client/analytics/actions';
import { taskViewed } from '../../../src/client/features/tasks/actions';
import { fieldErrorShown } from '../../../src/client/kernel/forms/events';
import { sessionEnded, tokenIssued } from '../../../src/client/kernel/session/actions';
import { trackingPlanViolations } from '../../../src/contract/trackingPlan';
import { makeToken } from '../../unit/app/fixtures';
import { analyticsHarness } from './harness';

const APP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const TASK_A = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const TASK_B = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
/** Task A is a mortgage statement upload, task B the password task: their calls tell them apart by task_type. */
const viewed = (taskUuid: string) =>
  taskUuid === TASK_A
    ? taskViewed({ applicationId: APP, taskUuid, taskType: 'mortgage-statement', taskName: 'documents', tasksVersion: 1 })
    : taskViewed({ applicationId: APP, taskUuid, taskType: 'set-password', taskName: 'password', tasksVersion: 1 });
const customer = makeToken({ uuid: '11111111-1111-4111-8111-111111111111', expSeconds: 4_000_000_000 });

describe('analytics derivation in virtual time (issue #5 §2, §4)', () => {
  it(
    `Task Viewed: at most one per task per ${TASK_VIEWED_THROTTLE_MS} ms; two tasks do not throttle each other`,
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(0, h.mount);
      h.at(0, viewed(TASK_A));
      h.at(1000, viewed(TASK_A));
      h.at(1500, viewed(TASK_B));
      h.at(2999, viewed(TASK_A));
      h.at(3000, viewed(TASK_A));
      h.at(4000, viewed(TASK_B));
      h.at(4500, viewed(TASK_B));
      m.flush();
      // Each Task Viewed carries the time of the event it was derived from.
      expect(h.events().map(({ event }) => [Date.parse(event.timestamp), event.properties.task_type])).toEqual([
        [0, 'mortgage-statement'],
        [1500, 'set-password'],
        [3000, 'mortgage-statement'],
        [4500, 'set-password'],
      ]);
    }),
  );

  it(
    'derives the backlog from before analytics loaded and then live events — each exactly once, in order',
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(0, h.page('/'));
      h.at(10, tokenIssued({ token: customer, source: 'restored' }));
      h.at(20, h.page('/login'));
      h.at(500, h.mount);
      h.at(600, h.page(`/applications/${APP}`));
      h.at(700, h.page(`/applications/${APP}/tasks`));
      m.flush();
      expect(h.events().map(({ event }) => `${event.type}:${event.name}@${Date.parse(event.timestamp)}`)).toEqual([
        'page:Index@0',
        'identify:@10',
        'page:Login@20',
        'page:Home@600',
        'page:Tasks@700',
      ]);
    }),
  );

  it(
    'a call the plan refuses is never sent; it is counted, and the count is sent — also for a refusal inside the backlog',
    marbles((m) => {
      const h = analyticsHarness(m, { dev: true });
      h.at(0, h.page('/login'));
      h.at(0, fieldErrorShown({ field: 'not a field name!', kind: 'required' }));
      h.at(100, h.mount);
      h.at(200, fieldErrorShown({ field: 'also wrong?', kind: 'required' }));
      h.at(300, fieldErrorShown({ field: 'email', kind: 'required' }));
      m.flush();
      const sent = h.events().map(({ event }) => event);
      expect(sent.map((e) => `${e.type}:${e.name}`)).toEqual([
        'page:Login',
        'track:Tracking Plan Violation Counted',
        'track:Tracking Plan Violation Counted',
        'track:Required Field Not Entered',
      ]);
      expect(sent.filter((e) => e.name === 'Tracking Plan Violation Counted').map((e) => e.properties.count)).toEqual([1, 2]);
      for (const e of sent) expect(trackingPlanViolations(e)).toEqual([]);
      expect(h.counts().rejected).toEqual({ 'track:Required Field Not Entered': 2 });
      expect(h.eventLog.entries().filter((e) => callRejected.match(e.event))).toHaveLength(2);
      const warnings = h.deps.logger.lines.filter((l) => l.level === 'warn');
      expect(warnings).toHaveLength(2);
      expect(JSON.stringify(warnings)).not.toContain('not a field name!');
    }),
  );

  it(
    'outside development a refusal is counted without a warning',
    marbles((m) => {
      const h = analyticsHarness(m, { dev: false });
      h.at(0, h.mount);
      h.at(0, fieldErrorShown({ field: 'bad name', kind: 'format' }));
      m.flush();
      expect(h.counts().rejected).toEqual({ 'track:Incorrect Format Entered': 1 });
      expect(h.deps.logger.lines.filter((l) => l.level === 'warn')).toEqual([]);
    }),
  );

  it(
    '§6: an ops session sends nothing at all — and what an anonymous visitor had buffered is dropped when it starts',
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(0, h.mount);
      h.at(0, h.page('/'));
      h.at(1000, tokenIssued({ token: customer, source: 'password', isOps: true }));
      h.at(1100, h.page(`/applications/${APP}`));
      h.at(1200, viewed(TASK_A));
      h.at(1300, fieldErrorShown({ field: 'email', kind: 'required' }));
      h.at(60_000, h.page(`/applications/${APP}/tasks`));
      m.flush();
      expect(h.sent).toEqual([]);
      expect(h.deps.http.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    }),
  );

  it(
    'after the ops session ends, a customer is tracked again',
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(0, h.mount);
      h.at(0, tokenIssued({ token: customer, source: 'password', isOps: true }));
      h.at(100, h.page('/'));
      h.at(200, sessionEnded({ reason: 'signed-out' }));
      h.at(300, h.page('/login'));
      m.flush();
      expect(h.events().map(({ event }) => event.name)).toEqual(['Login']);
    }),
  );

  it(
    `without the product version after ${PRODUCT_VERSION_WAIT_MS} ms, calls carry productVersion 'unknown'`,
    marbles((m) => {
      const h = analyticsHarness(m, { version: 'silent' });
      h.at(0, h.mount);
      h.at(0, h.page('/login'));
      m.flush();
      expect(h.events().map(({ at, event }) => [at, event.properties.productVersion])).toEqual([[PRODUCT_VERSION_WAIT_MS + 5000, 'unknown']]);
    }),
  );

  it(
    'every call of a browser session carries the same anonymous id, kept in session storage',
    marbles((m) => {
      const h = analyticsHarness(m);
      h.at(0, h.mount);
      h.at(0, h.page('/'));
      h.at(10_000, h.page('/login'));
      m.flush();
      const ids = new Set(h.events().map(({ event }) => event.anonymous_id));
      expect(ids.size).toBe(1);
      expect(h.deps.storage.get('analytics-anonymous-id')).toBe([...ids][0]);
    }),
  );

  it(
    'an analytics epic restarted after an error (a bug) sends nothing twice — at worst the calls it had buffered are lost',
    marbles((m) => {
      const h = analyticsHarness(m, { dev: true });
      let failures = 1;
      const warn = h.deps.logger.warn;
      h.deps.logger.warn = (msg, fields) => {
        if (msg.startsWith('analytics call refused') && failures-- > 0) throw new Error('logger broke');
        warn(msg, fields);
      };
      h.at(0, h.mount);
      h.at(0, h.page('/login'));
      h.at(100, fieldErrorShown({ field: 'not a name!', kind: 'required' }));
      h.at(200, h.page('/'));
      m.flush();
      // 'Login' was in the failed epic's buffer; the restarted one folds the log again but derives only what is new.
      expect(h.events().map(({ event }) => event.name)).toEqual(['Index']);
      expect(h.deps.logger.lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual(['epic failed; restarted']);
    }),
  );
});
