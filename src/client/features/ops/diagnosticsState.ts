import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { Diagnostic, DiagnosticSummary } from '../../../contract/diagnostics';
import type { ReplayProjection } from '../../kernel/diagnostics/replay';
import type { HttpError } from '../../kernel/http/types';
import {
  diagnosticClosed, diagnosticLoaded, diagnosticLoadFailed, diagnosticPlaying, diagnosticsLoaded, diagnosticsLoadFailed, diagnosticStepped,
} from './diagnosticActions';

/** The staff's diagnostics: the list, and the one being replayed with its step and that step's projections. */
export interface OpsDiagnosticsState {
  list: { status: 'pending' | 'fulfilled' | 'rejected'; items: DiagnosticSummary[]; error: HttpError | null };
  replay: {
    status: 'pending' | 'fulfilled' | 'rejected';
    diagnostic: Diagnostic | null;
    error: HttpError | null;
    index: number;
    projection: ReplayProjection | null;
    playing: boolean;
  };
}

export const initialOpsDiagnosticsState: OpsDiagnosticsState = {
  list: { status: 'pending', items: [], error: null },
  replay: { status: 'pending', diagnostic: null, error: null, index: 0, projection: null, playing: false },
};

/** The diagnostics cases of the ops reducer (events only), each writing `state.diagnostics`. */
export function addDiagnosticsCases<S extends { diagnostics: OpsDiagnosticsState }>(builder: ActionReducerMapBuilder<S>): void {
  builder
    .addCase(diagnosticsLoaded, (state, { payload }) => {
      state.diagnostics.list = { status: 'fulfilled', items: payload.items, error: null };
    })
    .addCase(diagnosticsLoadFailed, (state, { payload }) => {
      state.diagnostics.list.status = 'rejected';
      state.diagnostics.list.error = payload.error;
    })
    .addCase(diagnosticLoaded, (state, { payload }) => {
      state.diagnostics.replay = { ...initialOpsDiagnosticsState.replay, status: 'fulfilled', diagnostic: payload.diagnostic };
    })
    .addCase(diagnosticLoadFailed, (state, { payload }) => {
      state.diagnostics.replay = { ...initialOpsDiagnosticsState.replay, status: 'rejected', error: payload.error };
    })
    .addCase(diagnosticStepped, (state, { payload }) => {
      state.diagnostics.replay.index = payload.index;
      state.diagnostics.replay.projection = payload.projection;
    })
    .addCase(diagnosticPlaying, (state, { payload }) => {
      state.diagnostics.replay.playing = payload.playing;
    })
    .addCase(diagnosticClosed, (state) => {
      state.diagnostics.replay = initialOpsDiagnosticsState.replay;
    });
}
