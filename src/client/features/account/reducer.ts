import { createReducer } from '@reduxjs/toolkit';
import { sessionEnded } from '../../kernel/session/actions';
import { accountChangeSaved, emailChangeCancelled, emailCodeSent, profileOpened, type AccountChange } from './actions';

/**
 * Account feature state (issue #4 §5 profile): the email change in progress — `newEmail` is set while the person is
 * asked for the code sent there (step 2) — and the last change saved on this visit (announced on the page). The
 * profile itself lives in the query cache (LoggedUser).
 */
export interface AccountState {
  pendingEmail: string | null;
  lastSaved: AccountChange | null;
}

/** Where the root reducer mounts {@link accountReducer}. */
export const ACCOUNT_KEY = 'account';

/** Nothing in progress, nothing saved. */
export const initialAccountState: AccountState = { pendingEmail: null, lastSaved: null };

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
    .addCase(sessionEnded, () => initialAccountState),
);
