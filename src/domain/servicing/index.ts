/** Servicing (issue 11): the request-type table, step kinds, transitions, valuations, settlement and payoff rules. */
export * from './appraisal';
export * from './categories';
export * from './history';
export * from './improvements';
export * from './payoff';
export * from './requestTypes';
export * from './settlement';
export * from './stepKinds';
export * from './stepRules';
export * from './taskTypes';
export * from './transitions';
export * from './settlementSeries';
