import type { InternalStage } from '../../contract';
import { INTERNAL_STAGES, internalStageIndex, isStageBefore } from '../../domain/stages';
import { HttpError } from '../http/errors';
import { deleteOutcome } from '../outcomes/repo';
import { updateApplication, type ApplicationRow } from '../repo/applications';
import { currentEnvelopeOf } from '../repo/envelopes';
import { markSubmitted } from '../repo/sections';
import type { Sql } from '../repo/sql';
import { completeAllPending } from '../repo/tasks';
import type { Services } from '../services';
import { recordInvestment, todayOf } from '../servicing/investments';

/**
 * Moves an application to any internal stage (back office). Moving back before pending-doc-upload reopens the form
 * (it no longer reads as submitted). 400 when it is already there, and for closed-lost: only deny and withdraw close
 * an application as lost, because they record the reason (issue 12 §1); leaving closed-lost forgets the outcome.
 */
export async function moveStage(s: Services, tx: Sql, app: ApplicationRow, stage: InternalStage): Promise<void> {
  if (app.stage === stage) throw new HttpError(400, 'The application is already at that stage.');
  if (stage === 'closed-lost') throw new HttpError(400, 'Use Deny or Withdraw to close an application as lost: they record the reason.');
  if (app.stage === 'closed-lost') await deleteOutcome(tx, app.uuid);
  await updateApplication(tx, app.uuid, { stage, tasksChanged: true }, s.now());
  if (isStageBefore(stage, 'pending-doc-upload')) await markSubmitted(tx, app.uuid, null);
}

/** The §4 stage after `stage`, or undefined at closed-won and closed-lost (advancing never leaves a closed file). */
export function nextStage(stage: InternalStage): InternalStage | undefined {
  if (stage === 'closed-won' || stage === 'closed-lost') return undefined;
  return INTERNAL_STAGES[internalStageIndex(stage) + 1];
}

/** Moves an application to the next internal stage in §4 order (back office); 409 once closed. Answers the stage. */
export async function advanceStage(s: Services, tx: Sql, app: ApplicationRow): Promise<InternalStage> {
  const next = nextStage(app.stage);
  if (!next) throw new HttpError(409, 'The application is closed: there is no next stage.');
  await moveStage(s, tx, app, next);
  return next;
}

/**
 * Funds an application (back office): needs its closing documents signed by everyone (a completed envelope, 409
 * otherwise); moves it to closed-won (customer stage closed), completes every pending task and records the funded
 * investment from the final agreement's figures, funded today (issue 11).
 */
export async function fundApplication(s: Services, tx: Sql, app: ApplicationRow): Promise<void> {
  if (app.stage === 'closed-won') throw new HttpError(409, 'The application is already funded and closed.');
  const envelope = await currentEnvelopeOf(tx, app.uuid);
  if (envelope?.status !== 'completed') throw new HttpError(409, 'The closing documents are not signed by everyone yet.');
  await completeAllPending(tx, app.uuid);
  await updateApplication(tx, app.uuid, { stage: 'closed-won', tasksChanged: true }, s.now());
  await recordInvestment(s, tx, app, todayOf(s));
}
