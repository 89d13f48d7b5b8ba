import { SESSION_ENDED_DETAIL } from '../../contract';
import { HttpError } from '../http/errors';
import { findProfile, type ProfileRow } from '../repo/profiles';
import type { Services } from '../services';

/** The 401 `detail` of a token past its `exp`. */
export const TOKEN_EXPIRED_DETAIL = 'Token has expired.';
/** The 401 `detail` of a token whose `iat` lies ahead of the sandbox's clock by more than the allowed skew. */
export const TOKEN_FUTURE_DETAIL = 'Token was issued in the future: check the clock of whatever issued it.';
/** The 401 `detail` of a token whose `exp − iat` is longer than a token the sandbox issues lives. */
export const TOKEN_TOO_LONG_DETAIL = 'Token lives longer than this sandbox allows: sign in again for a new one.';
/** The 401 `detail` of a token that is forged, malformed, of another role, or whose profile is gone. */
export const TOKEN_INVALID_DETAIL = 'Invalid token.';

/**
 * The profile a JWT speaks for, or the 401 `detail` that refuses it: expired, invalid (signature, claims, no such
 * profile, another role), issued in the future or living longer than the configured lifetime, or — issue 13 §1 — issued at an older token version than the profile's now
 * ({@link SESSION_ENDED_DETAIL}: the password, the login email or "sign out of all devices" ended it). The one check
 * behind every authenticated call: API requests, the back office's header and cookie, and the token refresh.
 */
export async function checkSession(s: Services, token: string): Promise<ProfileRow | { refused: string }> {
  const claims = await s.readToken(token);
  if (claims === 'expired') return { refused: TOKEN_EXPIRED_DETAIL };
  if (claims === 'invalid') return { refused: TOKEN_INVALID_DETAIL };
  if (claims === 'future') return { refused: TOKEN_FUTURE_DETAIL };
  if (claims === 'too-long') return { refused: TOKEN_TOO_LONG_DETAIL };
  const profile = await findProfile(s.db, claims.uuid);
  if (!profile || profile.role !== claims.role) return { refused: TOKEN_INVALID_DETAIL };
  if (claims.ver !== profile.token_version) return { refused: SESSION_ENDED_DETAIL };
  return profile;
}

/** {@link checkSession}, throwing 401 `{ detail }` when the token is refused. */
export async function sessionOf(s: Services, token: string): Promise<ProfileRow> {
  const checked = await checkSession(s, token);
  if ('refused' in checked) throw new HttpError(401, checked.refused);
  return checked;
}
