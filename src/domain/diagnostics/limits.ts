/**
 * The limits of a shared diagnostic (docs/diagnostics.md "What is captured"): the browser keeps the last
 * {@link DIAGNOSTIC_MAX_ENTRIES} entries and sends at most {@link DIAGNOSTIC_MAX_BYTES} of them, oldest dropped first;
 * the sandbox refuses more (400) and a larger body (413), and keeps a diagnostic for its retention (default
 * {@link DIAGNOSTIC_DEFAULT_RETENTION_DAYS} days, env SANDBOX_DIAGNOSTIC_RETENTION_DAYS).
 */

/** Most entries one diagnostic holds: the browser keeps the last this many, the sandbox refuses more. */
export const DIAGNOSTIC_MAX_ENTRIES = 2000;

/** Most bytes the entries of one diagnostic take as JSON (512 KiB); the oldest go first until they fit. */
export const DIAGNOSTIC_MAX_BYTES = 512 * 1024;

/** The sandbox's body limit of a diagnostic upload, bytes: the entries' cap plus room for the context. */
export const DIAGNOSTIC_BODY_LIMIT_BYTES = DIAGNOSTIC_MAX_BYTES + 64 * 1024;

/** How long a shared diagnostic is kept unless configured otherwise, days. */
export const DIAGNOSTIC_DEFAULT_RETENTION_DAYS = 30;

/** Deepest nesting of an event's payload kept (deeper parts are dropped): no event the portal logs needs more. */
export const DIAGNOSTIC_MAX_PAYLOAD_DEPTH = 8;

/** Most items of one array of a payload kept (the rest are dropped). */
export const DIAGNOSTIC_MAX_ARRAY_ITEMS = 200;

/** Latest time an entry may carry, ms after the first entry (a week: longer than any browser session). */
export const DIAGNOSTIC_MAX_ELAPSED_MS = 7 * 24 * 3600 * 1000;
