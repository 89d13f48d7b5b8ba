import { createReducer } from '@reduxjs/toolkit';
import { consentChanged } from '../../kernel/consent/actions';
import { sessionEnded } from '../../kernel/session/actions';
import { sessionReplayNotStarted, sessionReplayStarted } from './actions';

/**
 * Where "Share this session with support" stands: not asked, recording, not in the sample, an ops session, or declined
 * in the privacy settings (issue 12 §3).
 */
export type SessionSharing = 'idle' | 'started' | 'not-sampled' | 'ops' | 'declined';

/** The help feature's state (`state.help`). */
export interface HelpState {
  sessionSharing: SessionSharing;
}

/** Where the help reducer is mounted. */
export const HELP_KEY = 'help';

/** Nothing asked yet. */
export const initialHelpState: HelpState = { sessionSharing: 'idle' };

/**
 * Folds the session-monitoring answers; a new session starts over (logout stopped the recording), and turning session
 * replay off in the privacy settings ends a recording (the consent epic stopped it).
 */
export const helpReducer = createReducer(initialHelpState, (builder) =>
  builder
    .addCase(sessionReplayStarted, (state) => {
      state.sessionSharing = 'started';
    })
    .addCase(sessionReplayNotStarted, (state, { payload }) => {
      state.sessionSharing = payload.reason;
    })
    .addCase(consentChanged, (state, { payload }) => {
      if (!payload.consent.sessionReplay && state.sessionSharing === 'started') state.sessionSharing = 'declined';
    })
    .addCase(sessionEnded, () => initialHelpState),
);

/** The help slice (initial when not mounted). */
export const selectSessionSharing = (state: { [HELP_KEY]?: HelpState }): SessionSharing => state[HELP_KEY]?.sessionSharing ?? 'idle';
