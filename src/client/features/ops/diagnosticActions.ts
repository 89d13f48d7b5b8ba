import type { Diagnostic, DiagnosticSummary } from '../../../contract/diagnostics';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { ReplayProjection } from '../../kernel/diagnostics/replay';
import type { HttpError } from '../../kernel/http/types';

/*
 * The staff side of diagnostics (docs/ops.md "Diagnostics", docs/diagnostics.md): the list of shared diagnostics and
 * the replay of one, step by step, through the portal's own reducers. Read only: nothing here changes anything.
 */

// ---- Commands ----

/** `/ops/diagnostics` is shown (or "Try again"): load every shared diagnostic (`GET /v1/ops/diagnostics/`). */
export const openDiagnostics = defineCommand('ops/openDiagnostics');
/** `/ops/diagnostics/:diagnosticId` is shown: load it and the replay, and show its last step. */
export const openDiagnostic = defineCommand<{ uuid: string }>('ops/openDiagnostic');
/** Show step `index` (the scrubber, Back, Forward, a timeline entry); stops playing when pressed by hand. */
export const stepDiagnostic = defineCommand<{ index: number }>('ops/stepDiagnostic');
/** Play: one step every {@link REPLAY_STEP_MS} from the current one to the end. */
export const playDiagnostic = defineCommand('ops/playDiagnostic');
/** Pause playing. */
export const pauseDiagnostic = defineCommand('ops/pauseDiagnostic');
/** The replay page was left: playing stops, the diagnostic is forgotten. */
export const closeDiagnostic = defineCommand('ops/closeDiagnostic');

/** How long "Play" shows each step, ms. */
export const REPLAY_STEP_MS = 800;

// ---- Events ----

/** The shared diagnostics arrived, newest first. */
export const diagnosticsLoaded = defineEvent<{ items: DiagnosticSummary[] }>('ops/diagnosticsLoaded');
/** The list could not be loaded (§8 error). */
export const diagnosticsLoadFailed = defineEvent<{ error: HttpError }>('ops/diagnosticsLoadFailed');
/** One diagnostic arrived, and the replay is ready. */
export const diagnosticLoaded = defineEvent<{ diagnostic: Diagnostic }>('ops/diagnosticLoaded');
/** It could not be loaded (§8 error: 404 when deleted or past its retention). */
export const diagnosticLoadFailed = defineEvent<{ error: HttpError }>('ops/diagnosticLoadFailed');
/** Step `index` is shown, with what the portal's reducers and selectors give there. */
export const diagnosticStepped = defineEvent<{ index: number; projection: ReplayProjection }>('ops/diagnosticStepped');
/** Playing started or stopped (at the end, by Pause, or by a step pressed by hand). */
export const diagnosticPlaying = defineEvent<{ playing: boolean }>('ops/diagnosticPlaying');
/** The replay page was left. */
export const diagnosticClosed = defineEvent('ops/diagnosticClosed');
