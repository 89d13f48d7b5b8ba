import { createReducer } from '@reduxjs/toolkit';
import type { HttpError } from '../../kernel/http/types';
import { sessionEnded } from '../../kernel/session/actions';
import { messageReadConfirmed, messageReadFailed, messageReadOptimistically, messagesPageClosed, messagesPageOpened } from './actions';

/** The messages feature's state (`state.messages`): which application's page is open, and reads the server refused. */
export interface MessagesFeatureState {
  openApplicationId: string | null;
  /** The §8 error of the last refused read, by message uuid (cleared when it is tried again or the page is left). */
  readFailures: Record<string, HttpError>;
}

/** Where the messages reducer is mounted. */
export const MESSAGES_KEY = 'messages';

/** No page open, nothing refused. */
export const initialMessagesState: MessagesFeatureState = { openApplicationId: null, readFailures: {} };

/** Folds the page and read events; a new session starts over. */
export const messagesReducer = createReducer(initialMessagesState, (builder) =>
  builder
    .addCase(messagesPageOpened, (state, { payload }) => {
      state.openApplicationId = payload.applicationId;
    })
    .addCase(messagesPageClosed, (state) => {
      state.openApplicationId = null;
      state.readFailures = {};
    })
    .addCase(messageReadOptimistically, (state, { payload }) => {
      delete state.readFailures[payload.messageUuid];
    })
    .addCase(messageReadConfirmed, (state, { payload }) => {
      delete state.readFailures[payload.messageUuid];
    })
    .addCase(messageReadFailed, (state, { payload }) => {
      state.readFailures[payload.messageUuid] = payload.error;
    })
    .addCase(sessionEnded, () => initialMessagesState),
);
