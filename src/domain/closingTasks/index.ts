/** Closing tasks (issue 12 §1): the Meeting and DisbursementInstruction rules, the ABA routing checksum, masking. */
export * from './accountNumber';
export * from './disbursement';
export * from './meetings';
export * from './routingNumber';
export * from './screens';
