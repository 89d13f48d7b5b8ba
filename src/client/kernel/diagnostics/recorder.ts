import type { Middleware } from 'redux';
import type { Observable } from 'rxjs';
import type { DiagnosticReplayer } from './replay';
import { DIAGNOSTIC_MAX_ENTRIES } from '../../../domain/diagnostics/limits';

/*
 * The diagnostics capture of the first load (docs/diagnostics.md): it only keeps references, in memory, to what the
 * page already holds — the actions (commands and events) as they pass the store, the API calls' method, route pattern,
 * status and duration, and the pages shown. Nothing is scrubbed, sent or stored here: that happens only when a person
 * shares a diagnostic, in code loaded then (kernel/diagnostics/prepare.ts), through the allow-list.
 */

/** One thing recorded, stamped with the clock (ms since the epoch). */
export type RawDiagnosticEntry =
  | { at: number; k: 'command' | 'event'; type: string; payload: unknown }
  | { at: number; k: 'http'; method: string; route: string | null; status: number | string; ms: number }
  | { at: number; k: 'page'; pathname: string };

/** The recorder: the last {@link DIAGNOSTIC_MAX_ENTRIES} entries, oldest first out. */
export interface DiagnosticsRecorder {
  record(entry: RawDiagnosticEntry): void;
  /** What is kept, oldest first. */
  entries(): readonly RawDiagnosticEntry[];
  /** Redux middleware recording every command and event (by `meta.kind`) that reaches the store, stamped by `clock`. */
  /** `clock` is the app's clock (deps.clock: ms since the epoch); typed structurally, as deps.ts names this module's source. */
  middleware(clock: { now(): number }): Middleware;
}

/** A recorder keeping the last `max` entries (2,000 by default). */
export function createDiagnosticsRecorder(max = DIAGNOSTIC_MAX_ENTRIES): DiagnosticsRecorder {
  let kept: RawDiagnosticEntry[] = [];
  const record = (entry: RawDiagnosticEntry) => {
    kept.push(entry);
    // Dropped in batches, so recording stays cheap; `entries()` answers only the last `max`.
    if (kept.length > max + 256) kept = kept.slice(-max);
  };
  return {
    record,
    entries: () => kept.slice(-max),
    middleware: (clock) => () => (next) => (action) => {
      const a = action as { type?: unknown; payload?: unknown; meta?: { kind?: unknown } };
      const kind = a.meta?.kind;
      if ((kind === 'command' || kind === 'event') && typeof a.type === 'string') record({ at: clock.now(), k: kind, type: a.type, payload: a.payload });
      return next(action);
    },
  };
}

/**
 * What only the composition root knows, loaded when a diagnostic is first shared or replayed
 * (app/diagnostics/environment.ts): kept out of the first load.
 */
export interface DiagnosticsEnvironment {
  /** The route pattern the router matched for `pathname` (`/applications/:applicationId/documents`), or null. */
  patternOf(pathname: string): string | null;
  /** The optional services the portal was built with (its feature flags). */
  flags: { sessionReplay: boolean; chat: boolean; turnstile: boolean };
  /** The browser's name and major version (`Chrome 131`), or `Unknown browser`. */
  browser: string;
  /** A new random UUID (a diagnostic's key). */
  newKey(): string;
  /** Puts text on the clipboard ("Copy" beside a code); rejects when the browser refuses. */
  copy(text: string): Promise<void>;
  /** The staff replay through the portal's real reducers (every feature's code loads then). */
  replayer(): Observable<DiagnosticReplayer>;
}

/**
 * What sharing a diagnostic reads (`deps.diagnostics`): the recorded entries and the composition root's knowledge (an
 * Observable of one value: its code arrives when first asked for).
 */
export interface DiagnosticsSource {
  entries(): readonly RawDiagnosticEntry[];
  environment(): Observable<DiagnosticsEnvironment>;
}
