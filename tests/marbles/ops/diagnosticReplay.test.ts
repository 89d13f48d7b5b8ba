import { of } from 'rxjs';
import { marbles, type Context } from 'rxjs-marbles/jest';
import type { Diagnostic } from '../../../src/contract/diagnostics';
import type { DiagnosticReplayer, ReplayProjection } from '../../../src/client/kernel/diagnostics/replay';
import {
  closeDiagnostic, openDiagnostic, pauseDiagnostic, playDiagnostic, REPLAY_STEP_MS, stepDiagnostic,
} from '../../../src/client/features/ops/diagnosticActions';
import { opsDiagnosticsEpic } from '../../../src/client/features/ops/diagnosticsEpic';
import { OPS_KEY, opsReducer } from '../../../src/client/features/ops/reducer';
import { createTestDeps, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';

/*
 * The staff replay's Play, in virtual time (docs/ops.md "Diagnostics"): one step every 800 ms from the current step to
 * the last, then it stops by itself; Pause, a step by hand or leaving the page stop it at once, with no timer left.
 */

const UUID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const page = (t: number) => ({ t, k: 'page' as const, route: `/step-${t}` });
const DIAGNOSTIC: Diagnostic = {
  uuid: UUID as Diagnostic['uuid'], code: 'HER-7K3Q-92', created_at: '2026-11-28T12:00:00.000Z', expires_at: '2026-12-28T12:00:00.000Z',
  customer: null, application_uuid: null, stage: null, entry_count: 4, error_count: 0,
  context: {
    portal_version: '0.1.0', browser: 'Chrome 131', stage: null,
    flags: { session_replay: false, chat: false, turnstile: false }, consent: { analytics: true, session_replay: false, chat: false, decided: true },
  } as Diagnostic['context'],
  entries: [page(0), page(1), page(2), page(3)] as Diagnostic['entries'],
};

/** A replayer whose projection names the step's page, so a step is told apart by its route. */
const replayer: DiagnosticReplayer = {
  at: (entries, index) => ({ route: (entries[index] as { route: string }).route, signedIn: false, stage: null, documents: null, uploads: [], openTasks: null }) as ReplayProjection,
};

function setup(m: Context) {
  const base = createTestDeps({ scheduler: m.scheduler });
  base.http.respond({ method: 'GET', path: `v1/ops/diagnostics/${UUID}/` }, jsonReply(DIAGNOSTIC));
  const deps = {
    ...base,
    diagnostics: {
      entries: () => [],
      environment: () => of({
        patternOf: () => null, flags: { sessionReplay: false, chat: false, turnstile: false }, browser: 'Chrome 131',
        newKey: () => UUID, copy: () => Promise.resolve(), replayer: () => of(replayer),
      }),
    },
  };
  const { store, eventLog } = createTestStore({ reducers: { [OPS_KEY]: opsReducer }, epics: [opsDiagnosticsEpic], deps });
  const at = (ms: number, action: Parameters<typeof store.dispatch>[0]) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  /** Each shown step (its route) and each start or end of playing, with the virtual time it happened. */
  const timeline = () =>
    eventLog.entries().flatMap((e) => {
      const { type, payload } = e.event as { type: string; payload?: { projection?: ReplayProjection; playing?: boolean } };
      if (type === 'ops/diagnosticStepped') return [[e.at, payload?.projection?.route] as const];
      if (type === 'ops/diagnosticPlaying') return [[e.at, payload?.playing ? 'playing' : 'stopped'] as const];
      return [];
    });
  return { at, timeline, store, deps: base };
}

describe('the staff replay’s Play (virtual time)', () => {
  it(
    'opens at the last step; Play from there starts again at the first and shows one step every 800 ms, then stops by itself',
    marbles((m) => {
      const { at, timeline, deps } = setup(m);
      at(0, openDiagnostic({ uuid: UUID }));
      at(100, playDiagnostic());
      m.flush();
      expect(REPLAY_STEP_MS).toBe(800);
      expect(timeline()).toEqual([
        [0, '/step-3'],
        [100, 'playing'], [100, '/step-0'], [900, '/step-1'], [1700, '/step-2'], [2500, '/step-3'], [2500, 'stopped'],
      ]);
      expect(deps.http.requests).toHaveLength(1);
    }),
  );

  it(
    'Pause stops at once; Play carries on from the step shown; a step by hand and leaving the page stop it too, with no timer left',
    marbles((m) => {
      const { at, timeline } = setup(m);
      at(0, openDiagnostic({ uuid: UUID }));
      at(0, stepDiagnostic({ index: 0 }));
      at(100, playDiagnostic());
      at(1000, pauseDiagnostic());
      at(5000, playDiagnostic());
      at(5400, stepDiagnostic({ index: 0 }));
      at(9000, playDiagnostic());
      at(9100, closeDiagnostic());
      m.flush();
      expect(timeline()).toEqual([
        [0, '/step-3'], [0, '/step-0'],
        [100, 'playing'], [100, '/step-0'], [900, '/step-1'], [1000, 'stopped'],
        [5000, 'playing'], [5000, '/step-1'], [5400, '/step-0'], [5400, 'stopped'],
        [9000, 'playing'], [9000, '/step-0'], [9100, 'stopped'],
      ]);
      // Nothing more after the page was left: the flush above ran virtual time to its end with no step after 9100.
      expect(m.scheduler.now()).toBeLessThan(9000 + REPLAY_STEP_MS);
    }),
  );
});
