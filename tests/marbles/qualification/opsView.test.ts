import { marbles, type Context } from 'rxjs-marbles/jest';
import type { Profile } from '../../../src/contract/entities';
import { openQualification, retryCreditPull, watchCreditPull } from '../../../src/client/features/qualification/actions';
import { CREDIT_POLL_INTERVAL_MS } from '../../../src/client/features/qualification/epics/creditPull';
import { queryInvalidate } from '../../../src/client/kernel/queryCache/actions';
// Registers "LoggedUser is the selected person" in ops sessions, as the app does with the ops feature.
import '../../../src/client/kernel/readOnly/viewer';
import { readOnlyProfileSelected } from '../../../src/client/kernel/session/actions';
import { APP, consent, creditTask, freshServer, json, ME, profile, qualificationHarness, REPORT } from '../../unit/qualification/harness';

/*
 * §6 ops read-only view of the qualification wizard: an ops user watches the selected customer's step and never
 * starts anything — no credit pull, no write of any kind — and the wizard follows the banner's selector.
 */

const SERVER_MS = 100;
/** A co-applicant who has not started qualifying (no consents, no SSN). */
const CO = '1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5';
const CO_PROFILE: Profile = profile({ uuid: CO as Profile['uuid'], first_name: 'Bo', email: 'bo@example.com' });

/** Ops watching an application whose primary applicant (ME) is at wait-request; `tasks` are its credit pulls so far. */
function opsAtWait(m: Context, tasks = [] as ReturnType<typeof creditTask>[]) {
  const server = freshServer({
    consents: [consent('credit'), consent('telephone')],
    profile: profile({ social_security_number: '***-**-6789', birth_date: '1970-03-05' }),
    tasks,
  });
  const h = qualificationHarness(server, { scheduler: m.scheduler, delayMs: SERVER_MS, ops: true });
  // In an ops session LoggedUser is `GET /v1/customer/profile/{uuid}/` of the selected person.
  h.http.respond({ method: 'GET', path: `v1/customer/profile/${ME}/` }, (req) => json(req, server.profile), { delayMs: SERVER_MS });
  h.http.respond({ method: 'GET', path: `v1/customer/profile/${CO}/` }, (req) => json(req, CO_PROFILE), { delayMs: SERVER_MS });
  const at = (ms: number, run: () => unknown) => m.scheduler.schedule(() => void run(), ms);
  const send = (ms: number, action: Parameters<typeof h.dispatch>[0]) => at(ms, () => h.dispatch(action));
  /** What the ops epic sends when a profile is chosen in the banner (the event, then LoggedUser refreshed). */
  const choose = (ms: number, profileUuid: string) =>
    at(ms, () => {
      h.dispatch(readOnlyProfileSelected({ applicationId: APP, applicationProfileUuid: `${profileUuid.slice(0, -1)}0`, profileUuid }));
      h.dispatch(queryInvalidate({ groups: ['LoggedUser'] }));
    });
  const writes = () => h.requestTimes.filter(([, r]) => !r.startsWith('GET '));
  const creditEvents = () => h.eventTypes().filter((t) => t.startsWith('qualification/creditP'));
  return { h, server, at, send, choose, writes, creditEvents };
}

describe('qualification wizard in the ops read-only view (virtual time)', () => {
  it(
    'never starts a credit pull: says none has started, then follows the customer’s pull to its result',
    marbles((m) => {
      const { h, server, at, send, choose, writes, creditEvents } = opsAtWait(m);
      choose(0, ME);
      send(1, openQualification({ applicationId: APP }));
      send(1000, watchCreditPull({ applicationId: APP }));
      m.scheduler.schedule(() => {
        expect(h.stage()).toBe('wait-request');
        expect(h.feature().credit).toEqual({ phase: 'not-started', failure: null });
      }, 1000 + SERVER_MS + 1);
      // A retry (its button is disabled for ops) would not start one either.
      send(1500, retryCreditPull({ applicationId: APP }));
      // The customer starts a pull on their side; later the report arrives.
      at(4000, () => {
        server.tasks = [creditTask('running', null)];
      });
      m.scheduler.schedule(() => expect(h.feature().credit.phase).toBe('waiting'), 4000 + CREDIT_POLL_INTERVAL_MS + 2 * SERVER_MS);
      at(9000, () => {
        server.tasks = [creditTask('completed', 'credit_report_received')];
        server.report = REPORT;
      });
      m.flush();

      expect(writes()).toEqual([]);
      // Each state announced once per watch (the retry restarted it), however many polls saw it.
      expect(creditEvents()).toEqual([
        'qualification/creditPullNotStarted',
        'qualification/creditPullNotStarted',
        'qualification/creditPullWaiting',
        'qualification/creditPullFinished',
      ]);
      expect(h.feature().credit.phase).toBe('received');
      expect(h.stage()).toBe('has-mortgages');
    }),
  );

  it(
    'switching the selected profile shows that person’s step, without any write',
    marbles((m) => {
      const { h, choose, send, writes } = opsAtWait(m, [creditTask('running', null)]);
      choose(0, ME);
      send(1, openQualification({ applicationId: APP }));
      m.scheduler.schedule(() => expect(h.stage()).toBe('wait-request'), 1000);
      choose(2000, CO);
      m.scheduler.schedule(() => expect(h.stage()).toBe('authorize-credit'), 3000);
      choose(4000, ME);
      m.flush();

      expect(h.stage()).toBe('wait-request');
      expect(h.feature().resume).toBe('ready');
      expect(writes()).toEqual([]);
    }),
  );

  it(
    'choosing the person already shown does not load the wizard again',
    marbles((m) => {
      const { h, choose, send } = opsAtWait(m);
      choose(0, ME);
      send(1, openQualification({ applicationId: APP }));
      choose(2000, ME);
      m.flush();

      expect(h.eventTypes().filter((t) => t === 'qualification/opened')).toHaveLength(1);
      expect(h.stage()).toBe('wait-request');
    }),
  );
});
