/** Servicing (issue 11): life after funding — the investment, servicing requests, steps, tasks and payoff statements. */
export * from './endpoints';
export * from './enums';
export * from './investment';
export * from './money';
export * from './payoff';
export * from './product';
export * from './request';
export * from './stepValues';
