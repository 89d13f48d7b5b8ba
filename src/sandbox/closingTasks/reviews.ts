import type { ClosingTaskOutcome } from '../../contract';
import { agreementSummaryOf } from '../closing/offer';
import { HttpError } from '../http/errors';
import type { ApplicationRow } from '../repo/applications';
import type { Sql } from '../repo/sql';
import type { Services } from '../services';
import { CLOSING_TASK, checkNotClosed, recordClosingChange } from './tasks';

/** 409 while there is nothing to review: no agreement summary (no Investment Estimate) yet. */
async function checkReviewable(tx: Sql, app: ApplicationRow, what: string): Promise<void> {
  checkNotClosed(app);
  if ((await agreementSummaryOf(tx, app.uuid)) === null) throw new HttpError(409, `Your ${what} is not ready yet: we will let you know when it is.`);
}

/** Completes one review task (issue 12 §1) and answers it with the time. */
async function completeReview(s: Services, tx: Sql, app: ApplicationRow, taskType: string, what: string): Promise<ClosingTaskOutcome> {
  await checkReviewable(tx, app, what);
  await recordClosingChange(s, tx, app.uuid, taskType, 'completed');
  return { task_type: taskType, completed_at: new Date(s.now()).toISOString() };
}

/** The homeowner confirmed the closing details: completes confirm-closing-details. */
export function confirmDetails(s: Services, tx: Sql, app: ApplicationRow): Promise<ClosingTaskOutcome> {
  return completeReview(s, tx, app, CLOSING_TASK.confirmClosingDetails, 'closing details summary');
}

/** The homeowner reviewed the closing statement: completes review-closing-statement. */
export function acknowledgeStatement(s: Services, tx: Sql, app: ApplicationRow): Promise<ClosingTaskOutcome> {
  return completeReview(s, tx, app, CLOSING_TASK.reviewClosingStatement, 'closing statement');
}
