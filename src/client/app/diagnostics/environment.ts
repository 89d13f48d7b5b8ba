/// <reference types="vite/client" />
import { matchPath } from 'react-router';
import { defer, mergeMap, shareReplay } from 'rxjs';
import { browserName } from '../../../domain/diagnostics/browser';
import type { DiagnosticsEnvironment } from '../../kernel/diagnostics/recorder';
import { routePatterns } from '../routes';

/**
 * What a shared diagnostic needs from the composition root (docs/diagnostics.md), loaded on the first share: the
 * route pattern of each page shown (from the router's own table, so a page's address never leaves the browser), the
 * optional services this build was made with, the browser's name, a key, the clipboard, and the staff replay.
 */
const replayer$ = defer(() => import('./replay')).pipe(mergeMap((m) => m.loadReplayer()), shareReplay({ bufferSize: 1, refCount: false }));

export function browserEnvironment(win: Window): DiagnosticsEnvironment {
  const { public: open, session } = routePatterns();
  // Literal routes first (`/applications/:applicationId/sections/declarations` before `…/:section`).
  const patterns = [...new Set([...open, ...session])].sort((a, b) => a.split(':').length - b.split(':').length);
  return {
    patternOf: (pathname) => patterns.find((path) => matchPath({ path, end: true }, pathname) !== null) ?? null,
    flags: {
      sessionReplay: Boolean(import.meta.env.VITE_SESSION_REPLAY_SCRIPT_URL),
      chat: Boolean(import.meta.env.VITE_CHAT_SCRIPT_URL),
      turnstile: Boolean(import.meta.env.VITE_TURNSTILE_SITE_KEY),
    },
    browser: browserName(win.navigator.userAgent),
    newKey: () => win.crypto.randomUUID(),
    copy: (text) => win.navigator.clipboard.writeText(text),
    // Every feature's reducers: loaded when staff first open a shared diagnostic.
    replayer: () => replayer$,
  };
}
