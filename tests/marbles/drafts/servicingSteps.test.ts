import type { Action, AnyAction } from '@reduxjs/toolkit';
import { finalize, ignoreElements, map, tap, timer } from 'rxjs';
import { marbles, type Context } from 'rxjs-marbles/jest';
import type { ServicingStepKind } from '../../../src/contract/servicing/enums';
import { servicingRequestQuery } from '../../../src/client/kernel/api/servicingQueries';
import { isEvent } from '../../../src/client/kernel/actions';
import {
  closeDraft, DRAFT_SAVE_DEBOUNCE_MS, draftsEpic, draftsReducer, draftStorageKey, editDraft, flushDraft, openDraft,
  retryDraftSave, selectDraft, selectDraftSaveStatus, servicingStepDraft, submitSectionCommand, type DraftsEpicState,
} from '../../../src/client/kernel/drafts';
import { registerDraftKind } from '../../../src/client/kernel/drafts/draftKinds';
import type { AppEpic } from '../../../src/client/kernel/epic';
import { servicingStepDraftKind } from '../../../src/client/features/servicing/draftKind';
import type { HttpRequest, HttpResult } from '../../../src/client/kernel/http/types';
import { createQueryCacheEpic, QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache';
import { createTestDeps, errorResult, fetchErrorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';

const APP = '6f1c7c52-8f0e-4a39-9d7e-2b1f2f6f1a01';
const REQUEST = '7a2d8e63-9f1f-4b4a-8e8f-3c2a3b4c5d02';
const STEP: ServicingStepKind = 'home-listing';
const REF = servicingStepDraft(APP, REQUEST, STEP);
const REQUEST_PATH = `v1/customer/servicing-request/${REQUEST}/`;
const STEP_PATH = `${REQUEST_PATH}steps/${STEP}/`;
const SERVER_DELAY_MS = 100;

// As the servicing feature does when its code loads (the kernel's queue knows only the application form's sections).
registerDraftKind('servicing-step', servicingStepDraftKind);

/** One step as the fake sandbox keeps it: the saved revision and values. */
interface ServerStep {
  revision: number;
  values: Record<string, unknown>;
}

/** A home-sale request as the contract's `ServicingRequest` (steps home-listing and document-upload). */
function requestJson(step: ServerStep) {
  const stepJson = (kind: ServicingStepKind, position: number, saved: ServerStep) => ({
    uuid: `00000000-0000-4000-8000-00000000000${position}`, kind, position, status: 'pending', actor: 'customer',
    asks: 'Tell us about the listing.', due_date: null, revision: saved.revision, values: saved.values, submitted_at: null,
  });
  return {
    uuid: REQUEST, application_uuid: APP, request_type: 'home-sale', category: 'home-sale-docs', status: 'pending',
    needs_approval: false, approval_status: null, reason: null, next_actor: 'customer',
    created_at: '2026-05-03T10:00:00Z', updated_at: '2026-05-03T10:00:00Z',
    steps: [stepJson(STEP, 1, step), stepJson('document-upload', 2, { revision: 0, values: {} })],
    history: [{ at: '2026-05-03T10:00:00Z', event: 'submitted', step_kind: null, status: 'pending', approval_status: null, actor: 'customer', note: null }],
  };
}

/**
 * A store with the query cache and the drafts queue on the marble scheduler, over a fake sandbox keeping one step like
 * the real one: a PUT of a higher revision replaces it, an equal or lower one answers it unchanged; answers come after
 * {@link SERVER_DELAY_MS}. `server.down` turns every call into a network failure.
 */
function setup(m: Context, opts: { step?: ServerStep; storage?: Record<string, string>; delayMs?: number } = {}) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  for (const [k, v] of Object.entries(opts.storage ?? {})) deps.storage.set(k, v);
  const delayMs = opts.delayMs ?? SERVER_DELAY_MS;
  const server = { down: false, refuse: false, step: opts.step ?? { revision: 0, values: {} } };
  const puts: Array<{ at: number; revision: number; values: unknown }> = [];
  const flight = { now: 0, max: 0 };
  const later = (answer: () => HttpResult<unknown>) => {
    flight.now += 1;
    flight.max = Math.max(flight.max, flight.now);
    const result = server.down ? fetchErrorResult() : answer();
    return timer(delayMs, m.scheduler).pipe(
      map(() => result),
      finalize(() => (flight.now -= 1)),
    );
  };
  const reply = (value: unknown, req: HttpRequest<unknown>) => (jsonReply(value) as (r: HttpRequest<unknown>) => HttpResult<unknown>)(req);
  deps.http.respond({ method: 'PUT', path: STEP_PATH }, (req) => {
    const body = req.body as { revision: number; values: Record<string, unknown> };
    puts.push({ at: m.scheduler.now(), revision: body.revision, values: body.values });
    return later(() => {
      if (server.refuse) return errorResult(409, { detail: 'This step is not open.' });
      if (body.revision > server.step.revision) server.step = { revision: body.revision, values: body.values };
      return reply(requestJson(server.step).steps[0], req);
    });
  });
  deps.http.respond({ method: 'GET', path: REQUEST_PATH }, (req) => later(() => reply(requestJson(server.step), req)));

  const seen: Array<{ at: number; action: AnyAction }> = [];
  const recorder: AppEpic = (action$) =>
    action$.pipe(
      tap((action) => seen.push({ at: m.scheduler.now(), action })),
      ignoreElements(),
    );
  const { store } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, drafts: draftsReducer },
    epics: [createQueryCacheEpic(), draftsEpic, recorder],
    deps,
  });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const state = () => store.getState() as DraftsEpicState;
  const events = (type?: string) =>
    seen.filter((s) => isEvent(s.action) && s.action.type.startsWith('drafts/') && (type === undefined || s.action.type === type)).map((s) => [s.at, s.action.type]);
  const gets = () => deps.http.requestsTo({ method: 'GET', path: REQUEST_PATH });
  return { deps, server, puts, flight, at, state, seen, events, gets };
}

