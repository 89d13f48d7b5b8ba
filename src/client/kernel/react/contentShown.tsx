import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { ContentGate } from '../contentShown';

/** Open from the start where no provider says otherwise: the server's prerender and tests show everything at once. */
const OPEN: ContentGate = { loading: () => () => undefined, committed: () => undefined, isShown: () => true, subscribe: () => () => undefined };

const ContentGateContext = createContext<ContentGate>(OPEN);

/** Gives views the page load's {@link ContentGate} (composition root only, as the store). */
export function ContentGateProvider({ gate, children }: { gate: ContentGate; children: ReactNode }) {
  return <ContentGateContext.Provider value={gate}>{children}</ContentGateContext.Provider>;
}

/** For a loading status (`ui/Loading`): the page's content has not shown while it is on screen. */
export function useLoadingStatus(): void {
  const gate = useContext(ContentGateContext);
  useEffect(() => gate.loading(), [gate]);
}

/**
 * `children` once the page's content has shown (`kernel/contentShown`), nothing before: for what only completes a page.
 * Its every commit counts, so a page that never shows a loading status opens the gate after its first paint. Only this
 * part renders again when the gate opens, not the page around it.
 */
export function AfterContent({ children }: { children: ReactNode }) {
  const gate = useContext(ContentGateContext);
  useEffect(() => {
    gate.committed();
  });
  return useSyncExternalStore(gate.subscribe, gate.isShown, gate.isShown) ? children : null;
}
