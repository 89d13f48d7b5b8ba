/** Closed-lost outcomes (issue 12 §1): reasons and denial factors in plain words, what the homeowner can do next, and the adverse-action content of a credit-based denial. */
export * from './nextSteps';
export * from './reasons';
export * from './adverseAction';
