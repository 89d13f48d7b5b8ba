import { combineLatest, distinctUntilChanged, map } from 'rxjs';
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { useCallback } from 'react';
import type { Action } from 'redux';
import { newCorrelationId } from '../correlation';
import { useViewStore } from './StoreProvider';

/**
 * Reads a projection of the state. Pass a memoised selector (reselect's `createSelector`, or a module-level
 * function): a selector that builds a new object on every call would re-render without end. Re-renders only when
 * the projected value changes (`===`).
 */
export function useProjection<S, T>(selector: (state: S) => T): T {
  const { state$ } = useViewStore<S>();
  const projected$ = useObservable(
    (inputs$) =>
      combineLatest([state$, inputs$]).pipe(
        map(([state, [select]]) => select(state)),
        distinctUntilChanged(),
      ),
    [selector],
  );
  return useObservableEagerState(projected$);
}

/** A function that sends a command to the store (the only way a view acts, ARCHITECTURE.md). */
export function useSend(): (command: Action) => void {
  const { dispatch } = useViewStore();
  return useCallback((command: Action) => void dispatch(command), [dispatch]);
}

/**
 * Sends a command built with a fresh correlation id and resolves with its outcome event: what a react-final-form
 * `onSubmit` awaits to show server errors at the form (§8). `build` receives the id to put in the command's meta.
 */
export function useSendAndAwait(): <E extends Action>(build: (correlationId: string) => Action) => Promise<E> {
  const { dispatch } = useViewStore();
  return useCallback(
    <E extends Action>(build: (correlationId: string) => Action) => dispatch(build(newCorrelationId())) as Promise<E>,
    [dispatch],
  );
}
