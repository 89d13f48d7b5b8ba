/// <reference types="vite/client" />
import { BehaviorSubject, filter } from 'rxjs';
import type { BotCheck, BotCheckProblem } from '../../kernel/deps';
import { botCheckConfig } from './config';
import { loadTurnstileScript } from './loadScript';
import type { TurnstileApi } from './turnstileApi';

/** Options of {@link createTurnstileBotCheck}; `load` is injected by tests (a fake `window.turnstile`). */
export interface TurnstileBotCheckOptions {
  win: Window;
  siteKey: string;
  scriptUrl: string;
  load?: (win: Window, url: string) => Promise<TurnstileApi>;
}

/** Turnstile's flexible widget is at least this wide, px; a narrower slot gets the compact one (320 px screens, §1). */
const FLEXIBLE_MIN_WIDTH_PX = 300;

/**
 * The {@link BotCheck} over Turnstile's explicit-render API (render, reset, remove, getResponse and the success, error,
 * expired and timeout callbacks). The script is loaded on the first mount; a failed load is the `script` problem and
 * is tried again by the next reset or mount. The widget does not retry by itself (`retry: 'never'`) — the bot-check
 * wait resets it (§5) — but refreshes an expired token by itself. Callbacks of a widget that was removed or replaced
 * are ignored.
 */
export function createTurnstileBotCheck(opts: TurnstileBotCheckOptions): BotCheck {
  const load = opts.load ?? loadTurnstileScript;
  const problem = new BehaviorSubject<BotCheckProblem | null>(null);
  let api: TurnstileApi | null = null;
  let loading: Promise<TurnstileApi> | null = null;
  let slotId: string | null = null;
  let widgetId: string | null = null;
  /** Bumped by every render and removal: a late script load or callback of an older widget changes nothing. */
  let generation = 0;

  const loadApi = (): Promise<TurnstileApi> =>
    (loading ??= load(opts.win, opts.scriptUrl).then(
      (loaded) => (api = loaded),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  const removeWidget = () => {
    generation += 1;
    if (api && widgetId !== null) {
      try {
        api.remove(widgetId);
      } catch {
        // Already gone (e.g. its element left the page with the view).
      }
    }
    widgetId = null;
  };

  const render = () => {
    generation += 1;
    const mine = generation;
    const target = slotId;
    problem.next(null);
    if (target === null) return;
    const report = (p: BotCheckProblem | null) => {
      if (mine === generation) problem.next(p);
    };
    loadApi().then(
      (turnstile) => {
        const element = mine === generation ? opts.win.document.getElementById(target) : null;
        if (!element) return;
        try {
          const id = turnstile.render(element, {
            sitekey: opts.siteKey,
            callback: () => report(null),
            'error-callback': () => {
              report('error');
              return true;
            },
            'timeout-callback': () => report('timeout'),
            retry: 'never',
            'refresh-expired': 'auto',
            'refresh-timeout': 'manual',
            size: element.clientWidth > 0 && element.clientWidth < FLEXIBLE_MIN_WIDTH_PX ? 'compact' : 'flexible',
          });
          if (typeof id === 'string' && mine === generation) widgetId = id;
          else if (typeof id !== 'string') report('error');
        } catch {
          report('error');
        }
      },
      () => report('script'),
    );
  };

  return {
    mount(id) {
      removeWidget();
      slotId = id;
      render();
    },
    unmount() {
      removeWidget();
      slotId = null;
      problem.next(null);
    },
    reset() {
      if (api && widgetId !== null) {
        problem.next(null);
        api.reset(widgetId);
      } else {
        // No widget (the script failed, or is still loading): render again, loading the script again if need be.
        render();
      }
    },
    remount() {
      const id = slotId;
      removeWidget();
      slotId = id;
      render();
    },
    getResponse() {
      if (!api || widgetId === null) return null;
      return api.getResponse(widgetId) || null;
    },
    problems$: problem.pipe(filter((p): p is BotCheckProblem => p !== null)),
  };
}

/** The browser's bot check, configured by VITE_TURNSTILE_SITE_KEY / VITE_TURNSTILE_SCRIPT_URL (unset: the sandbox stand-in). */
export function createBrowserBotCheck(win: Window): BotCheck {
  const env = import.meta.env;
  const config = botCheckConfig({
    VITE_TURNSTILE_SITE_KEY: env.VITE_TURNSTILE_SITE_KEY as string | undefined,
    VITE_TURNSTILE_SCRIPT_URL: env.VITE_TURNSTILE_SCRIPT_URL as string | undefined,
  });
  return createTurnstileBotCheck({ win, ...config });
}
