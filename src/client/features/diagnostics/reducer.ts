import { createEventReducer } from '../../kernel/eventReducer';
import type { HttpError } from '../../kernel/http/types';
import { diagnosticCodeCopied, diagnosticShared, diagnosticShareFailed, diagnosticShareStarted, helpClosed } from './actions';

/** Where state.diagnostics is mounted. */
export const DIAGNOSTICS_KEY = 'diagnostics';

/** The share's progress: nothing yet, sending, shared (with its code), or failed (with the error; the key is kept). */
export interface DiagnosticsState {
  status: 'idle' | 'sending' | 'shared' | 'failed';
  /** The browser's key of the diagnostic being sent; kept after a failure so sending again stores it once. */
  clientKey: string | null;
  code: string | null;
  error: HttpError | null;
  /** Whether "Copy" put the code on the clipboard (null: not pressed). */
  copied: boolean | null;
}

export const initialDiagnosticsState: DiagnosticsState = { status: 'idle', clientKey: null, code: null, error: null, copied: null };

/** Folds the share's events (never commands). */
export const diagnosticsReducer = createEventReducer<DiagnosticsState>(initialDiagnosticsState, (on) => [
  on(diagnosticShareStarted, (s, { payload }) => ({ ...s, status: 'sending', clientKey: payload.clientKey, error: null, copied: null })),
  on(diagnosticShared, (s, { payload }) => ({ ...s, status: 'shared', clientKey: null, code: payload.code, error: null })),
  on(diagnosticShareFailed, (s, { payload }) => ({ ...s, status: 'failed', error: payload.error })),
  on(diagnosticCodeCopied, (s, { payload }) => ({ ...s, copied: payload.copied })),
  on(helpClosed, (s) => (s.status === 'failed' ? { ...initialDiagnosticsState, clientKey: s.clientKey } : initialDiagnosticsState)),
]);

/** Any root state that may mount the slice. */
export interface DiagnosticsRootState {
  [DIAGNOSTICS_KEY]?: DiagnosticsState;
}

/** The share's state (the initial one when the feature is not mounted). */
export const selectDiagnostics = (state: DiagnosticsRootState): DiagnosticsState => state[DIAGNOSTICS_KEY] ?? initialDiagnosticsState;
