/** Closed-lost outcomes (issue 12 §1): reasons and denial factors in plain words, and what the homeowner can do next. */
export * from './nextSteps';
export * from './reasons';
