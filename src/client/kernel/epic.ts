import type { AnyAction, Reducer } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { Dependencies } from './deps';

/**
 * An epic of this app (architecture "Epics and dependencies"): reads actions and state, performs side effects only
 * through `Dependencies`, and emits actions (events, or follow-up commands). `S` is the root state it reads.
 */
export type AppEpic<S = unknown> = Epic<AnyAction, AnyAction, S, Dependencies>;

/** What a feature contributes to the store: a reducer mounted at `state[name]` and/or an epic. */
export interface FeatureModule {
  name: string;
  reducer?: Reducer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each feature reads its own slice of the root state
  epic?: AppEpic<any>;
}
