import * as t from 'io-ts';
import { closed, Empty, IsoDateTime } from '../codec';
import { endpoint } from '../endpoint';

/** What a review endpoint answers: the task it completed and when (issue 12 §1). */
export const ClosingTaskOutcome = closed('ClosingTaskOutcome', { task_type: t.string, completed_at: IsoDateTime });
export type ClosingTaskOutcome = t.TypeOf<typeof ClosingTaskOutcome>;

/**
 * `POST /v1/customer/application/{uuid}/closing-details/confirm/` (designed): the homeowner confirms the names on
 * title, the address, the amount and the disbursement destination; completes confirm-closing-details. 409 before an
 * agreement summary exists or once the application is closed.
 */
export const confirmClosingDetails = endpoint({
  name: 'confirmClosingDetails', method: 'POST', route: 'v1/customer/application/:uuid/closing-details/confirm/',
  body: Empty,
  response: ClosingTaskOutcome,
});

/** Body of acknowledging the closing statement: the box "I have reviewed my closing statement" ticked. */
export const ClosingStatementReview = closed('ClosingStatementReview', { reviewed: t.literal(true) });
export type ClosingStatementReview = t.TypeOf<typeof ClosingStatementReview>;

/**
 * `POST /v1/customer/application/{uuid}/closing-statement/acknowledge/` (designed): the homeowner has reviewed the
 * statement's figures; completes review-closing-statement. 409 before an agreement summary exists or once closed.
 */
export const acknowledgeClosingStatement = endpoint({
  name: 'acknowledgeClosingStatement', method: 'POST', route: 'v1/customer/application/:uuid/closing-statement/acknowledge/',
  body: ClosingStatementReview,
  response: ClosingTaskOutcome,
});