const edit = (values: Record<string, unknown>) => editDraft({ ...REF, values });

describe('servicing step drafts in the save queue, in virtual time (issue 11)', () => {
  it(
    'saves the step once, 1000 ms after typing stops, with PUT …/steps/{kind}/ { revision, values }',
    marbles((m) => {
      const t = setup(m);
      t.at(0, edit({ agent_name: 'D' }));
      t.at(400, edit({ agent_name: 'Da' }));
      t.at(800, edit({ agent_name: 'Dana' }));
      m.scheduler.schedule(() => {
        expect(t.puts).toEqual([]);
        expect(selectDraftSaveStatus(t.state(), REF)).toEqual({ kind: 'saving', message: 'Saving…' });
      }, 800 + DRAFT_SAVE_DEBOUNCE_MS - 1);
      m.flush();

      expect(t.puts).toEqual([{ at: 1800, revision: 3, values: { agent_name: 'Dana' } }]);
      expect(t.events()).toEqual([
        [0, 'drafts/edited'], [400, 'drafts/edited'], [800, 'drafts/edited'], [1800, 'drafts/saveStarted'], [1900, 'drafts/saved'],
      ]);
      expect(t.server.step).toEqual({ revision: 3, values: { agent_name: 'Dana' } });
      expect(selectDraftSaveStatus(t.state(), REF)).toEqual({ kind: 'saved', message: 'All changes saved' });
      expect(t.deps.storage.get(draftStorageKey(REF))).toBeNull();
    }),
  );

  it(
    'keeps one save in flight; what is typed meanwhile is saved right after it, latest values only',
    marbles((m) => {
      const t = setup(m, { delayMs: 500 });
      t.at(0, edit({ list_price: '5' }));
      // The save of revision 1 runs 1000–1500; two edits and a flush arrive while it is in flight.
      t.at(1100, edit({ list_price: '550' }));
      t.at(1200, flushDraft(REF));
      t.at(1300, edit({ list_price: '550,000' }));
      m.flush();

      expect(t.flight.max).toBe(1);
      expect(t.puts).toEqual([
        { at: 1000, revision: 1, values: { list_price: '5' } },
        { at: 1500, revision: 3, values: { list_price: '550,000' } },
      ]);
      expect(t.server.step).toEqual({ revision: 3, values: { list_price: '550,000' } });
      expect(selectDraft(t.state(), REF).status).toBe('saved');
    }),
  );

  it(
    'a failed save keeps the values on the device and says so; "Retry saving" sends the same values once the server is back',
    marbles((m) => {
      const t = setup(m);
      t.server.down = true;
      t.at(0, edit({ agent_name: 'Dana Reyes', agent_phone: '3035550142' }));
      m.scheduler.schedule(() => {
        expect(selectDraft(t.state(), REF)).toMatchObject({ status: 'failed', values: { agent_name: 'Dana Reyes', agent_phone: '3035550142' } });
        expect(selectDraftSaveStatus(t.state(), REF)).toEqual({ kind: 'failed', message: 'We couldn’t save your changes. They are kept on this device.' });
        expect(JSON.parse(t.deps.storage.get(draftStorageKey(REF)) ?? 'null')).toEqual({
          revision: 1, values: { agent_name: 'Dana Reyes', agent_phone: '3035550142' },
        });
        t.server.down = false;
      }, 2000);
      t.at(3000, retryDraftSave(REF));
      m.flush();

      expect(t.puts.map((p) => [p.at, p.revision, p.values])).toEqual([
        [1000, 1, { agent_name: 'Dana Reyes', agent_phone: '3035550142' }],
        [3000, 1, { agent_name: 'Dana Reyes', agent_phone: '3035550142' }],
      ]);
      expect(t.server.step.values).toEqual({ agent_name: 'Dana Reyes', agent_phone: '3035550142' });
      expect(selectDraft(t.state(), REF)).toMatchObject({ status: 'saved', error: undefined });
      expect(t.deps.storage.get(draftStorageKey(REF))).toBeNull();
    }),
  );

  it(
    'a step the server refuses (409: no longer open) fails with its reason and keeps the values',
    marbles((m) => {
      const t = setup(m);
      t.server.refuse = true;
      t.at(0, edit({ agent_name: 'Dana' }));
      m.flush();

      expect(selectDraft(t.state(), REF)).toMatchObject({ status: 'failed', values: { agent_name: 'Dana' }, error: { status: 409 } });
      expect(t.deps.storage.get(draftStorageKey(REF))).not.toBeNull();
    }),
  );

  it(
    'after a reload, restores a stored draft newer than the step’s revision on the server and saves it',
    marbles((m) => {
      const t = setup(m, {
        step: { revision: 2, values: { agent_name: 'Old' } },
        storage: { [draftStorageKey(REF)]: JSON.stringify({ revision: 4, values: { agent_name: 'Typed before the reload' } }) },
      });
      t.at(0, openDraft(REF));
      m.flush();

      // The form may show only once the copy is back: restored comes before opened, both when the request answered.
      expect(t.events().filter(([, type]) => type === 'drafts/restored' || type === 'drafts/opened')).toEqual([
        [100, 'drafts/restored'], [100, 'drafts/opened'],
      ]);
      expect(selectDraft(t.state(), REF)).toMatchObject({ values: { agent_name: 'Typed before the reload' }, revision: 4, status: 'saved', ready: true });
      expect(t.puts.map((p) => [p.at, p.revision, p.values])).toEqual([[100, 4, { agent_name: 'Typed before the reload' }]]);
      expect(t.server.step).toEqual({ revision: 4, values: { agent_name: 'Typed before the reload' } });
      // The cached request is refetched after the save, so the step screen shows what the server now holds.
      expect(t.gets().length).toBe(2);
      expect(servicingRequestQuery.select(t.state(), { uuid: REQUEST }).data?.steps[0]).toMatchObject({ revision: 4, values: { agent_name: 'Typed before the reload' } });
    }),
  );

  it(
    'drops a stored copy that is not newer than the step on the server (saved from another tab)',
    marbles((m) => {
      const t = setup(m, {
        step: { revision: 5, values: { agent_name: 'Saved elsewhere' } },
        storage: { [draftStorageKey(REF)]: JSON.stringify({ revision: 5, values: { agent_name: 'Stale' } }) },
      });
      t.at(0, openDraft(REF));
      m.flush();

      expect(t.events('drafts/restored')).toEqual([]);
      expect(t.events('drafts/opened')).toEqual([[100, 'drafts/opened']]);
      expect(t.puts).toEqual([]);
      expect(t.deps.storage.get(draftStorageKey(REF))).toBeNull();
      expect(selectDraft(t.state(), REF).values).toBeUndefined();
    }),
  );

  it(
    'numbers edits above the step’s revision on the server, and openDraft/closeDraft hold and release the request query',
    marbles((m) => {
      const t = setup(m, { step: { revision: 7, values: { agent_name: 'A' } } });
      t.at(0, openDraft(REF));
      t.at(500, edit({ agent_name: 'B' }));
      t.at(600, closeDraft(REF));
      m.flush();

      expect(t.puts.map((p) => [p.at, p.revision])).toEqual([[600, 8]]);
      const subs = t.seen.filter((s) => s.action.type === 'query/subscribe' || s.action.type === 'query/unsubscribe');
      expect(subs.map((s) => [s.at, s.action.type, (s.action.payload as { key: string }).key])).toEqual([
        [0, 'query/subscribe', servicingRequestQuery.key({ uuid: REQUEST })],
        [600, 'query/unsubscribe', servicingRequestQuery.key({ uuid: REQUEST })],
      ]);
    }),
  );

  it(
    'values that do not fit the step kind are never sent: the save fails and the values stay',
    marbles((m) => {
      const t = setup(m);
      t.at(0, edit({ agent_name: 'Dana', not_a_field: 'x' }));
      m.flush();

      expect(t.puts).toEqual([]);
      expect(selectDraft(t.state(), REF)).toMatchObject({ status: 'failed', values: { agent_name: 'Dana', not_a_field: 'x' }, error: { status: 'PARSING_ERROR' } });
    }),
  );

  it(
    'submitSectionCommand refuses a servicing step (the servicing feature submits steps) without calling the server',
    marbles((m) => {
      const t = setup(m);
      t.at(0, edit({ agent_name: 'Dana' }));
      t.at(100, submitSectionCommand(REF, { correlationId: 'c-1' }));
      m.flush();

      expect(t.deps.http.requestsTo({ method: 'POST' })).toEqual([]);
      expect(t.seen.find((s) => s.action.type === 'drafts/sectionSubmitFailed')?.action.payload).toMatchObject({ ...REF, error: { status: 'PARSING_ERROR' } });
    }),
  );
});
