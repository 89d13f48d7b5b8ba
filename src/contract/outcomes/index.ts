/** Closed-lost outcomes (issue 12 §1, §4): denied and withdrawn reasons, further reason codes, denial factors. */
export * from './closedLost';
export * from './enums';
