import type { ChatWidget, SessionReplay } from '../kernel/deps';

/**
 * What a configured vendor script must define on `window` (an adapter around the vendor's SDK, docs/analytics.md):
 * `portalSessionReplay` with `start()`/`stop()`, `portalChat` with `clear()` (forget the conversation and the person) and
 * optionally `unload()` (remove the widget when the person turns chat off, issue 12 §3).
 */
export interface VendorWindow {
  portalSessionReplay?: { start(): void; stop(): void };
  portalChat?: { clear(): void; unload?(): void };
}

/** The parts of `window` the vendor loaders use. */
export type VendorHost = { document: Document } & VendorWindow;

/** Adds `<script src async>` once per URL; resolves when it has loaded, rejects when it could not be. */
export function loadScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error('script could not be loaded')));
    doc.head.appendChild(script);
  });
}

/**
 * Session replay by a vendor script (§4/§9): the script is loaded the first time `start()` is called (never before:
 * replay is never started automatically), then its adapter's `start()`; `stop()` stops a running recording (logout).
 */
export function createScriptSessionReplay(host: VendorHost, scriptUrl: string, load = loadScript): SessionReplay {
  let loaded: Promise<void> | null = null;
  let wanted = false;
  return {
    start() {
      wanted = true;
      loaded ??= load(host.document, scriptUrl);
      loaded.then(
        () => {
          if (wanted) host.portalSessionReplay?.start();
        },
        () => undefined,
      );
    },
    stop() {
      wanted = false;
      host.portalSessionReplay?.stop();
    },
  };
}

/**
 * The chat widget of a vendor script (§4). Nothing loads until `setEnabled(true)` (the analytics layer calls it when
 * it loads, with the person's privacy choice, issue 12 §3); `setEnabled(false)` clears the widget and asks the adapter
 * to `unload()` itself, and a later `setEnabled(true)` loads the script again. `clear()` empties it (logout).
 */
export function createScriptChatWidget(host: VendorHost, scriptUrl: string, load = loadScript): ChatWidget {
  let loaded = false;
  return {
    clear() {
      host.portalChat?.clear();
    },
    setEnabled(enabled) {
      if (enabled && !loaded) {
        loaded = true;
        load(host.document, scriptUrl).catch(() => {
          loaded = false;
        });
      } else if (!enabled && loaded) {
        loaded = false;
        host.portalChat?.clear();
        host.portalChat?.unload?.();
      }
    },
  };
}
