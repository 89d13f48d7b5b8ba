import { createReducer } from '@reduxjs/toolkit';
import { sessionEnded } from '../../kernel/session/actions';
import { applicationChanged, applicationUnchanged, pollFailed, pollingStarted, pollingStopped } from './actions';
import { addDiagnosticsCases, initialOpsDiagnosticsState, type OpsDiagnosticsState } from './diagnosticsState';

/** The last change a poll brought (what the banner announces and flashes). */
export interface OpsChange {
  /** ms epoch of the poll that saw it. */
  at: number;
  /** Top-level application fields that differ (e.g. `customer_stage`, `application_profiles`). */
  changed: string[];
}

/**
 * Ops view state (§4 polling): which application is polled, when it was last checked (ms epoch), the last change and
 * how many changes were seen (a counter the flash animation is keyed by), and whether the last poll failed.
 */
export interface OpsState {
  watching: string | null;
  checkedAt: number | null;
  lastChange: OpsChange | null;
  changeCount: number;
  pollFailing: boolean;
  /** Shared diagnostics: the list and the replay (diagnosticsState.ts). */
  diagnostics: OpsDiagnosticsState;
}

/** Where the root reducer mounts {@link opsReducer}. */
export const OPS_KEY = 'ops';

/** Nothing watched. */
export const initialOpsState: OpsState = { watching: null, checkedAt: null, lastChange: null, changeCount: 0, pollFailing: false, diagnostics: initialOpsDiagnosticsState };

/** Folds the ops polling events (never commands); a poll about another application than the watched one is ignored. */
export const opsReducer = createReducer(initialOpsState, (builder) => {
  builder
    .addCase(pollingStarted, (state, { payload }) => ({ ...initialOpsState, diagnostics: state.diagnostics, watching: payload.applicationId }))
    .addCase(pollingStopped, (state, { payload }) => (state.watching === payload.applicationId ? { ...initialOpsState, diagnostics: state.diagnostics } : state))
    .addCase(applicationUnchanged, (state, { payload }) => {
      if (state.watching !== payload.applicationId) return;
      state.checkedAt = payload.at;
      state.pollFailing = false;
    })
    .addCase(applicationChanged, (state, { payload }) => {
      if (state.watching !== payload.applicationId) return;
      state.checkedAt = payload.at;
      state.pollFailing = false;
      state.lastChange = { at: payload.at, changed: [...payload.changed] };
      state.changeCount += 1;
    })
    .addCase(pollFailed, (state, { payload }) => {
      if (state.watching !== payload.applicationId) return;
      state.pollFailing = true;
    })
    .addCase(sessionEnded, () => initialOpsState);
  addDiagnosticsCases(builder);
});
