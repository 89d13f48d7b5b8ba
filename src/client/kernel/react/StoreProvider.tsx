import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { Action, Store } from 'redux';

/** What views may touch of the store: a hot state stream and a way to send commands. Nothing else. */
export interface ViewStore<S = unknown> {
  /** Hot and replaying (BehaviorSubject): safe for observable-hooks' eager state. */
  readonly state$: Observable<S>;
  /** Sends a command; resolves with the outcome event when the command carries a correlation id. */
  readonly dispatch: (action: Action) => unknown;
}

/** The view store of the nearest {@link StoreProvider}, or null (kernel/react hooks that work without one read it). */
export const ViewStoreContext = createContext<ViewStore | null>(null);

/** Wraps a Redux store as a {@link ViewStore}: state changes are pushed into one BehaviorSubject. */
export function toViewStore<S>(store: Store<S>): ViewStore<S> {
  const state$ = new BehaviorSubject<S>(store.getState());
  store.subscribe(() => {
    const next = store.getState();
    if (next !== state$.getValue()) state$.next(next);
  });
  return { state$: state$.asObservable(), dispatch: (a) => store.dispatch(a) };
}

/** Provides the view store to the React tree (composition root only). */
export function StoreProvider({ store, children }: { store: ViewStore; children: ReactNode }) {
  const value = useMemo(() => store, [store]);
  return <ViewStoreContext.Provider value={value}>{children}</ViewStoreContext.Provider>;
}

/** The view store of the nearest {@link StoreProvider}; throws a clear error outside one (a wiring bug). */
export function useViewStore<S = unknown>(): ViewStore<S> {
  const store = useContext(ViewStoreContext);
  if (!store) throw new Error('useViewStore: no <StoreProvider> above this component');
  return store as ViewStore<S>;
}
