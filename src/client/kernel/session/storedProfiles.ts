import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { ProfileType } from '../../../contract/enums';

// The shapes the session keeps in storage and their codecs, apart from ./profiles: only the session keeper (a chunk
// loaded with the first session) decodes them, and the first load of every page stays without io-ts (issue 14 §3).

/**
 * §3 session `profile`: who is signed in, as much as the pages need across a reload — never the SSN, birth date or
 * phone (session storage is readable by any script on the page). Stored under `STORAGE_KEYS.profile` (§9).
 */
export const SessionProfile = t.type({ uuid: t.string, first_name: t.string, last_name: t.string, email: t.string });
export type SessionProfile = t.TypeOf<typeof SessionProfile>;

/**
 * §3 session `applicationProfile`: the signed-in person's place on the application they are working on (its uuid,
 * the application, position 1 = primary applicant, §3 profile type). Stored under `STORAGE_KEYS.applicationProfile`.
 */
export const SessionApplicationProfile = t.type({ uuid: t.string, application_uuid: t.string, position: t.number, profile_type: ProfileType });
export type SessionApplicationProfile = t.TypeOf<typeof SessionApplicationProfile>;

/** Parses a stored JSON value with `codec`; null when absent, not JSON or not of that shape. Never throws. */
export function readStoredJson<A>(raw: string | null, codec: t.Decoder<unknown, A>): A | null {
  if (raw === null) return null;
  try {
    const decoded = codec.decode(JSON.parse(raw));
    return isRight(decoded) ? decoded.right : null;
  } catch {
    return null;
  }
}
