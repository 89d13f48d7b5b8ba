import { combineReducers, configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { correlationMiddleware, createEventLog, type AppEpic, type Dependencies } from '../../src/client/kernel';
import { FILE_PAYLOAD_PATHS } from '../../src/client/app/store';

/** Root state of a test store: one key per given reducer. */
export type TestState = Record<string, unknown>;

/**
 * A real store wired like the app (correlation + event log + epic middleware) around the given reducers and epics,
 * for epic and integration tests. `reducers` become the root state keys; `store.getState()` is loosely typed, so
 * cast to the slice you read.
 */
export function createTestStore(opts: {
  reducers: Record<string, Reducer>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  epics?: AppEpic<any>[];
  deps: Dependencies;
  /** Middleware placed where the app puts its diagnostics recorder: after correlation, before the event log. */
  middleware?: Middleware[];
}) {
  const rootReducer = combineReducers(opts.reducers) as unknown as Reducer<TestState, UnknownAction>;
  const eventLog = createEventLog(opts.deps.clock);
  const epicMiddleware = createEpicMiddleware<UnknownAction, UnknownAction, TestState, Dependencies>({ dependencies: opts.deps });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: FILE_PAYLOAD_PATHS } }).concat(correlationMiddleware, ...(opts.middleware ?? []), eventLog.middleware, epicMiddleware),
  });
  epicMiddleware.run(combineEpics(...(opts.epics ?? [])) as never);
  return { store, eventLog, rootReducer };
}
