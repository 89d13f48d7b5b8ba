import type { DiagnosticEntry } from '../../../contract/diagnostics';

/**
 * What the portal's own reducers and selectors give after a shared diagnostic's events up to one entry
 * (docs/diagnostics.md "How support uses it"): the page the person was on and the screen's projections, in words.
 */
export interface ReplayProjection {
  /** The page's route pattern at that point (the last page entry up to it), or null before any. */
  route: string | null;
  /** Whether the person was signed in (the session's projection). */
  signedIn: boolean;
  /** The application's stage in the portal's words (`Under review`), or null when no application was read yet. */
  stage: string | null;
  /** The documents list as the documents page showed it: label, status in words, the provider's reason when rejected. */
  documents: Array<{ label: string; status: string; reason: string | null }> | null;
  /** The uploads in the page's list: the document type and the status in words. */
  uploads: Array<{ label: string; status: string }>;
  /** The application's open tasks (the home page's list), counted; null when not read yet. */
  openTasks: number | null;
}

/** Replays a diagnostic's events through the portal's real root reducer and reads its real selectors. */
export interface DiagnosticReplayer {
  /** The projection after every event from the first entry up to `index` (inclusive). */
  at(entries: readonly DiagnosticEntry[], index: number): ReplayProjection;
}
