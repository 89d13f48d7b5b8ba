/** Closing tasks (issue 12 §1): the Meeting and DisbursementInstruction data sets and the two closing reviews. */
export * from './disbursement';
export * from './meetings';
export * from './reviews';
