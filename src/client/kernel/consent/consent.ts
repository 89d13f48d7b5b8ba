/**
 * The person's privacy choices (issue 12 §3, §2 "privacy-settings overlay"): which optional services may run in this
 * browser. Kept in long-lived browser storage under a versioned key, with the time the person decided.
 */

/** The three switches of the privacy-settings overlay. */
export interface ConsentChoices {
  /** Analytics calls (§7 `send-segment-events`) may leave the browser. */
  analytics: boolean;
  /** Session replay may start when the person asks to share their session (§4/§9; never automatically). */
  sessionReplay: boolean;
  /** The support chat widget (§4) may load. */
  chat: boolean;
}

/** The choices in force, and when the person made them (ms since the epoch; null while only the defaults apply). */
export interface Consent extends ConsentChoices {
  decidedAt: number | null;
}

/**
 * Before anyone decides, everything stays as it was before the overlay existed: analytics on, session replay allowed
 * (still only started on request and sampled), chat loaded when configured. docs/analytics.md "Consent".
 */
export const DEFAULT_CONSENT: Consent = { analytics: true, sessionReplay: true, chat: true, decidedAt: null };

/**
 * Storage key of the stored choices. The version is part of the key: a later format gets a new key, and choices stored
 * under an older one are read as "not decided" (the defaults) rather than misread.
 */
export const CONSENT_STORAGE_KEY = 'privacy-consent-v1';

/** The stored form: the three switches and the decision time as an ISO 8601 string. */
interface StoredConsent extends ConsentChoices {
  decidedAt: string;
}

/** The stored text for `choices` decided at `decidedAtMs` (ms since the epoch). */
export function serializeConsent(choices: ConsentChoices, decidedAtMs: number): string {
  const stored: StoredConsent = {
    analytics: choices.analytics,
    sessionReplay: choices.sessionReplay,
    chat: choices.chat,
    decidedAt: new Date(decidedAtMs).toISOString(),
  };
  return JSON.stringify(stored);
}

/**
 * The consent stored as `raw`, or {@link DEFAULT_CONSENT} when nothing is stored or the text is not a complete,
 * well-formed record (three booleans and a valid time): a damaged record never switches anything off or on by itself.
 */
export function parseConsent(raw: string | null): Consent {
  if (raw === null) return DEFAULT_CONSENT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_CONSENT;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_CONSENT;
  const { analytics, sessionReplay, chat, decidedAt } = value as Record<string, unknown>;
  if (typeof analytics !== 'boolean' || typeof sessionReplay !== 'boolean' || typeof chat !== 'boolean' || typeof decidedAt !== 'string') {
    return DEFAULT_CONSENT;
  }
  const at = Date.parse(decidedAt);
  return Number.isNaN(at) ? DEFAULT_CONSENT : { analytics, sessionReplay, chat, decidedAt: at };
}
