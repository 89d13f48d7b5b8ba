import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React renders a prerendered page on the server or hydrates it in the browser, false in every render after
 * (issue 14 §1). A view that would render differently from its prerendered HTML on a first load (e.g. a guard that
 * redirects from a state only the browser knows) renders what the HTML shows while this is true, so hydration finds
 * no mismatch, and changes right after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
