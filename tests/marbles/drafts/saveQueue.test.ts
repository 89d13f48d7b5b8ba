import type { Action, AnyAction } from '@reduxjs/toolkit';
import { filter, finalize, ignoreElements, map, mergeMap, of, tap, timer } from 'rxjs';
import { marbles, type Context } from 'rxjs-marbles/jest';
import type { SectionName } from '../../../src/contract/sectionEnums';
import { sectionQueryOf } from '../../../src/client/kernel/api/formQueries';
import { reportCustomerChange } from '../../../src/client/kernel/changes/actions';
import { correlationOf, isEvent } from '../../../src/client/kernel/actions';
import {
  closeDraft, DRAFT_INDEX_KEY, DRAFT_SAVE_DEBOUNCE_MS, draftsEpic, draftsReducer, draftStorageKey, editDraft, flushDraft,
  openDraft, retryDraftSave, selectDraft, selectRunningSaveQueue, submitSectionCommand, type DraftsEpicState,
} from '../../../src/client/kernel/drafts';
import type { AppEpic } from '../../../src/client/kernel/epic';
import type { HttpRequest, HttpResult } from '../../../src/client/kernel/http/types';
import { createQueryCacheEpic, QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { createTestDeps, fetchErrorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';

const APP = '6f1c7c52-8f0e-4a39-9d7e-2b1f2f6f1a01';
const SECTION: SectionName = 'investment-information';
const REF = { applicationId: APP, section: SECTION };
const SERVER_DELAY_MS = 100;

interface ServerRecord {
  revision: number;
  values: Record<string, unknown>;
  status: 'not-started' | 'in-progress' | 'completed';
}

/** One call the fake sandbox received: virtual time, method, path section and the draft body's revision/values. */
interface Call {
  at: number;
  method: string;
  revision?: number;
  values?: unknown;
}

/**
 * A store with the query cache and the drafts queue on the marble scheduler, over a fake sandbox that keeps one record
 * per section like the real one (a higher revision replaces it; an equal or lower one answers it unchanged) and
 * answers after `delayMs`. `server.down` turns every call into a network failure. Every action is recorded.
 */
function setup(m: Context, opts: { delayMs?: number; records?: Partial<Record<SectionName, ServerRecord>>; storage?: Record<string, string>; extraEpics?: AppEpic[] } = {}) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  for (const [k, v] of Object.entries(opts.storage ?? {})) deps.storage.set(k, v);
  const delayMs = opts.delayMs ?? SERVER_DELAY_MS;
  const server = { down: false, records: new Map(Object.entries(opts.records ?? {})) as Map<string, ServerRecord> };
  const calls: Call[] = [];
  const flight = { now: 0, max: 0 };
  const recordJson = (section: string) => {
    const r = server.records.get(section) ?? { revision: 0, values: {}, status: 'not-started' };
    return { section, status: r.status, revision: r.revision, values: r.values, updated_at: null, submitted_at: null };
  };
  const sectionOf = (req: HttpRequest<unknown>) => req.path.replace(/\/$/, '').split('/').filter((p) => p !== 'submit').pop() ?? '';
  const later = (req: HttpRequest<unknown>, answer: () => HttpResult<unknown>) => {
    flight.now += 1;
    flight.max = Math.max(flight.max, flight.now);
    const result = server.down ? fetchErrorResult() : answer();
    return timer(delayMs, m.scheduler).pipe(
      map(() => result),
      finalize(() => (flight.now -= 1)),
    );
  };
  deps.http.respond({ method: 'PUT', path: /sections\/[a-z-]+\/$/ }, (req) => {
    const body = req.body as { section: string; revision: number; values: Record<string, unknown> };
    calls.push({ at: m.scheduler.now(), method: 'PUT', revision: body.revision, values: body.values });
    return later(req, () => {
      const current = server.records.get(body.section);
      if (!current || body.revision > current.revision) server.records.set(body.section, { revision: body.revision, values: body.values, status: 'in-progress' });
      return (jsonReply(recordJson(body.section)) as (r: HttpRequest<unknown>) => HttpResult<unknown>)(req);
    });
  });
  deps.http.respond({ method: 'POST', path: /sections\/[a-z-]+\/submit\/$/ }, (req) => {
    calls.push({ at: m.scheduler.now(), method: 'POST' });
    return later(req, () => {
      const section = sectionOf(req);
      const current = server.records.get(section);
      if (current) current.status = 'completed';
      return (jsonReply(recordJson(section)) as (r: HttpRequest<unknown>) => HttpResult<unknown>)(req);
    });
  });
  deps.http.respond({ method: 'GET', path: /sections\/[a-z-]+\/$/ }, (req) =>
    later(req, () => (jsonReply(recordJson(sectionOf(req))) as (r: HttpRequest<unknown>) => HttpResult<unknown>)(req)),
  );

  const seen: Array<{ at: number; action: AnyAction }> = [];
  const recorder: AppEpic = (action$) =>
    action$.pipe(
      tap((action) => seen.push({ at: m.scheduler.now(), action })),
      ignoreElements(),
    );
  const { store } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, drafts: draftsReducer },
    epics: [createQueryCacheEpic(), draftsEpic, recorder, ...(opts.extraEpics ?? [])],
    deps,
  });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const state = () => store.getState() as DraftsEpicState;
  const puts = () => calls.filter((c) => c.method === 'PUT');
  const events = (type?: string) =>
    seen.filter((s) => isEvent(s.action) && s.action.type.startsWith('drafts/') && (type === undefined || s.action.type === type)).map((s) => [s.at, s.action.type]);
  return { deps, server, calls, puts, flight, at, state, seen, events, store };
}

