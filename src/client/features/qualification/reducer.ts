import type { HttpError } from '../../kernel/http/types';
import { createEventReducer } from '../../kernel/eventReducer';
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

/** One application's wizard only: events about another application leave the state as it is. */
const forOpen = (s: QualificationState, applicationId: string, next: () => QualificationState): QualificationState =>
  s.applicationId === applicationId ? next() : s;

/**
 * Folds the qualification events (never commands); back to the initial state when the session ends. Plain immutable
 * updates (kernel/eventReducer), not `createReducer`: immer was ≈ 4.4 KB gzip of the page's first load (issue 14 §2).
 */
export const qualificationReducer = createEventReducer<QualificationState>(initialQualificationState, (on) => [
  on(qualificationOpened, (_s, { payload }) => ({ ...initialQualificationState, applicationId: payload.applicationId, resume: 'loading' })),
  on(qualificationClosed, (s, { payload }) => (s.applicationId === payload.applicationId ? initialQualificationState : s)),
  on(qualificationResumed, (s, { payload }) =>
    forOpen(s, payload.applicationId, () => ({
      ...s,
      resume: 'ready',
      resumeError: null,
      ...(payload.completed ? { completion: { status: 'done', error: null } } : {}),
    })),
  ),
  on(qualificationResumeFailed, (s, { payload }) => forOpen(s, payload.applicationId, () => ({ ...s, resume: 'failed', resumeError: payload.error }))),
  on(creditPullRequested, (s) => ({ ...s, credit: { phase: 'starting', failure: null } })),
  on(creditPullStarted, (s) => ({ ...s, credit: { phase: 'waiting', failure: null } })),
  on(creditPullNotStarted, (s) => ({ ...s, credit: { phase: 'not-started', failure: null } })),
  on(creditPullWaiting, (s) => ({ ...s, credit: { phase: 'waiting', failure: null } })),
  on(creditPullStartFailed, (s, { payload }) => ({ ...s, credit: { ...s.credit, failure: { step: 'start', error: payload.error } } })),
  on(creditPollFailed, (s, { payload }) => ({ ...s, credit: { ...s.credit, failure: { step: 'poll', error: payload.error } } })),
  on(creditPullFinished, (s, { payload }) => ({ ...s, credit: { phase: PHASE_OF_RESULT[payload.result], failure: null } })),
  on(qualificationCompleting, (s) => ({ ...s, completion: { status: 'saving', error: null } })),
  on(qualificationCompleted, (s) => ({ ...s, completion: { status: 'done', error: null } })),
  on(qualificationCompleteFailed, (s, { payload }) => ({ ...s, completion: { status: 'failed', error: payload.error } })),
  on(sessionEnded, () => initialQualificationState),
]);
