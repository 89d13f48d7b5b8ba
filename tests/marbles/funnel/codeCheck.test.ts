import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { checkCodeAsTyped, openVerificationLink } from '../../../src/client/features/funnel/actions';
import { CODE_CHECK_DEBOUNCE_MS } from '../../../src/client/features/funnel/epics/codeCheckEpics';
import { funnelEpic } from '../../../src/client/features/funnel/epic';
import { funnelReducer, type FunnelState } from '../../../src/client/features/funnel/reducer';
import { createTestDeps, errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { EVENTS_UP_TO_APPLICANTS } from '../../unit/funnel/fixtures';

const CHECK = 'v1/customer/email-verification/check/';
/** The funnel slice of a test store. */
const funnelOf = (store: { getState(): unknown }) => (store.getState() as { funnel: FunnelState }).funnel;

/** Up to the code being sent to ada@example.com (page 7), not yet confirmed. */
const AT_PAGE_7 = EVENTS_UP_TO_APPLICANTS.slice(0, 8);

/** A funnel store on page 7 whose fake server answers after `delayMs` of virtual time; `type(ms, code)` types a value. */
function setup(m: Context, seed: readonly Action[] = AT_PAGE_7) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  const { store, eventLog } = createTestStore({ reducers: { funnel: funnelReducer }, epics: [funnelEpic], deps });
  for (const e of seed) store.dispatch(e);
  eventLog.clear();
  const type = (ms: number, code: string) => m.scheduler.schedule(() => void store.dispatch(checkCodeAsTyped({ code })), ms);
  const timeline = () => eventLog.entries().map((e) => [e.at, e.event.type, (e.event.payload as { code?: string }).code] as const);
  return { deps, store, type, timeline };
}

describe('the verification code is checked as it is typed (issue 12 §3)', () => {
  it(
    'waits for a pause in typing and checks only a full code, once',
    marbles((m) => {
      const { deps, type, timeline, store } = setup(m);
      deps.http.respond({ path: CHECK }, jsonReply({ valid: true }), { delayMs: 100 });
      // Typed one digit every 100 ms: no check while typing, none for a partial code.
      ['1', '12', '123', '1234', '12345', '123456'].forEach((code, i) => type(i * 100, code));
      m.flush();

      expect(deps.http.requests.map((r) => r.body)).toEqual([{ email: 'ada@example.com', code: '123456' }]);
      expect(timeline()).toEqual([[500 + CODE_CHECK_DEBOUNCE_MS + 100, 'funnel/codeChecked', '123456']]);
      expect(funnelOf(store).codeCheck).toEqual({ code: '123456', result: 'valid' });
    }),
  );

  it(
    'a newer code cancels the check in flight: only the latest answer counts',
    marbles((m) => {
      const { deps, type, timeline, store } = setup(m);
      deps.http.respond({ path: CHECK }, jsonReply({ valid: true }), { delayMs: 300 });
      type(0, '111111');
      // The first check starts at 400 ms; the person corrects the code at 500 ms, before its answer (700 ms), which is dropped.
      m.scheduler.schedule(() => deps.http.respond({ path: CHECK }, jsonReply({ valid: false }), { delayMs: 300 }), 450);
      type(500, '222222');
      m.flush();

      expect(deps.http.requests.map((r) => (r.body as { code: string }).code)).toEqual(['111111', '222222']);
      expect(timeline()).toEqual([[500 + CODE_CHECK_DEBOUNCE_MS + 300, 'funnel/codeChecked', '222222']]);
      expect(funnelOf(store).codeCheck).toEqual({ code: '222222', result: 'invalid' });
    }),
  );

  it(
    'too many wrong guesses (429) is an answer the page shows, for that code',
    marbles((m) => {
      const { deps, type, store } = setup(m);
      deps.http.respond({ path: CHECK }, errorResult(429, { detail: 'Too many attempts. Try again in 10 minutes.' }));
      type(0, '999999');
      m.flush();

      expect(funnelOf(store).codeCheck).toMatchObject({ code: '999999', result: 'failed', error: { status: 429 } });
    }),
  );

  it(
    'without an email (state lost) nothing is sent',
    marbles((m) => {
      const { deps, type, timeline } = setup(m, []);
      type(0, '123456');
      m.flush();

      expect(deps.http.requests).toEqual([]);
      expect(timeline()).toEqual([]);
    }),
  );

  it(
    'the emailed link looks its code up once; an unknown code is a failure, a malformed one is not sent',
    marbles((m) => {
      const { deps, store } = setup(m);
      deps.http.respond(
        { path: 'v1/customer/email-verification/verification-code-data/123456/' },
        jsonReply({ masked_email: 'a***@example.com', expires_at: '2030-01-01T00:10:00.000Z', confirmed: false }),
        { delayMs: 50 },
      );
      m.scheduler.schedule(() => void store.dispatch(openVerificationLink({ code: '123456' })), 0);
      m.flush();
      expect(funnelOf(store).verificationLink).toEqual({
        code: '123456', status: 'read', maskedEmail: 'a***@example.com', expiresAt: '2030-01-01T00:10:00.000Z', confirmed: false,
      });

      store.dispatch(openVerificationLink({ code: '12ab' }));
      m.flush();
      expect(deps.http.requests).toHaveLength(1);
      expect(funnelOf(store).verificationLink).toMatchObject({ code: '12ab', status: 'failed', error: { status: 404 } });
    }),
  );
});
