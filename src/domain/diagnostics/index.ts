/** Diagnostics a person shares with support (docs/diagnostics.md): limits, the reference code, the allow-list scrub, the timeline in words. */
export * from './code';
export * from './entries';
export * from './labels';
export * from './limits';
export * from './scrub';
export { DIAGNOSTIC_DATA_GROUPS, DIAGNOSTIC_KEPT_VALUES, DIAGNOSTIC_QUERY_NAMES } from './values';
