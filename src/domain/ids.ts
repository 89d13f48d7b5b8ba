/**
 * §2/§5 "Application id must be a UUID": `isUuid(s)` is the contract's branded-id guard, re-exported so
 * client rules read ids from the domain without reaching into codecs.
 */
export { isUuid } from '../contract/ids';
export type { Uuid } from '../contract/ids';
