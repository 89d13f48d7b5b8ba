import { NEVER, of, type Observable, type SchedulerLike } from 'rxjs';
import type { SegmentEvent } from '../../contract/platform';
import type { HttpClient } from './http/types';
import type { Uploader } from './http/upload';
import type { Storage } from './storage';
import type { DiagnosticsSource } from './diagnostics/recorder';

/** Wall clock in ms since the epoch; injected so event times and cache ages are testable. */
export interface Clock {
  now(): number;
}

/** Router access for epics: navigate, and the current location as a stream. */
export interface Navigation {
  navigate(path: string, opts?: { replace?: boolean }): void;
  location$: Observable<{ pathname: string; search: string }>;
}

/** Structured fields of a log line. Never tokens or personal data (house rule). */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** Developer logging. Messages and fields must never carry tokens or personal data. */
export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/** Whether the document is visible (polling pauses while hidden, architecture "Remote data"). */
export interface Visibility {
  visible$: Observable<boolean>;
}

/**
 * The person using the page (issue 12 §2 token refresh): `input$` emits (no value) when they press a key, click or
 * touch — throttled by the source, never what they typed. Navigation counts too, but the session reads that from
 * {@link Navigation.location$}.
 */
export interface UserActivity {
  input$: Observable<void>;
}

/**
 * Transport of derived analytics calls to `POST /v1/customer/send-segment-events/` (architecture "The event log"):
 * completes when the server took the batch, errors when it did not (the analytics epic retries, then drops it).
 */
export interface Analytics {
  send(batch: readonly SegmentEvent[]): Observable<void>;
}

/**
 * What went wrong with the bot-check widget (§8 logs them as 'widget error', 'widget timeout' and 'script could not be
 * loaded'): its error callback, its timeout callback, or its vendor script failing to load.
 */
export type BotCheckProblem = 'error' | 'timeout' | 'script';

/**
 * The bot-check widget (Cloudflare Turnstile's explicit-render API, §5/§7/§9; docs/bot-check.md), one on the page at a
 * time, rendered into the element whose id a view names. Every method is safe to call at any time (no widget → no-op).
 */
export interface BotCheck {
  /** Loads the vendor script (once) and renders the widget into the element with id `slotId`, replacing any other. */
  mount(slotId: string): void;
  /** Removes the widget (turnstile.remove). */
  unmount(): void;
  /** A fresh challenge in the same widget (turnstile.reset); after a script failure, loads the script again. */
  reset(): void;
  /** Removes the widget and renders a new one in the same place (after the second failure of a submit, §5). */
  remount(): void;
  /** The widget's current token (turnstile.getResponse), or null: none yet, expired, or no widget. */
  getResponse(): string | null;
  /**
   * Problems the widget reports. A new subscriber first gets the problem the widget is in now, if it reported one
   * since it was last rendered or reset; then each new one.
   */
  problems$: Observable<BotCheckProblem>;
}

/**
 * Session replay recorder (§4/§9 session monitoring): never started automatically — only when a person asks to share
 * their session, sampled to §9's 20 % of sessions, never for ops (§6). `stop` is called on logout.
 */
export interface SessionReplay {
  start(): void;
  stop(): void;
}

/**
 * The support chat widget (§4); `clear` forgets the conversation and the person on logout. `setEnabled` follows the
 * person's privacy choice (issue 12 §3): true loads the widget if it is not loaded, false clears and unloads it.
 */
export interface ChatWidget {
  clear(): void;
  setEnabled(enabled: boolean): void;
}

/** Everything epics may touch (architecture "Epics and dependencies"); no epic reaches a global. */
export interface Dependencies {
  http: HttpClient;
  /** File bodies to signed storage URLs, with progress (issue #4 documents). */
  uploads: Uploader;
  storage: Storage;
  /** Long-lived storage (localStorage) for choices that outlive the session, e.g. privacy consent (issue 12 §3); `storage` when absent. */
  preferences?: Storage;
  scheduler: SchedulerLike;
  clock: Clock;
  navigation: Navigation;
  analytics: Analytics;
  /** The bot-check widget; its code (and the vendor script) load on first use, so it arrives as a stream (§5, §9). */
  botCheck: Observable<BotCheck>;
  sessionReplay: SessionReplay;
  chat: ChatWidget;
  visibility: Visibility;
  /** Key presses, clicks and touches (issue 12 §2: an active person's token is refreshed, an idle one's is not). */
  activity: UserActivity;
  logger: Logger;
  /** A random number in [0, 1) (session-monitoring sampling, §9); `Math.random` when absent. */
  random?: () => number;
  /**
   * What a person may share with support, and the staff replay (docs/diagnostics.md); absent: nothing is recorded,
   * nothing can be replayed.
   */
  diagnostics?: DiagnosticsSource;
}

/** Analytics that sends nothing (tests, and builds without a transport). */
export const noopAnalytics = (): Analytics => ({ send: () => of(undefined) });
/** A bot check with no widget: never a token, never a problem (a protected call then waits, §5, and fails). */
export const noopBotCheck = (): BotCheck => ({
  mount: () => undefined,
  unmount: () => undefined,
  reset: () => undefined,
  remount: () => undefined,
  getResponse: () => null,
  problems$: NEVER,
});
/** A session replay that records nothing. */
export const noopSessionReplay = (): SessionReplay => ({ start: () => undefined, stop: () => undefined });
/** A chat widget with nothing to clear. */
export const noopChatWidget = (): ChatWidget => ({ clear: () => undefined, setEnabled: () => undefined });
/** A logger that drops everything. */
export const noopLogger = (): Logger => ({ info: () => undefined, warn: () => undefined, error: () => undefined });
/** A document that is always visible. */
export const alwaysVisible = (): Visibility => ({ visible$: of(true) });
/** Nobody ever touches the page (server rendering, tests that do not exercise the token refresh). */
export const noActivity = (): UserActivity => ({ input$: NEVER });
/** Navigation that goes nowhere and whose location never changes. */
export const noopNavigation = (): Navigation => ({ navigate: () => undefined, location$: NEVER });
/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };
