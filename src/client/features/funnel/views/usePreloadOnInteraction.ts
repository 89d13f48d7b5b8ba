import { useEffect } from 'react';

/** Signs that a person has started using the page (focus alone is not one: a page may move focus by itself). */
const INTERACTIONS = ['pointerdown', 'keydown', 'input'] as const;

/**
 * Runs `preload` on the person's first pointer press, key press or input anywhere in the document while the calling
 * view is mounted, then stops listening. Used to fetch code a submit will need (the funnel's epic) while the person
 * is still filling the form, without adding it to the page's first load (issue #2 §7). `preload` must be idempotent.
 */
export function usePreloadOnInteraction(preload: () => void): void {
  useEffect(() => {
    const stop = () => INTERACTIONS.forEach((type) => document.removeEventListener(type, once, true));
    function once() {
      stop();
      preload();
    }
    INTERACTIONS.forEach((type) => document.addEventListener(type, once, { capture: true, passive: true }));
    return stop;
  }, [preload]);
}
