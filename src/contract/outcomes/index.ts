/** Closed-lost outcomes (issue 12 §1, §4): denied and withdrawn reasons, further reason codes, denial factors, the credit disclosure of a credit-based denial. */
export * from './closedLost';
export * from './creditDisclosure';
export * from './enums';
