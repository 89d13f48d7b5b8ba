import { decodeJwt } from 'jose';
import type { TokenClaims } from '../../../contract/entities';
import { isUuid } from '../../../contract/uuid';
import { isTokenExpired } from '../../../domain/token';

/**
 * Whether a JWT payload has the §3 claims: the contract's `TokenClaims` shape (`username` a string, `uuid` a UUID,
 * `exp` a number), other claims allowed. The same test as that codec (tests/unit/session/claims.test.ts checks they
 * agree), written out because the session is restored before the first render: the codec would bring io-ts and the
 * contract's codecs into every page's first load (issue 14 §3).
 */
function hasTokenClaims(payload: Record<string, unknown>): payload is Record<string, unknown> & TokenClaims {
  return typeof payload.username === 'string' && isUuid(payload.uuid) && typeof payload.exp === 'number';
}

/**
 * The §3 claims of a JWT (`username`, `uuid`, `exp` in seconds), decoded without verifying the signature (the server
 * verifies; the client only reads who is signed in and until when). Returns null for anything that is not a JWT or
 * whose payload lacks those claims; such a token is treated as expired (§5). Never throws.
 */
export function claimsOf(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const payload = decodeJwt(token);
    return hasTokenClaims(payload) ? payload : null;
  } catch {
    return null;
  }
}

/**
 * The claims of a token that is usable now (`nowMs`, ms since the epoch), or null when it is missing, does not
 * decode, or is past its `exp` (§5 token expiry).
 */
export function liveClaimsOf(token: string | null | undefined, nowMs: number): TokenClaims | null {
  const claims = claimsOf(token);
  return claims && !isTokenExpired(claims.exp, nowMs) ? claims : null;
}
