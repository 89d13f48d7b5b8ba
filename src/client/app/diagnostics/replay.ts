import type { Reducer, UnknownAction } from 'redux';
import { defer, map, shareReplay, type Observable } from 'rxjs';
import type { DiagnosticEntry } from '../../../contract/diagnostics';
import { makeSelectApplicationHome } from '../../features/application/selectors';
import { makeSelectDocumentsPage } from '../../features/documents/selectors';
import type { DiagnosticReplayer, ReplayProjection } from '../../kernel/diagnostics/replay';
import { QUERY_CACHE_KEY, type QueryCacheState } from '../../kernel/queryCache/reducer';
import { selectIsSignedIn } from '../../kernel/session/selectors';
import { loadAllModules } from '../modules';
import { createRootReducer, type AppState } from '../store';

/*
 * The staff replay of a shared diagnostic (docs/diagnostics.md "How support uses it"): its events folded through the
 * portal's own root reducer — every feature's reducer, eager and lazy, the very functions the customer's page ran —
 * and read with the pages' own selectors. Nothing here is a copy of them; nothing reaches the staff member's store.
 */

/** Queries whose arguments name the application the person was looking at. */
const APPLICATION_QUERIES: ReadonlySet<string> = new Set(['application', 'documents', 'tasks', 'dealTeam', 'messages', 'applicationForm']);

/** The application (its stand-in id) of the query the person's page started last, or null. */
function applicationOf(state: AppState): string | null {
  const cache = state[QUERY_CACHE_KEY] as QueryCacheState | undefined;
  const entries = Object.values(cache?.entries ?? {}).filter((e) => APPLICATION_QUERIES.has(e.name) && typeof (e.args as { uuid?: unknown } | undefined)?.uuid === 'string');
  const last = entries.reduce<(typeof entries)[number] | undefined>((a, e) => (!a || e.startedAt >= a.startedAt ? e : a), undefined);
  return last ? (last.args as { uuid: string }).uuid : null;
}

/** The screen's projections in `state`, with the page the person was on. */
function projectionOf(state: AppState, route: string | null): ReplayProjection {
  const applicationId = applicationOf(state);
  const base: ReplayProjection = { route, signedIn: selectIsSignedIn(state), stage: null, documents: null, uploads: [], openTasks: null };
  if (!applicationId) return base;
  const home = makeSelectApplicationHome(applicationId)(state);
  const page = makeSelectDocumentsPage(applicationId)(state);
  return {
    ...base,
    stage: home.application.status === 'ready' ? home.application.data.stage.name : null,
    openTasks: home.tasks.status === 'ready' ? home.tasks.data.length : null,
    documents: page.documents.status === 'ready'
      ? page.documents.data.flatMap((g) => g.documents.map((d) => ({ label: d.label, status: d.statusLabel, reason: d.rejectionReason })))
      : null,
    uploads: page.uploads.map((u) => ({ label: u.typeLabel, status: u.statusText })),
  };
}

/**
 * `state` after one event. A reducer that cannot read a scrubbed payload (a value it needs was not on the allow-list)
 * leaves the state as it was: the replay goes on, and the timeline still shows the event.
 */
function fold(root: Reducer<AppState, UnknownAction>, state: AppState, entry: DiagnosticEntry & { k: 'event' }): AppState {
  try {
    return root(state, { type: entry.type, payload: entry.payload, meta: { kind: 'event' } } as UnknownAction);
  } catch {
    return state;
  }
}

/**
 * A replayer over `root` (the portal's root reducer). States are kept per entry as they are computed, so stepping
 * forward or back through a diagnostic folds each event once.
 */
export function replayerOf(root: Reducer<AppState, UnknownAction>): DiagnosticReplayer {
  let forEntries: readonly DiagnosticEntry[] | null = null;
  let states: AppState[] = [];
  const initial = root(undefined, { type: '@@diagnostics/REPLAY_INIT' });
  return {
    at(entries, index) {
      if (entries !== forEntries) {
        forEntries = entries;
        states = [];
      }
      const last = Math.max(-1, Math.min(index, entries.length - 1));
      for (let i = states.length; i <= last; i++) {
        const entry = entries[i];
        const before = i === 0 ? initial : (states[i - 1] as AppState);
        states.push(entry?.k === 'event' ? fold(root, before, entry) : before);
      }
      const route = entries.slice(0, last + 1).reduce<string | null>((r, e) => (e.k === 'page' ? e.route : r), null);
      const state = last < 0 ? initial : (states[last] as AppState);
      try {
        return projectionOf(state, route);
      } catch {
        // A selector that cannot read what the allow-list left: the page and the session still show.
        return { route, signedIn: selectIsSignedIn(state), stage: null, documents: null, uploads: [], openTasks: null };
      }
    },
  };
}

/** The replayer with every module of the portal loaded (its code comes on the first diagnostic staff open). */
export function loadReplayer(): Observable<DiagnosticReplayer> {
  return defer(() => loadAllModules()).pipe(
    map((modules) => replayerOf(createRootReducer(modules))),
    shareReplay({ bufferSize: 1, refCount: false }),
  );
}
