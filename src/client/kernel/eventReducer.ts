import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/** One case of {@link createEventReducer}: when `match` accepts an action, `reduce` gives the next state. */
export interface EventCase<S> {
  match(action: unknown): boolean;
  reduce(state: S, action: never): S;
}

/** Builds a typed {@link EventCase}: the action is narrowed by the creator's (or matcher's) `match`. */
export type On<S> = <A>(matcher: { match(action: unknown): action is A }, reduce: (state: S, action: A) => S) => EventCase<S>;

const on = <S, A>(matcher: { match(action: unknown): action is A }, reduce: (state: S, action: A) => S): EventCase<S> => ({
  match: (action) => matcher.match(action),
  reduce: reduce as (state: S, action: never) => S,
});

/**
 * A reducer written as plain immutable updates, for the slices in the first load: RTK's `createReducer` brings immer
 * (about 3.5 KB gzip), which the public funnel's first-load budget (≤ 130 KB, docs/performance.md) cannot carry. Every
 * matching case runs, in order, like `createReducer`'s cases and matchers; a case returns the same state for "no
 * change". Lazily loaded features may use `createReducer`, except those of the application home, tasks and documents
 * pages and the analytics layer (issue 14 §3: immer and the toolkit were 4.4 KB gzip of each page's first load).
 * Example: `createEventReducer(initial, (on) => [on(tokenIssued, (s, { payload }) => ({ ...s, token: payload.token }))])`.
 */
export function createEventReducer<S>(initialState: S, build: (on: On<S>) => readonly EventCase<S>[]): Reducer<S, UnknownAction> {
  const cases = build(on as On<S>);
  return (state = initialState, action) =>
    cases.reduce((current, c) => (c.match(action) ? c.reduce(current, action as never) : current), state);
}
