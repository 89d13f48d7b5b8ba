import { createReducer } from '@reduxjs/toolkit';
import { sessionEnded } from '../../kernel/session/actions';
import type { OwnDiagnostic } from '../../../contract/diagnostics';
import type { HttpError } from '../../kernel/http/types';
import { accountChangeSaved, emailChangeCancelled, emailCodeSent, profileOpened, type AccountChange } from './actions';
import { sharedDiagnosticDeleted, sharedDiagnosticDeleteFailed, sharedDiagnosticsLoaded, sharedDiagnosticsLoadFailed } from './sharedDiagnostics';

/**
 * Account feature state (issue #4 §5 profile): the email change in progress — `newEmail` is set while the person is
 * asked for the code sent there (step 2) — and the last change saved on this visit (announced on the page). The
 * profile itself lives in the query cache (LoggedUser).
 */
export interface AccountState {
  pendingEmail: string | null;
  lastSaved: AccountChange | null;
  /** The diagnostics the person shared (docs/diagnostics.md): loading, the list, or why it could not load. */
  shared: { status: 'pending' | 'fulfilled' | 'rejected'; items: OwnDiagnostic[]; error: HttpError | null; deleteError: string | null };
}

/** Where the root reducer mounts {@link accountReducer}. */
export const ACCOUNT_KEY = 'account';

/** Nothing in progress, nothing saved. */
export const initialAccountState: AccountState = { pendingEmail: null, lastSaved: null, shared: { status: 'pending', items: [], error: null, deleteError: null } };

/** Folds account events (never commands); back to the initial state when the session ends. */
export const accountReducer = createReducer(initialAccountState, (builder) =>
  builder
    .addCase(profileOpened, (state) => {
      state.lastSaved = null;
    })
    .addCase(emailCodeSent, (state, { payload }) => {
      state.pendingEmail = payload.newEmail;
    })
    .addCase(emailChangeCancelled, (state) => {
      state.pendingEmail = null;
    })
    .addCase(accountChangeSaved, (state, { payload }) => {
      state.lastSaved = payload.change;
      if (payload.change === 'email') state.pendingEmail = null;
    })
    .addCase(sharedDiagnosticsLoaded, (state, { payload }) => {
      state.shared = { status: 'fulfilled', items: payload.items, error: null, deleteError: null };
    })
    .addCase(sharedDiagnosticsLoadFailed, (state, { payload }) => {
      state.shared.status = 'rejected';
      state.shared.error = payload.error;
    })
    .addCase(sharedDiagnosticDeleted, (state, { payload }) => {
      state.shared.items = state.shared.items.filter((d) => d.uuid !== payload.uuid);
      state.shared.deleteError = null;
    })
    .addCase(sharedDiagnosticDeleteFailed, (state, { payload }) => {
      state.shared.deleteError = payload.uuid;
    })
    .addCase(sessionEnded, () => initialAccountState),
);
