import { NEVER, of, type Observable, type SchedulerLike } from 'rxjs';
import type { HttpClient } from './http/types';
import type { Uploader } from './http/upload';
import type { Storage } from './storage';

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

/** Transport of derived analytics events to `POST /v1/customer/send-segment-events/` (architecture "The event log"). */
export interface Analytics {
  send(batch: unknown[]): Observable<void>;
}

/** The bot check (Turnstile, §5/§9): a token, or null when the check failed or timed out. */
export interface BotCheck {
  getToken(): Observable<string | null>;
  reset(): void;
}

/** Session replay recorder; never started automatically (§4). */
export interface SessionReplay {
  start(): void;
  stop(): void;
}

/** The support chat widget; cleared on logout (§4). */
export interface ChatWidget {
  clear(): void;
}

/** Everything epics may touch (architecture "Epics and dependencies"); no epic reaches a global. */
export interface Dependencies {
  http: HttpClient;
  /** File bodies to signed storage URLs, with progress (issue #4 documents). */
  uploads: Uploader;
  storage: Storage;
  scheduler: SchedulerLike;
  clock: Clock;
  navigation: Navigation;
  analytics: Analytics;
  botCheck: BotCheck;
  sessionReplay: SessionReplay;
  chat: ChatWidget;
  visibility: Visibility;
  logger: Logger;
}

/** Analytics that sends nothing (until the tracking plan issue makes it real). */
export const noopAnalytics = (): Analytics => ({ send: () => of(undefined) });
/** A bot check that yields no token (requests then go without Turnstile-Token). */
export const noopBotCheck = (): BotCheck => ({ getToken: () => of(null), reset: () => undefined });
/** A session replay that records nothing. */
export const noopSessionReplay = (): SessionReplay => ({ start: () => undefined, stop: () => undefined });
/** A chat widget with nothing to clear. */
export const noopChatWidget = (): ChatWidget => ({ clear: () => undefined });
/** A logger that drops everything. */
export const noopLogger = (): Logger => ({ info: () => undefined, warn: () => undefined, error: () => undefined });
/** A document that is always visible. */
export const alwaysVisible = (): Visibility => ({ visible$: of(true) });
/** Navigation that goes nowhere and whose location never changes. */
export const noopNavigation = (): Navigation => ({ navigate: () => undefined, location$: NEVER });
/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };
