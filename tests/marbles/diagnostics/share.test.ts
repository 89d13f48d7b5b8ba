import type { Action } from '@reduxjs/toolkit';
import { EMPTY, of } from 'rxjs';
import { marbles, type Context } from 'rxjs-marbles/jest';
import type { DiagnosticUpload } from '../../../src/contract/diagnostics';
import { recordingCalls } from '../../../src/client/app/deps';
import {
  DIAGNOSTICS_KEY, diagnosticShared, diagnosticShareFailed, diagnosticsEpic, diagnosticsReducer, diagnosticShareStarted, shareDiagnostic,
} from '../../../src/client/features/diagnostics';
import { botCheckReducer, BOT_CHECK_KEY } from '../../../src/client/kernel/botCheck/reducer';
import { CONSENT_KEY, consentReducer } from '../../../src/client/kernel/consent/reducer';
import { diagnosticEntries } from '../../../src/client/kernel/diagnostics/prepare';
import { createDiagnosticsRecorder, type DiagnosticsRecorder } from '../../../src/client/kernel/diagnostics/recorder';
import { defineCommand, defineEvent } from '../../../src/client/kernel/actions';
import { endpointRequest } from '../../../src/client/kernel/http/endpointRequest';
import { createQueryCacheEpic, QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel';
import { initialSessionState, SESSION_KEY } from '../../../src/client/kernel/session/reducer';
import { listTasks } from '../../../src/contract/tasks';
import { createTestDeps, errorResult, fetchErrorResult, jsonReply, type TestDeps } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';

/*
 * The diagnostics capture, its cap and the share, in virtual time (docs/diagnostics.md): the recorder keeps every
 * command and event the store sees and every API call as it answers, stamped by the clock; the last 2,000 are kept,
 * oldest first out; sharing posts them scrubbed, once, and a failure says so and keeps everything for "Try again",
 * which sends the same key again.
 */

const APP = '0b3f6c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
const NAME = 'Quillonette';
const typed = defineEvent<{ applicationId: string; middle_name: string }>('sections/fieldTyped');
const asked = defineCommand<{ applicationId: string }>('sections/open');
const DELAY_MS = 40;
const RECEIPT = { uuid: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', code: 'HER-7K3Q-92', created_at: '2026-11-28T12:00:00.000Z' };

/** A store with the diagnostics feature and the recorder in place, signed in or not, and the share's answer. */
function setup(m: Context, o: { signedIn: boolean; answers: Array<'ok' | 'offline' | 'refused'>; recorder?: DiagnosticsRecorder }) {
  const recorder = o.recorder ?? createDiagnosticsRecorder();
  const base: TestDeps = createTestDeps({ scheduler: m.scheduler });
  let keys = 0;
  const deps: TestDeps = {
    ...base,
    http: { ...base.http, ...recordingCalls(base.http, recorder, () => m.scheduler.now()) },
    diagnostics: {
      entries: () => recorder.entries(),
      environment: () => of({
        patternOf: (p: string) => (p.startsWith('/applications/') ? '/applications/:applicationId/tasks' : null),
        flags: { sessionReplay: false, chat: false, turnstile: false }, browser: 'Chrome 131',
        newKey: () => `7f000000-0000-4000-8000-00000000000${++keys}`, copy: () => Promise.resolve(), replayer: () => EMPTY,
      }),
    },
  };
  base.http.respond({ method: 'GET', path: 'v2/customer/version/' }, jsonReply({ version: '0.1.0' }));
  base.http.respond({ method: 'GET', path: `v1/customer/application/${APP}/tasks/` }, errorResult(500, { detail: 'boom' }), { delayMs: DELAY_MS });
  let n = 0;
  const ok = jsonReply(RECEIPT) as (req: unknown) => ReturnType<typeof fetchErrorResult>;
  const reply = (req: unknown) => {
    const answer = o.answers[Math.min(n++, o.answers.length - 1)];
    return answer === 'ok' ? ok(req) : answer === 'offline' ? fetchErrorResult() : errorResult(400, { detail: 'Invalid request' });
  };
  base.http.respond({ method: 'POST', path: /^v1\/customer\/diagnostics\/(anonymous\/)?$/ }, reply, { delayMs: DELAY_MS });
  const session = o.signedIn ? { ...initialSessionState, token: 'jwt' } : initialSessionState;
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, [DIAGNOSTICS_KEY]: diagnosticsReducer, [CONSENT_KEY]: consentReducer, [BOT_CHECK_KEY]: botCheckReducer, [SESSION_KEY]: () => session },
    epics: [createQueryCacheEpic(), diagnosticsEpic],
    deps,
    middleware: [recorder.middleware(deps.clock)],
  });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const events = () => eventLog.entries().map((e) => e.event as Action & { payload?: unknown });
  const posts = () => base.http.requestsTo({ method: 'POST', path: /diagnostics/ }).map((r) => ({ path: r.path, body: r.body as DiagnosticUpload }));
  return { at, events, posts, recorder, deps, store };
}

