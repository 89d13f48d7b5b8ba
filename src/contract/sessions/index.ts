/** Sessions that can be ended (issue 13 §1): the "sign out of all devices" endpoint and the ended-session detail. */
export * from './endpoints';
export * from './ended';
