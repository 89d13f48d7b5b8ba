import type { UnknownAction } from '@reduxjs/toolkit';
import * as actions from '../../../src/client/features/qualification/actions';
import { initialQualificationState, qualificationReducer, type QualificationState } from '../../../src/client/features/qualification/reducer';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { APP } from './harness';

const OTHER = '9a9a9a9a-3e4b-4d6c-9f7a-8b9c0d1e2f3a';
const ERR = { status: 500, data: { detail: 'Down' } };
const app = { applicationId: APP };

const fold = (...events: UnknownAction[]): QualificationState =>
  events.reduce<QualificationState>((s, e) => qualificationReducer(s, e), qualificationReducer(undefined, { type: '@@INIT' }));

describe('qualification reducer (events only)', () => {
  it.each<[string, UnknownAction[], Partial<QualificationState>]>([
    ['opened: loading', [actions.qualificationOpened(app)], { applicationId: APP, resume: 'loading' }],
    ['resumed: ready', [actions.qualificationOpened(app), actions.qualificationResumed({ ...app, stage: 'phone-request', completed: false })], { resume: 'ready' }],
    [
      'resumed completed: completion done',
      [actions.qualificationOpened(app), actions.qualificationResumed({ ...app, stage: 'completed', completed: true })],
      { completion: { status: 'done', error: null } },
    ],
    ['a resume of another application is ignored', [actions.qualificationOpened(app), actions.qualificationResumed({ applicationId: OTHER, stage: 'completed', completed: true })], { resume: 'loading' }],
    ['resume failed', [actions.qualificationOpened(app), actions.qualificationResumeFailed({ ...app, error: ERR })], { resume: 'failed', resumeError: ERR }],
    ['closed: initial', [actions.qualificationOpened(app), actions.qualificationClosed(app)], initialQualificationState],
    ['closing another application changes nothing', [actions.qualificationOpened(app), actions.qualificationClosed({ applicationId: OTHER })], { applicationId: APP }],
    ['pull requested: starting', [actions.creditPullRequested(app)], { credit: { phase: 'starting', failure: null } }],
    ['pull started: waiting', [actions.creditPullRequested(app), actions.creditPullStarted(app)], { credit: { phase: 'waiting', failure: null } }],
    ['start failed', [actions.creditPullRequested(app), actions.creditPullStartFailed({ ...app, error: ERR })], { credit: { phase: 'starting', failure: { step: 'start', error: ERR } } }],
    ['ops: no pull started yet', [actions.creditPullNotStarted(app)], { credit: { phase: 'not-started', failure: null } }],
    ['ops: the customer’s pull is running', [actions.creditPullNotStarted(app), actions.creditPullWaiting(app)], { credit: { phase: 'waiting', failure: null } }],
    ['poll failed', [actions.creditPullWaiting(app), actions.creditPollFailed({ ...app, error: ERR })], { credit: { phase: 'waiting', failure: { step: 'poll', error: ERR } } }],
    ['received', [actions.creditPollFailed({ ...app, error: ERR }), actions.creditPullFinished({ ...app, result: 'credit_report_received' })], { credit: { phase: 'received', failure: null } }],
    ['frozen', [actions.creditPullFinished({ ...app, result: 'credit_frozen' })], { credit: { phase: 'frozen', failure: null } }],
    ['error', [actions.creditPullFinished({ ...app, result: 'credit_error' })], { credit: { phase: 'error', failure: null } }],
    ['completing', [actions.qualificationCompleting(app)], { completion: { status: 'saving', error: null } }],
    ['completed', [actions.qualificationCompleting(app), actions.qualificationCompleted(app)], { completion: { status: 'done', error: null } }],
    ['complete failed', [actions.qualificationCompleting(app), actions.qualificationCompleteFailed({ ...app, error: ERR })], { completion: { status: 'failed', error: ERR } }],
    [
      'session ended: initial',
      [actions.qualificationOpened(app), actions.creditPullFinished({ ...app, result: 'credit_frozen' }), sessionEnded({ reason: 'logout' })],
      initialQualificationState,
    ],
  ])('%s', (_label, events, expected) => {
    expect(fold(...events)).toMatchObject(expected);
  });

  it.each(Object.entries(actions).filter(([, c]) => typeof c === 'function' && (c as { kind?: string }).kind === 'command'))(
    'the command %s changes nothing',
    (_name, creator) => {
      const before = fold(actions.qualificationOpened(app));
      expect(qualificationReducer(before, (creator as (p: unknown) => UnknownAction)({ applicationId: APP }))).toBe(before);
    },
  );
});
