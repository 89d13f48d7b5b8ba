import * as t from 'io-ts';
import { closed, Empty, IsoDateTime } from '../codec';
import { endpoint } from '../endpoint';

/** What a review endpoint answers: the task it completed and when (issue 12 §1). */
export const ClosingTaskOutcome = closed('ClosingTaskOutcome', { task_type: t.string, completed_at: IsoDateTime });
export type ClosingTaskOutcome = t.TypeOf<typeof ClosingTaskOutcome>;

/**
 * The homeowner confirms the names on title, the property address, the investment amount and the disbursement
 * destination (the portal shows them from the application, the agreement summary and the wire details).
 *
 * @designed
 * @error 403 a non-owning occupant, or ops (`'Operations users have a read-only view.'`)
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 `'Your closing details summary is not ready yet: we will let you know when it is.'` before an agreement
 *   summary exists, or once closed
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
 * The homeowner has reviewed the statement's figures (investment amount, fees, payoffs, cash to the homeowner — the
 * agreement summary).
 *
 * @designed
 * @error 400 `{ errors: { reviewed: ['Must be true'] } }`
 * @error 403 a non-owning occupant, or ops (`'Operations users have a read-only view.'`)
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 `'Your closing statement is not ready yet: we will let you know when it is.'`, or once closed
 */
export const acknowledgeClosingStatement = endpoint({
  name: 'acknowledgeClosingStatement', method: 'POST', route: 'v1/customer/application/:uuid/closing-statement/acknowledge/',
  body: ClosingStatementReview,
  response: ClosingTaskOutcome,
});
