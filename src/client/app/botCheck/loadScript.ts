import type { TurnstileApi, TurnstileWindow } from './turnstileApi';

/** `url` with `render=explicit` (no widget is rendered by itself; this app renders into its slot). */
export function explicitRenderUrl(url: string, base: string): string {
  const parsed = new URL(url, base);
  if (!parsed.searchParams.has('render')) parsed.searchParams.set('render', 'explicit');
  return parsed.origin === new URL(base).origin ? `${parsed.pathname}${parsed.search}` : parsed.href;
}

/**
 * Adds the Turnstile script (`url`, explicit rendering) to the page and resolves with `window.turnstile` once it ran.
 * Resolves at once when the API is already there.
 * @throws (rejects) when the script cannot be loaded or does not define `window.turnstile`; the failed script element
 * is removed, so a later call adds a fresh one.
 */
export function loadTurnstileScript(win: Window, url: string): Promise<TurnstileApi> {
  const host = win as TurnstileWindow;
  if (host.turnstile) return Promise.resolve(host.turnstile);
  return new Promise((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = explicitRenderUrl(url, win.location.href);
    script.async = true;
    script.onload = () => {
      if (host.turnstile) {
        resolve(host.turnstile);
        return;
      }
      script.remove();
      reject(new Error('the bot-check script defined no window.turnstile'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('the bot-check script could not be loaded'));
    };
    win.document.head.appendChild(script);
  });
}
