/**
 * §2/§5 "Application id must be a UUID": `isUuid(s)` is the contract's branded-id guard, re-exported so
 * client rules read ids from the domain without reaching into codecs (`contract/uuid.ts` has no io-ts at run time).
 */
export { isUuid } from '../contract/uuid';
export type { Uuid } from '../contract/uuid';
