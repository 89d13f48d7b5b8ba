import { combineEpics } from 'redux-observable';
import type { AppEpic } from '../../kernel/epic';
import { completeEpic } from './epics/complete';
import { creditPullEpic } from './epics/creditPull';
import { createMortgagesEpic } from './epics/mortgages';
import { openEpic } from './epics/open';
import type { QualificationEpicState } from './epics/shared';
import { stagesEpic } from './epics/stages';
import { randomUuid, type NewId } from './ids';

/**
 * The qualification wizard's epic (§2 stages, §4 wizard behaviour): page lifecycle and resume, the stage submits, the
 * credit pull polling, the mortgage answers and completion. `newId` makes the uuids of mortgages the person adds
 * (injected so tests are repeatable).
 */
export function createQualificationEpic(opts: { newId?: NewId } = {}): AppEpic<QualificationEpicState> {
  return combineEpics(
    openEpic,
    stagesEpic,
    creditPullEpic,
    createMortgagesEpic(opts.newId ?? randomUuid),
    completeEpic,
  ) as AppEpic<QualificationEpicState>;
}

/** The epic the feature module mounts. */
export const qualificationEpic = createQualificationEpic();
