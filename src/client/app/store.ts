import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { correlationMiddleware } from '../kernel/correlation';
import type { Dependencies } from '../kernel/deps';
import type { FeatureModule } from '../kernel/epic';
import { createEventLog } from '../kernel/eventLog';
import { createRootEpic } from './rootEpic';

/** The root state: one key per mounted module (queries, session, auth, application, funnel). */
export type AppState = Record<string, unknown>;

/** Combines the modules' reducers, each at `state[module.name]`. */
export function createRootReducer(modules: readonly FeatureModule[]): Reducer<AppState, UnknownAction> {
  const reducers = Object.fromEntries(modules.flatMap((m) => (m.reducer ? [[m.name, m.reducer] as const] : [])));
  return combineReducers(reducers) as unknown as Reducer<AppState, UnknownAction>;
}

/**
 * The app's store (architecture "The one-paragraph picture"): RTK store with the modules' reducers; middleware in
 * this order — correlation (a form awaits its outcome), event log (every event, numbered and timed), epics (with
 * `deps`); the root epic combines every module's epic. `devTools` only in development builds: the state holds the
 * session token.
 */
export function createAppStore(opts: { deps: Dependencies; modules: readonly FeatureModule[]; devTools?: boolean }) {
  const rootReducer = createRootReducer(opts.modules);
  const eventLog = createEventLog(opts.deps.clock);
  const epicMiddleware = createEpicMiddleware<UnknownAction, UnknownAction, AppState, Dependencies>({ dependencies: opts.deps });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(correlationMiddleware, eventLog.middleware, epicMiddleware),
    devTools: opts.devTools ?? false,
  });
  epicMiddleware.run(createRootEpic(opts.modules) as never);
  return { store, eventLog, rootReducer };
}

/** The store {@link createAppStore} builds. */
export type AppStore = ReturnType<typeof createAppStore>['store'];
