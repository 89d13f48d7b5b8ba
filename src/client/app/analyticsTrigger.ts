/** How long after the page's `load` event analytics waits for the browser to be idle, when nothing asked sooner (ms). */
export const ANALYTICS_AFTER_LOAD_MS = 3000;

/** Longest wait for an idle moment once that delay is over (ms): a page that is never idle still gets analytics. */
export const ANALYTICS_IDLE_TIMEOUT_MS = 2000;

/** The first press, touch or scroll: the person is there, so their calls (a field error, a submit) must not wait. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** The browser window as {@link whenAnalyticsMayLoad} uses it (a fake one in tests). */
export type TriggerWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * The sending half of analytics (≈ 10 KB gzip with the plan's codecs) is not fetched while the page loads. `start`
 * runs once, at the first of: the person's first press, touch or scroll, or an idle moment
 * {@link ANALYTICS_AFTER_LOAD_MS} after the `load` event. Nothing is lost meanwhile: the tracker keeps every call in
 * the outbox, and the entry sends it by beacon if the page is hidden or left first (docs/analytics.md "Delivery").
 */
export function whenAnalyticsMayLoad(win: TriggerWindow, start: () => void): void {
  // The listeners stay (passive, a flag check each): removing them would cost first-load bytes for nothing.
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    start();
  };
  const afterLoad = () =>
    win.setTimeout(() => (win.requestIdleCallback ? win.requestIdleCallback(fire, { timeout: ANALYTICS_IDLE_TIMEOUT_MS }) : fire()), ANALYTICS_AFTER_LOAD_MS);
  for (const type of INTERACTIONS) win.addEventListener(type, fire, { capture: true, passive: true });
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