describe('the diagnostics capture (virtual time)', () => {
  it('records commands, events, API calls (method, route pattern, status, duration) and pages, stamped by the clock', marbles((m) => {
    const { at, recorder, deps } = setup(m, { signedIn: true, answers: ['ok'] });
    at(0, asked({ applicationId: APP }));
    m.scheduler.schedule(() => recorder.record({ at: m.scheduler.now(), k: 'page', pathname: `/applications/${APP}/tasks` }), 5);
    at(10, typed({ applicationId: APP, middle_name: NAME }));
    m.scheduler.schedule(() => void deps.http.request(endpointRequest(listTasks, { params: { uuid: APP } })).subscribe(), 20);
    m.flush();
    const sent = diagnosticEntries(recorder.entries(), (p) => (p.includes('/tasks') ? '/applications/:applicationId/tasks' : null));
    expect(sent).toEqual([
      { t: 0, k: 'command', type: 'sections/open', payload: { applicationId: '00000000-0000-4000-8000-000000000001' } },
      { t: 5, k: 'page', route: '/applications/:applicationId/tasks' },
      { t: 10, k: 'event', type: 'sections/fieldTyped', payload: { applicationId: '00000000-0000-4000-8000-000000000001', middle_name: '' } },
      { t: 20, k: 'http', method: 'GET', route: 'v1/customer/application/:uuid/tasks/', status: 500, ms: DELAY_MS },
    ]);
    expect(JSON.stringify(sent)).not.toContain(NAME);
  }));

  it('keeps the last 2,000 entries, oldest first out', marbles((m) => {
    const { at, recorder } = setup(m, { signedIn: true, answers: ['ok'], recorder: createDiagnosticsRecorder() });
    for (let i = 0; i < 2300; i++) at(i, typed({ applicationId: APP, middle_name: `${i}` }));
    m.flush();
    const kept = recorder.entries();
    expect(kept).toHaveLength(2000);
    expect(kept[0]).toMatchObject({ at: 300, payload: { middle_name: '300' } });
    expect(kept[1999]).toMatchObject({ at: 2299 });
    // Times count from the oldest kept entry.
    expect(diagnosticEntries(kept, () => null)[0]?.t).toBe(0);
  }));
});

describe('sharing a diagnostic (virtual time)', () => {
  it('signed in: one POST of the scrubbed log with the application and context; the code arrives as an event', marbles((m) => {
    const { at, events, posts } = setup(m, { signedIn: true, answers: ['ok'] });
    at(0, typed({ applicationId: APP, middle_name: NAME }));
    at(100, shareDiagnostic({ applicationId: APP }));
    at(110, shareDiagnostic({ applicationId: APP }));
    m.flush();
    expect(posts()).toHaveLength(1);
    const [post] = posts();
    expect(post?.path).toBe('v1/customer/diagnostics/');
    expect(post?.body).toMatchObject({ client_key: '7f000000-0000-4000-8000-000000000001', application_uuid: APP, context: { portal_version: '0.1.0', browser: 'Chrome 131', consent: { decided: false } } });
    expect(post?.body.entries[0]).toEqual({ t: 0, k: 'event', type: 'sections/fieldTyped', payload: { applicationId: '00000000-0000-4000-8000-000000000001', middle_name: '' } });
    expect(JSON.stringify(post?.body)).not.toContain(NAME);
    expect(events().filter((e) => diagnosticShared.match(e)).map((e) => e.payload)).toEqual([{ uuid: RECEIPT.uuid, code: RECEIPT.code }]);
  }));

  it('a failed share tells the person and keeps the log; "Try again" sends it again with the same key, log and all', marbles((m) => {
    const { at, events, posts, recorder, store } = setup(m, { signedIn: true, answers: ['offline', 'ok'] });
    at(0, typed({ applicationId: APP, middle_name: NAME }));
    at(100, shareDiagnostic({ applicationId: APP }));
    m.scheduler.schedule(() => {
      expect((store.getState() as Record<string, { status: string; error: { status: string } }>)[DIAGNOSTICS_KEY]).toMatchObject({ status: 'failed', error: { status: 'FETCH_ERROR' } });
      expect(recorder.entries().some((e) => e.k === 'event' && e.type === 'sections/fieldTyped')).toBe(true);
    }, 100 + DELAY_MS + 1);
    at(500, shareDiagnostic({ applicationId: APP }));
    m.flush();
    const [first, second] = posts();
    expect(events().filter((e) => diagnosticShareFailed.match(e))).toHaveLength(1);
    expect(events().filter((e) => diagnosticShareStarted.match(e)).map((e) => e.payload)).toEqual([{ clientKey: first?.body.client_key }, { clientKey: first?.body.client_key }]);
    expect(second?.body.client_key).toBe(first?.body.client_key);
    // The second sends everything the first did, and what happened since (the failure, the share commands).
    expect(second?.body.entries.slice(0, first?.body.entries.length ?? 0)).toEqual(first?.body.entries);
    expect(second?.body.entries.some((e) => e.k === 'event' && e.type === 'diagnostics/shareFailed')).toBe(true);
    expect(events().filter((e) => diagnosticShared.match(e))).toHaveLength(1);
  }));

  it('signed out: waits for the bot check, then posts to the anonymous endpoint without an application', marbles((m) => {
    const { at, posts, events } = setup(m, { signedIn: false, answers: ['ok'] });
    at(0, shareDiagnostic({ applicationId: null }));
    m.flush();
    expect(posts().map((p) => p.path)).toEqual(['v1/customer/diagnostics/anonymous/']);
    expect(posts()[0]?.body).not.toHaveProperty('application_uuid');
    expect(events().map((e) => e.type)).toEqual(expect.arrayContaining(['botCheck/started', 'botCheck/passed', 'diagnostics/shared']));
  }));
});
