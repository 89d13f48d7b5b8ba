import { createReducer } from '@reduxjs/toolkit';
import type { HttpError } from '../../kernel/http/types';
import { sessionEnded } from '../../kernel/session/actions';
import {
  creditPollFailed,
  creditPullFinished,
  creditPullNotStarted,
  creditPullRequested,
  creditPullStarted,
  creditPullStartFailed,
  creditPullWaiting,
  qualificationClosed,
  qualificationCompleted,
  qualificationCompleteFailed,
  qualificationCompleting,
  qualificationOpened,
  qualificationResumed,
  qualificationResumeFailed,
} from './actions';

/**
 * Where the credit pull of wait-request stands (§2 wait-request, frozen credit, credit error). `not-started` only in
 * the §6 ops read-only view: the customer has not started one yet, and ops never do.
 */
export type CreditPhase = 'idle' | 'not-started' | 'starting' | 'waiting' | 'received' | 'frozen' | 'error';

/**
 * The qualification feature's own state: which application's wizard is open, whether its data is loaded, the credit
 * pull's phase and the completion call. The stage history itself is the kernel wizard's (`state.wizard.qualification`);
 * the answers live on the server, in the mortgage-details draft and in the wizard's formValues. Never personal data.
 */
export interface QualificationState {
  applicationId: string | null;
  resume: 'idle' | 'loading' | 'ready' | 'failed';
  resumeError: HttpError | null;
  credit: { phase: CreditPhase; failure: { step: 'start' | 'poll'; error: HttpError } | null };
  completion: { status: 'idle' | 'saving' | 'done' | 'failed'; error: HttpError | null };
}

/** Where the root reducer mounts {@link qualificationReducer}. */
export const QUALIFICATION_KEY = 'qualification';

/** Any root state that mounts the feature. */
export interface QualificationRootState {
  [QUALIFICATION_KEY]?: QualificationState;
}

/** Nothing open. */
export const initialQualificationState: QualificationState = {
  applicationId: null,
  resume: 'idle',
  resumeError: null,
  credit: { phase: 'idle', failure: null },
  completion: { status: 'idle', error: null },
};

const PHASE_OF_RESULT = { credit_report_received: 'received', credit_frozen: 'frozen', credit_error: 'error' } as const;

/** Folds the qualification events (never commands); back to the initial state when the session ends. */
export const qualificationReducer = createReducer(initialQualificationState, (b) =>
  b
    .addCase(qualificationOpened, (_s, { payload }) => ({ ...initialQualificationState, applicationId: payload.applicationId, resume: 'loading' }))
    .addCase(qualificationClosed, (s, { payload }) => (s.applicationId === payload.applicationId ? initialQualificationState : s))
    .addCase(qualificationResumed, (s, { payload }) => {
      if (s.applicationId !== payload.applicationId) return;
      s.resume = 'ready';
      s.resumeError = null;
      if (payload.completed) s.completion = { status: 'done', error: null };
    })
    .addCase(qualificationResumeFailed, (s, { payload }) => {
      if (s.applicationId !== payload.applicationId) return;
      s.resume = 'failed';
      s.resumeError = payload.error;
    })
    .addCase(creditPullRequested, (s) => {
      s.credit = { phase: 'starting', failure: null };
    })
    .addCase(creditPullStarted, (s) => {
      s.credit = { phase: 'waiting', failure: null };
    })
    .addCase(creditPullNotStarted, (s) => {
      s.credit = { phase: 'not-started', failure: null };
    })
    .addCase(creditPullWaiting, (s) => {
      s.credit = { phase: 'waiting', failure: null };
    })
    .addCase(creditPullStartFailed, (s, { payload }) => {
      s.credit.failure = { step: 'start', error: payload.error };
    })
    .addCase(creditPollFailed, (s, { payload }) => {
      s.credit.failure = { step: 'poll', error: payload.error };
    })
    .addCase(creditPullFinished, (s, { payload }) => {
      s.credit = { phase: PHASE_OF_RESULT[payload.result], failure: null };
    })
    .addCase(qualificationCompleting, (s) => {
      s.completion = { status: 'saving', error: null };
    })
    .addCase(qualificationCompleted, (s) => {
      s.completion = { status: 'done', error: null };
    })
    .addCase(qualificationCompleteFailed, (s, { payload }) => {
      s.completion = { status: 'failed', error: payload.error };
    })
    .addCase(sessionEnded, () => initialQualificationState),
);
