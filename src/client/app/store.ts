import type { Middleware, Reducer, UnknownAction } from 'redux';
import { applyMiddleware, combineReducers, compose, legacy_createStore as createStore, type StoreEnhancer } from 'redux';
import { createEpicMiddleware } from 'redux-observable';
import { correlationMiddleware } from '../kernel/correlation';
import type { Dependencies } from '../kernel/deps';
import type { FeatureModule } from '../kernel/epic';
import { createEventLog, replay } from '../kernel/eventLog';
import { createDynamicRootEpic } from './rootEpic';

/** Command payloads that carry browser `File`s (documents/addFiles): never stored in state or the event log (the
 * serializability check of app/devChecks.ts and the test store skips them). */
export const FILE_PAYLOAD_PATHS = ['payload.files'];

/** The root state: one key per mounted module (queries, session, funnel; auth and application once mounted). */
export type AppState = Record<string, unknown>;

/** Combines the modules' reducers, each at `state[module.name]`. */
export function createRootReducer(modules: readonly FeatureModule[]): Reducer<AppState, UnknownAction> {
  const reducers = Object.fromEntries(modules.flatMap((m) => (m.reducer ? [[m.name, m.reducer] as const] : [])));
  return combineReducers(reducers) as unknown as Reducer<AppState, UnknownAction>;
}

/**
 * Infrastructure action (neither command nor event, so never logged): puts a just-mounted module's slice, rebuilt
 * from the event log, into the state. Only the store's own wrapper of that module's reducer reads it.
 */
export const MODULE_MOUNTED = '@@app/moduleMounted';

interface ModuleMounted {
  type: typeof MODULE_MOUNTED;
  payload: { name: string; state: unknown };
}

const isMountOf = (name: string, action: UnknownAction): action is UnknownAction & ModuleMounted =>
  action.type === MODULE_MOUNTED && (action as Partial<ModuleMounted>).payload?.name === name;

/**
 * The app's store (architecture "The one-paragraph picture"): Redux store with the modules' reducers; middleware in
 * this order — correlation (a form awaits its outcome), the diagnostics recorder if given (every command and event, by
 * reference), event log (every event, numbered and timed), epics (with `deps`). `devTools` only in development builds: the state holds the session token.
 *
 * `addModule` mounts a module later (a lazily loaded feature): its slice starts as the event log so far folded through
 * its reducer — exactly what `replay(log, rootReducer)` computes for it — and its epic sees actions from then on. A
 * module already mounted (by name) is ignored. `rootReducer` always includes every module mounted so far.
 */
export function createAppStore(opts: {
  deps: Dependencies;
  modules: readonly FeatureModule[];
  devTools?: boolean;
  /** Middleware run first on every action, e.g. RTK's serializability and immutability checks in development. */
  checks?: readonly Middleware[];
  /** Records every command and event for a diagnostic the person may share (kernel/diagnostics/recorder.ts). */
  recorder?: Middleware;
}) {
  const mounted = new Map<string, FeatureModule>(opts.modules.map((m) => [m.name, m]));
  let combined = createRootReducer(opts.modules);
  const rootReducer: Reducer<AppState, UnknownAction> = (state, action) => combined(state, action);
  const eventLog = createEventLog(opts.deps.clock);
  const rootEpic = createDynamicRootEpic(opts.modules);
  const epicMiddleware = createEpicMiddleware<UnknownAction, UnknownAction, AppState, Dependencies>({ dependencies: opts.deps });
  // Redux's own createStore rather than RTK's configureStore: RTK (and the immer it carries) stays out of the first load;
  // its development checks come in through `checks` (app/devChecks.ts).
  const withDevTools = opts.devTools ? (globalThis as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ : undefined;
  const enhancer: StoreEnhancer = (withDevTools ?? compose)(
    applyMiddleware(...(opts.checks ?? []), correlationMiddleware, ...(opts.recorder ? [opts.recorder] : []), eventLog.middleware, epicMiddleware as Middleware),
  );
  const store = createStore(rootReducer, enhancer);
  epicMiddleware.run(rootEpic.epic as never);

  const addModule = (module: FeatureModule): void => {
    if (mounted.has(module.name)) return;
    mounted.set(module.name, module);
    const { reducer } = module;
    if (reducer) {
      const hydrate = (state: unknown, action: UnknownAction): unknown =>
        isMountOf(module.name, action) ? action.payload.state : reducer(state, action);
      combined = createRootReducer([...mounted.values()].map((m) => (m === module ? { ...m, reducer: hydrate } : m)));
      store.dispatch({ type: MODULE_MOUNTED, payload: { name: module.name, state: replay(eventLog.entries(), reducer) } });
    }
    rootEpic.add(module);
  };

  return { store, eventLog, rootReducer, addModule };
}

/** The store {@link createAppStore} builds. */
export type AppStore = ReturnType<typeof createAppStore>['store'];
