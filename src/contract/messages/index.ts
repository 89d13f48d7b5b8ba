/** Messages from the deal team (issue 12 §1): the Messages data group of §3 and its two endpoints. */
export * from './endpoints';
export * from './message';
