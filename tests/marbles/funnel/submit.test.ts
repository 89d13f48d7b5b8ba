import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { confirmCode, submitAddress, submitSignup } from '../../../src/client/features/funnel/actions';
import { funnelEpic } from '../../../src/client/features/funnel/epic';
import { funnelReducer } from '../../../src/client/features/funnel/reducer';
import { createTestDeps, errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { ADDRESS, EVENTS_UP_TO_APPLICANTS } from '../../unit/funnel/fixtures';

const SERVER_DELAY_MS = 300;
const FORM = { ...ADDRESS, unit_number: '', county: '' };

/** A funnel store whose fake server answers after 300 ms of virtual time; a timeline of events and navigations. */
function setup(m: Context, seed: readonly Action[] = []) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  const { store, eventLog } = createTestStore({ reducers: { funnel: funnelReducer }, epics: [funnelEpic], deps });
  for (const e of seed) store.dispatch(e);
  eventLog.clear();
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const timeline = () => [
    ...eventLog.entries().map((e) => [e.at, e.event.type] as const),
  ];
  const navigations: Array<readonly [number, string]> = [];
  const navigate = deps.navigation.navigate.bind(deps.navigation);
  deps.navigation.navigate = (path, opts) => {
    navigations.push([m.scheduler.now(), path]);
    navigate(path, opts);
  };
  return { deps, store, at, timeline, navigations };
}

describe('funnel submits in virtual time', () => {
  it(
    'a double submit while the qualification call runs is ignored (one request, one outcome, one navigation)',
    marbles((m) => {
      const { deps, at, timeline, navigations } = setup(m);
      deps.http.respond({ path: 'v1/customer/qualification/' }, jsonReply({ qualified: true, reason: null }), { delayMs: SERVER_DELAY_MS });
      at(0, submitAddress(FORM, { correlationId: 'first' }));
      at(120, submitAddress(FORM, { correlationId: 'second' }));
      m.flush();

      expect(deps.http.requests).toHaveLength(1);
      expect(timeline()).toEqual([[300, 'funnel/answerSaved']]);
      expect(navigations).toEqual([[300, '/property_type']]);
    }),
  );

  it(
    'stays on the page until the answer arrives, and a submit after a failure is handled again',
    marbles((m) => {
      const { deps, at, timeline, navigations } = setup(m, EVENTS_UP_TO_APPLICANTS.slice(0, 8));
      deps.http.respond({ path: 'v1/customer/email-verification/confirm/' }, errorResult(400, { detail: 'Wrong code' }), { delayMs: SERVER_DELAY_MS });
      at(0, confirmCode({ code: '111111' }, { correlationId: 'a' }));
      m.scheduler.schedule(
        () => deps.http.respond({ path: 'v1/customer/email-verification/confirm/' }, jsonReply({ email: 'ada@example.com', verified: true }), { delayMs: SERVER_DELAY_MS }),
        400,
      );
      at(500, confirmCode({ code: '123456' }, { correlationId: 'b' }));
      m.flush();

      expect(timeline()).toEqual([
        [300, 'funnel/codeConfirmFailed'],
        [800, 'funnel/codeConfirmed'],
      ]);
      expect(navigations).toEqual([[800, '/personal_details_phone']]);
    }),
  );

  it(
    'signup issues the session token and navigates only once the server has answered',
    marbles((m) => {
      const { deps, at, timeline, navigations } = setup(m, EVENTS_UP_TO_APPLICANTS);
      deps.http.respond(
        { path: 'v1/customer/signup/' },
        jsonReply({
          token: 'jwt',
          profile_uuid: '0b5e1f7c-2d3a-4c5b-8e6f-7a8b9c0d1e2f',
          application_uuid: '1c6f2a8d-3e4b-4d6c-9f7a-8b9c0d1e2f3a',
          app_profile_uuid: '2d7a3b9e-4f5c-4e7d-a08b-9c0d1e2f3a4b',
        }),
        { delayMs: SERVER_DELAY_MS },
      );
      at(10, submitSignup({ ownership: 'only_me', timezone: 'UTC' }, { correlationId: 's' }));
      at(20, submitSignup({ ownership: 'only_me', timezone: 'UTC' }, { correlationId: 's2' }));
      m.flush();

      expect(deps.http.requests).toHaveLength(1);
      // §5: the call waits for the bot check (the fake widget has its token at once), which the answer spends.
      expect(timeline()).toEqual([
        [10, 'botCheck/started'],
        [10, 'botCheck/passed'],
        [310, 'botCheck/tokenCleared'],
        [310, 'funnel/signupCompleted'],
        [310, 'session/tokenIssued'],
      ]);
      expect(navigations).toEqual([[310, '/create-user/2d7a3b9e-4f5c-4e7d-a08b-9c0d1e2f3a4b']]);
    }),
  );
});
