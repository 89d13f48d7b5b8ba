import { createImmutableStateInvariantMiddleware, createSerializableStateInvariantMiddleware, type Middleware } from '@reduxjs/toolkit';
import { FILE_PAYLOAD_PATHS } from './store';

/**
 * RTK's development checks for {@link createAppStore}'s `checks`: state is never mutated outside a reducer, and actions
 * and state stay serialisable (the event log and replay depend on it), except the `File`s of {@link FILE_PAYLOAD_PATHS}.
 * Development builds only (main.tsx): in production they would cost time on every action and bring RTK into the first load.
 */
export function devChecks(): Middleware[] {
  return [createImmutableStateInvariantMiddleware(), createSerializableStateInvariantMiddleware({ ignoredActionPaths: FILE_PAYLOAD_PATHS })];
}
