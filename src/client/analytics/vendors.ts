import type { ChatWidget, SessionReplay } from '../kernel/deps';

/**
 * What a configured vendor script must define on `window` (an adapter around the vendor's SDK, docs/analytics.md):
 * `portalSessionReplay` with `start()`/`stop()`, `portalChat` with `clear()` (forget the conversation and the person).
 */
export interface VendorWindow {
  portalSessionReplay?: { start(): void; stop(): void };
  portalChat?: { clear(): void };
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

/** The chat widget of a vendor script (§4), loaded at once; `clear()` empties it (logout). */
export function createScriptChatWidget(host: VendorHost, scriptUrl: string, load = loadScript): ChatWidget {
  load(host.document, scriptUrl).catch(() => undefined);
  return {
    clear() {
      host.portalChat?.clear();
    },
  };
}
