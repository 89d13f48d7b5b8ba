/**
 * The longest wait for a page's content, from the app's first committed render (ms): a page whose loading status never
 * goes (its data cannot be had, an answer that never comes) still gets what waits for its content. Not from the start:
 * the gate must not change while React is still hydrating a prerendered page (an update then makes React throw the
 * server's HTML away and render afresh, losing what was typed into it).
 */
export const CONTENT_WAIT_MS = 4000;

/**
 * Whether the page a person opened has shown its content (docs/performance.md "After the content"). A page shows a
 * loading status (`ui/Loading`) for each part whose data or code is on its way; the gate opens once, after the first
 * paint at which none is left, or {@link CONTENT_WAIT_MS} after the first committed render. What only completes a page
 * (the licensing footer, the inactivity warning, the session keeper) waits for it, so that the page's own requests
 * have the browser's connections to themselves and its own work the main thread.
 */
export interface ContentGate {
  /** A loading status is on screen; call the returned function once, when it goes. */
  loading(): () => void;
  /** A render was committed: with no loading status on screen, the gate opens after the next paint. */
  committed(): void;
  /** Whether the content has shown. */
  isShown(): boolean;
  /** Calls `listener` when the content has shown (`useSyncExternalStore`'s shape); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * A {@link ContentGate} for one page load. `afterPaint` runs work after the browser's next paint (the app:
 * `kernel/afterNextPaint`); `later` runs work after a delay in ms (`setTimeout`; a TestScheduler in marble tests).
 */
export function createContentGate(afterPaint: (work: () => void) => void, later: (work: () => void, ms: number) => void = (work, ms) => setTimeout(work, ms)): ContentGate {
  let onScreen = 0;
  let shown = false;
  const listeners = new Set<() => void>();
  const open = () => {
    if (!shown) {
      shown = true;
      listeners.forEach((listener) => listener());
    }
  };
  let started = false;
  // Checked again after the paint: a render may have put a new loading status in place of the one that went.
  const check = () => {
    if (!shown && !onScreen) afterPaint(() => onScreen || open());
  };
  return {
    loading() {
      onScreen += 1;
      return () => {
        onScreen -= 1;
        check();
      };
    },
    committed() {
      if (!started) later(open, CONTENT_WAIT_MS);
      started = true;
      check();
    },
    isShown: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
