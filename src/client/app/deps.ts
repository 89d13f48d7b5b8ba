import { asyncScheduler, defer, distinctUntilChanged, fromEvent, map, merge, mergeMap, of, share, shareReplay, startWith, tap, throttleTime } from 'rxjs';
import {
  noopAnalytics,
  noopChatWidget,
  noopSessionReplay,
  systemClock,
  type Dependencies,
  type Navigation,
  type UserActivity,
  type Visibility,
} from '../kernel/deps';
import type { DiagnosticsRecorder } from '../kernel/diagnostics/recorder';
import { createHttpClient, READ_ONLY_ERROR } from '../kernel/http/client';
import type { HttpClient } from '../kernel/http/types';
import type { Uploader } from '../kernel/http/upload';
import { createBrowserStorage, createLocalStorage, STORAGE_KEYS } from '../kernel/storage';
import { startedRequests, type DataStartWindow } from './dataStart/startedRequests';
import { createConsoleLogger } from './logger';

/** The browser pieces the real dependencies use (narrowed so the wiring is explicit). */
export interface BrowserDepsOptions {
  win: Window;
  navigation: Navigation;
  /** The session's token (the store is built after the deps, so it is read late). */
  getToken: () => string | null;
  /** The session's bot-check token (§3 `turnstileToken`), sent as `Turnstile-Token` (§7); read late like the token. */
  getTurnstileToken?: () => string | null;
  /** The session's §6 ops flag, read late like the token (undefined before the store exists). */
  isOps?: () => boolean | undefined;
  /** Where API calls are recorded for a diagnostic the person may share (docs/diagnostics.md); none when absent. */
  recorder?: DiagnosticsRecorder;
}

/**
 * `inner`, with each call's method, the endpoint's route pattern (never the path), status and duration recorded when
 * its answer arrives (docs/diagnostics.md). A call given up before its answer is not recorded.
 */
export function recordingCalls(inner: HttpClient, recorder: DiagnosticsRecorder, now: () => number): HttpClient {
  return {
    ...inner,
    request: (req) => defer(() => {
      const at = now();
      return inner.request(req).pipe(
        tap((result) => recorder.record({ at, k: 'http', method: req.method, route: req.route ?? null, status: result.ok ? result.status : result.error.status, ms: now() - at })),
      );
    }),
  };
}

/**
 * §6 read-only rule for uploads: `inner`, except that while `isBlocked()` every PUT is refused at once — a `failed`
 * 403 with the read-only sentence — before any code is loaded or any request made.
 */
export function readOnlyUploader(inner: Uploader, isBlocked: () => boolean): Uploader {
  const refused = { kind: 'failed' as const, status: 403, expired: false, message: String((READ_ONLY_ERROR.data as { detail: string }).detail) };
  return { put: (req) => (isBlocked() ? of(refused) : inner.put(req)) };
}

/** Whether the document is visible, as a replaying stream (polling pauses while hidden). */
function documentVisibility(doc: Document): Visibility {
  const visible$ = fromEvent(doc, 'visibilitychange').pipe(
    map(() => doc.visibilityState === 'visible'),
    startWith(doc.visibilityState === 'visible'),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: false }),
  );
  return { visible$ };
}

/** Input events that show a person is at the page (issue 12 §2). Mouse moves and scrolls alone do not count. */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;
/** One activity signal per this many ms is plenty: the session only asks "anything in the last 15 minutes?". */
const ACTIVITY_THROTTLE_MS = 5000;

/**
 * Key presses, clicks and touches anywhere in the document (capture phase, passive), at most one signal per 5 s;
 * listening starts when the session subscribes. Never carries the event itself (what was typed stays in the page).
 */
function documentActivity(doc: Document): UserActivity {
  const input$ = merge(...ACTIVITY_EVENTS.map((type) => fromEvent(doc, type, { capture: true, passive: true }))).pipe(
    throttleTime(ACTIVITY_THROTTLE_MS),
    map(() => undefined),
    share(),
  );
  return { input$ };
}

/**
 * The XMLHttpRequest uploader, its code loaded on the first upload (only the documents page uploads, so the first load
 * of every other page does not carry it).
 */
function lazyXhrUploader(win: Window): Uploader {
  const uploader = defer(() => import('../kernel/http/upload')).pipe(
    map((m) => m.createXhrUploader(() => new (win as Window & typeof globalThis).XMLHttpRequest())),
    shareReplay({ bufferSize: 1, refCount: false }),
  );
  return { put: (req) => uploader.pipe(mergeMap((u) => u.put(req))) };
}

/**
 * The real {@link Dependencies} of the browser app (architecture "Epics and dependencies"): the §7 HTTP client over
 * `window.fetch` (token from the session, falling back to storage; the session's Turnstile token), §9 browser storage
 * (sessionStorage with cookie fallback) and localStorage for choices that outlive it (issue 12 §3 privacy consent), asyncScheduler, the system clock, router navigation, document visibility, a
 * console logger that redacts tokens and personal data, the Turnstile bot check (its code loaded on first use,
 * app/botCheck), and no-op analytics, session replay and chat that the analytics layer replaces with the real ones
 * when it loads (issue #5, analytics/services: their code is not in the first load). In an ops session (§6) the HTTP
 * client refuses every mutating request and the uploader every PUT, without touching the network. The GETs the page's
 * inline script started before the code loaded (issue 14 §2, app/dataStart) are handed to the HTTP client once.
 */
export function createBrowserDeps({ win, navigation, getToken, isOps, getTurnstileToken, recorder }: BrowserDepsOptions): Dependencies {
  const storage = createBrowserStorage(win);
  const scheduler = asyncScheduler;
  // §6: an ops session changes nothing — the session's flag, or the one stored with the token (before the store reads it).
  const isMutationBlocked = () => isOps?.() === true || storage.get(STORAGE_KEYS.opsFlag) === 'true';
  const client = createHttpClient({
    fetch: win.fetch.bind(win),
    getToken: () => getToken() ?? storage.get(STORAGE_KEYS.token),
    getTurnstileToken: () => getTurnstileToken?.() ?? null,
    scheduler,
    isMutationBlocked,
    takeStarted: startedRequests(win as Window & DataStartWindow, systemClock.now),
  });
  const http = recorder ? recordingCalls(client, recorder, systemClock.now) : client;
  return {
    http,
    uploads: readOnlyUploader(lazyXhrUploader(win), isMutationBlocked),
    storage,
    preferences: createLocalStorage(win),
    scheduler,
    clock: systemClock,
    navigation,
    // No-ops until the analytics layer loads (after the first render) and puts the real ones in (analytics/services).
    analytics: noopAnalytics(),
    sessionReplay: noopSessionReplay(),
    chat: noopChatWidget(),
    // The Turnstile adapter's code loads when a page first shows the widget (the funnel's first load must not grow).
    botCheck: defer(() => import('./botCheck/turnstile')).pipe(
      map((m) => m.createBrowserBotCheck(win)),
      shareReplay({ bufferSize: 1, refCount: false }),
    ),
    visibility: documentVisibility(win.document),
    activity: documentActivity(win.document),
    logger: createConsoleLogger(console),
    ...(recorder && {
      diagnostics: {
        entries: () => recorder.entries(),
        // What only the composition root knows (the route table, the build's flags, the replay), loaded when first asked.
        environment: () => defer(() => import('./diagnostics/environment')).pipe(map((m) => m.browserEnvironment(win))),
      },
    }),
  };
}
