import * as t from 'io-ts';
import { isUuid, type Uuid as UuidString } from './uuid';

/** A branded RFC 4122 UUID string (§5 "Application id must be a UUID"); the same check as `isUuid`. */
export const Uuid = t.brand(t.string, (s): s is UuidString => isUuid(s), 'Uuid');
export type Uuid = t.TypeOf<typeof Uuid>;

export { isUuid } from './uuid';
