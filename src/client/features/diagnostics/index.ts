/**
 * Help and "Share a diagnostic with support" (docs/diagnostics.md): the help page, the consent, the share (the
 * recorded log scrubbed by the allow-list) and the reference code.
 */
import type { FeatureModule } from '../../kernel/epic';
import { diagnosticsEpic } from './epic';
import { DIAGNOSTICS_KEY, diagnosticsReducer } from './reducer';

export * from './actions';
export { diagnosticsEpic } from './epic';
export { DIAGNOSTICS_KEY, diagnosticsReducer, initialDiagnosticsState, selectDiagnostics, type DiagnosticsState } from './reducer';
export { diagnosticsPublicRoutes, diagnosticsSessionRoutes, HELP_PATH } from './routes';
export { selectSharePanel, type SharePanelView } from './selectors';

/** Mounted at `state.diagnostics` the first time a help page renders. */
export const diagnosticsFeature: FeatureModule = { name: DIAGNOSTICS_KEY, reducer: diagnosticsReducer, epic: diagnosticsEpic };