const edit = (values: Record<string, unknown>) => editDraft({ ...REF, values });

describe('draft save queue in virtual time (issue #3 §2, §3 runningSaveQueue)', () => {
  it(
    'sends no PUT while the person types, then one PUT of the latest values 1000 ms after the last edit',
    marbles((m) => {
      const t = setup(m);
      at3(t, [0, 300, 600]);
      m.scheduler.schedule(() => {
        expect(t.puts()).toEqual([]);
        expect(selectDraft(t.state(), REF)).toMatchObject({ status: 'pending', revision: 3, values: { use_of_proceeds_other: 'abc' } });
        expect(selectRunningSaveQueue(t.state())).toBe(true);
      }, 600 + DRAFT_SAVE_DEBOUNCE_MS - 1);
      m.flush();

      expect(t.puts()).toEqual([{ at: 1600, method: 'PUT', revision: 3, values: { use_of_proceeds_other: 'abc' } }]);
      expect(t.events()).toEqual([
        [0, 'drafts/edited'], [300, 'drafts/edited'], [600, 'drafts/edited'], [1600, 'drafts/saveStarted'], [1700, 'drafts/saved'],
      ]);
      expect(selectDraft(t.state(), REF)).toMatchObject({ status: 'saved', savedRevision: 3 });
      expect(selectRunningSaveQueue(t.state())).toBe(false);
      expect(t.server.records.get(SECTION)?.values).toEqual({ use_of_proceeds_other: 'abc' });
    }),
  );

  it(
    'keeps one save in flight; edits made meanwhile are saved right after it, latest values only',
    marbles((m) => {
      const t = setup(m, { delayMs: 500 });
      t.at(0, edit({ use_of_proceeds_other: 'a' }));
      // Save of revision 1 runs 1000–1500; two edits and a flush arrive while it is in flight.
      t.at(1100, edit({ use_of_proceeds_other: 'ab' }));
      t.at(1200, flushDraft(REF));
      t.at(1300, edit({ use_of_proceeds_other: 'abc' }));
      m.flush();

      expect(t.flight.max).toBe(1);
      expect(t.puts()).toEqual([
        { at: 1000, method: 'PUT', revision: 1, values: { use_of_proceeds_other: 'a' } },
        { at: 1500, method: 'PUT', revision: 3, values: { use_of_proceeds_other: 'abc' } },
      ]);
      expect(t.server.records.get(SECTION)).toMatchObject({ revision: 3, values: { use_of_proceeds_other: 'abc' } });
      expect(selectDraft(t.state(), REF).status).toBe('saved');
    }),
  );

  it(
    'a failed save keeps the values (state and storage); retry sends the same values and revision once the server is back',
    marbles((m) => {
      const t = setup(m);
      t.server.down = true;
      t.at(0, edit({ requested_amount: 50_000 }));
      m.scheduler.schedule(() => {
        expect(selectDraft(t.state(), REF)).toMatchObject({ status: 'failed', values: { requested_amount: 50_000 }, error: { status: 'FETCH_ERROR' } });
        expect(JSON.parse(t.deps.storage.get(draftStorageKey(REF)) ?? 'null')).toEqual({ revision: 1, values: { requested_amount: 50_000 } });
        expect(selectRunningSaveQueue(t.state())).toBe(true);
        t.server.down = false;
      }, 2000);
      t.at(3000, retryDraftSave(REF));
      m.flush();

      expect(t.puts().map((p) => [p.at, p.revision, p.values])).toEqual([
        [1000, 1, { requested_amount: 50_000 }],
        [3000, 1, { requested_amount: 50_000 }],
      ]);
      expect(t.events('drafts/saveFailed')).toEqual([[1100, 'drafts/saveFailed']]);
      expect(selectDraft(t.state(), REF)).toMatchObject({ status: 'saved', error: undefined });
      expect(t.deps.storage.get(draftStorageKey(REF))).toBeNull();
      expect(t.deps.storage.get(DRAFT_INDEX_KEY)).toBeNull();
    }),
  );

  it(
    'pressing "Retry saving" twice sends one save (the second finds nothing pending)',
    marbles((m) => {
      const t = setup(m);
      t.server.down = true;
      t.at(0, edit({ requested_amount: 70_000 }));
      m.scheduler.schedule(() => void (t.server.down = false), 1500);
      t.at(2000, retryDraftSave(REF));
      t.at(2010, retryDraftSave(REF));
      t.at(2200, retryDraftSave(REF));
      m.flush();

      expect(t.puts().map((p) => p.at)).toEqual([1000, 2000]);
      expect(t.server.records.get(SECTION)).toMatchObject({ revision: 1, values: { requested_amount: 70_000 } });
    }),
  );

  it(
    'typing again after a failure also retries, with the newest values',
    marbles((m) => {
      const t = setup(m);
      t.server.down = true;
      t.at(0, edit({ requested_amount: 1 }));
      m.scheduler.schedule(() => void (t.server.down = false), 1500);
      t.at(2000, edit({ requested_amount: 12 }));
      m.flush();

      expect(t.puts().map((p) => [p.at, p.revision, p.values])).toEqual([
        [1000, 1, { requested_amount: 1 }],
        [3000, 2, { requested_amount: 12 }],
      ]);
      expect(selectDraft(t.state(), REF).status).toBe('saved');
    }),
  );

  it(
    'an edit and a flush sent together by another epic save those values at once (no reliance on reduced state)',
    marbles((m) => {
      const answer = { type: 'test/answer', payload: undefined, meta: { kind: 'command' as const } };
      const wizard: AppEpic = (action$) =>
        action$.pipe(
          filter((a) => a.type === answer.type),
          mergeMap(() => of(edit({ requested_amount: 9 }), flushDraft(REF))),
        );
      const t = setup(m, { extraEpics: [wizard] });
      t.at(0, answer);
      m.flush();

      expect(t.puts().map((p) => [p.at, p.revision, p.values])).toEqual([[0, 1, { requested_amount: 9 }]]);
    }),
  );

  it(
    'flush saves at once; the pending pause then finds nothing to send',
    marbles((m) => {
      const t = setup(m);
      t.at(0, edit({ use_of_proceeds: ['education'] }));
      t.at(200, flushDraft(REF));
      t.at(5000, flushDraft(REF));
      m.flush();

      expect(t.puts().map((p) => [p.at, p.revision])).toEqual([[200, 1]]);
    }),
  );

  it(
    'submit flushes first, then POSTs submit, answers with the correlation id and reports the change',
    marbles((m) => {
      const t = setup(m);
      t.at(0, edit({ requested_amount: 90_000 }));
      t.at(100, submitSectionCommand(REF, { correlationId: 'c-1' }));
      m.flush();

      expect(t.calls.map((c) => [c.at, c.method])).toEqual([[100, 'PUT'], [200, 'POST']]);
      const submitted = t.seen.find((s) => s.action.type === 'drafts/sectionSubmitted');
      expect(submitted?.at).toBe(300);
      expect(correlationOf(submitted?.action)).toBe('c-1');
      const report = t.seen.find((s) => reportCustomerChange.match(s.action));
      expect(report?.action.payload).toEqual({ applicationId: APP });
      expect(t.server.records.get(SECTION)).toMatchObject({ status: 'completed', values: { requested_amount: 90_000 } });
      // The debounce of the edit fires later and finds the values already saved.
      expect(t.puts()).toHaveLength(1);
    }),
  );

  it(
    'submit whose flush fails answers sectionSubmitFailed and never POSTs',
    marbles((m) => {
      const t = setup(m);
      t.server.down = true;
      t.at(0, edit({ requested_amount: 90_000 }));
      t.at(100, submitSectionCommand(REF, { correlationId: 'c-2' }));
      m.flush();

      expect(t.calls.filter((c) => c.method === 'POST')).toEqual([]);
      const failed = t.seen.find((s) => s.action.type === 'drafts/sectionSubmitFailed');
      expect(correlationOf(failed?.action)).toBe('c-2');
      expect(t.seen.some((s) => reportCustomerChange.match(s.action))).toBe(false);
      expect(selectDraft(t.state(), REF).values).toEqual({ requested_amount: 90_000 });
    }),
  );

  it(
    'numbers edits above the revision the server already holds (record loaded by openDraft)',
    marbles((m) => {
      const t = setup(m, { records: { [SECTION]: { revision: 7, values: { requested_amount: 1 }, status: 'completed' } } });
      t.at(0, openDraft(REF));
      t.at(500, edit({ requested_amount: 2 }));
      m.flush();

      expect(t.puts().map((p) => p.revision)).toEqual([8]);
      expect(t.server.records.get(SECTION)).toMatchObject({ revision: 8, values: { requested_amount: 2 }, status: 'in-progress' });
      // The cached record is refreshed after the save, so reopening the section shows what was saved.
      expect(sectionQueryOf(SECTION).select(t.state(), { uuid: APP }).data).toMatchObject({ revision: 8, values: { requested_amount: 2 } });
    }),
  );

  it(
    'when the server held a newer revision it did not know of, the draft moves above it and is saved again',
    marbles((m) => {
      const t = setup(m, { records: { [SECTION]: { revision: 5, values: { requested_amount: 1 }, status: 'in-progress' } } });
      t.at(0, edit({ requested_amount: 3 }));
      m.flush();

      expect(t.puts().map((p) => [p.at, p.revision])).toEqual([[1000, 1], [1100, 6]]);
      expect(t.events('drafts/rebased')).toEqual([[1100, 'drafts/rebased']]);
      expect(t.server.records.get(SECTION)).toMatchObject({ revision: 6, values: { requested_amount: 3 } });
    }),
  );

  it(
    'restores a stored draft newer than the server record and saves it; drops a stored copy that is not newer',
    marbles((m) => {
      const other: SectionName = 'payoffs';
      const t = setup(m, {
        records: {
          [SECTION]: { revision: 2, values: { requested_amount: 1 }, status: 'in-progress' },
          [other]: { revision: 9, values: { has_payoffs: false }, status: 'in-progress' },
        },
        storage: {
          [draftStorageKey(REF)]: JSON.stringify({ revision: 4, values: { requested_amount: 4 } }),
          [draftStorageKey({ applicationId: APP, section: other })]: JSON.stringify({ revision: 9, values: { has_payoffs: true } }),
        },
      });
      t.at(0, openDraft(REF));
      t.at(0, openDraft({ applicationId: APP, section: other }));
      m.flush();

      expect(selectDraft(t.state(), REF)).toMatchObject({ values: { requested_amount: 4 }, revision: 4, status: 'saved', ready: true });
      // The form may show only once the copy is back: restored comes before opened, both when the record answered.
      expect(t.events().filter(([, type]) => type === 'drafts/restored' || type === 'drafts/opened')).toEqual([
        [100, 'drafts/restored'], [100, 'drafts/opened'], [100, 'drafts/opened'],
      ]);
      expect(t.puts().map((p) => [p.at, p.revision, p.values])).toEqual([[100, 4, { requested_amount: 4 }]]);
      expect(t.deps.storage.get(draftStorageKey({ applicationId: APP, section: other }))).toBeNull();
      expect(selectDraft(t.state(), { applicationId: APP, section: other }).values).toBeUndefined();
      expect(t.server.records.get(other)?.values).toEqual({ has_payoffs: false });
    }),
  );

  it(
    'openDraft subscribes the section query and closeDraft releases it after saving what is pending',
    marbles((m) => {
      const t = setup(m);
      t.at(0, openDraft(REF));
      t.at(200, edit({ requested_amount: 5 }));
      t.at(300, closeDraft(REF));
      m.flush();

      expect(t.puts().map((p) => p.at)).toEqual([300]);
      const subs = t.seen.filter((s) => s.action.type === 'query/subscribe' || s.action.type === 'query/unsubscribe');
      expect(subs.map((s) => [s.at, s.action.type, (s.action.payload as { key: string }).key])).toEqual([
        [0, 'query/subscribe', sectionQueryOf(SECTION).key({ uuid: APP })],
        [300, 'query/unsubscribe', sectionQueryOf(SECTION).key({ uuid: APP })],
      ]);
    }),
  );

  it(
    'the session ending cancels a save in flight, empties the slice and removes every stored draft',
    marbles((m) => {
      const t = setup(m, { delayMs: 500 });
      t.at(0, edit({ requested_amount: 5 }));
      t.at(0, editDraft({ applicationId: APP, section: 'payoffs', values: { has_payoffs: true } }));
      t.at(1200, sessionEnded({ reason: 'signed-out' }));
      m.flush();

      expect(t.events('drafts/saved')).toEqual([]);
      expect(t.deps.http.aborted).toHaveLength(2);
      expect(t.state().drafts).toEqual({ entries: {} });
      expect(t.deps.storage.get(draftStorageKey(REF))).toBeNull();
      expect(t.deps.storage.get(draftStorageKey({ applicationId: APP, section: 'payoffs' }))).toBeNull();
      expect(t.deps.storage.get(DRAFT_INDEX_KEY)).toBeNull();
    }),
  );
});

/** Three edits of one field at the given times, typing "a", "ab", "abc". */
function at3(t: ReturnType<typeof setup>, times: readonly number[]) {
  times.forEach((ms, i) => t.at(ms, edit({ use_of_proceeds_other: 'abc'.slice(0, i + 1) })));
}
