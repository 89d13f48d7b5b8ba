import { asyncScheduler, defer, distinctUntilChanged, fromEvent, map, mergeMap, shareReplay, startWith } from 'rxjs';
import {
  noopAnalytics,
  noopBotCheck,
  noopChatWidget,
  noopSessionReplay,
  systemClock,
  type Dependencies,
  type Navigation,
  type Visibility,
} from '../kernel/deps';
import { createHttpClient } from '../kernel/http/client';
import type { Uploader } from '../kernel/http/upload';
import { createBrowserStorage, STORAGE_KEYS } from '../kernel/storage';
import { createConsoleLogger } from './logger';

/** The browser pieces the real dependencies use (narrowed so the wiring is explicit). */
export interface BrowserDepsOptions {
  win: Window;
  navigation: Navigation;
  /** The session's token (the store is built after the deps, so it is read late). */
  getToken: () => string | null;
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
 * `window.fetch` (token from the session, falling back to storage; no Turnstile token yet), §9 browser storage
 * (sessionStorage with cookie fallback), asyncScheduler, the system clock, router navigation, document visibility, a
 * console logger that redacts tokens and personal data, and no-op analytics, bot check, session replay and chat.
 */
export function createBrowserDeps({ win, navigation, getToken }: BrowserDepsOptions): Dependencies {
  const storage = createBrowserStorage(win);
  const scheduler = asyncScheduler;
  const http = createHttpClient({
    fetch: win.fetch.bind(win),
    getToken: () => getToken() ?? storage.get(STORAGE_KEYS.token),
    getTurnstileToken: () => null,
    scheduler,
  });
  return {
    http,
    uploads: lazyXhrUploader(win),
    storage,
    scheduler,
    clock: systemClock,
    navigation,
    analytics: noopAnalytics(),
    botCheck: noopBotCheck(),
    sessionReplay: noopSessionReplay(),
    chat: noopChatWidget(),
    visibility: documentVisibility(win.document),
    logger: createConsoleLogger(console),
  };
}
