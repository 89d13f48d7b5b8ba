import { decodeJwt } from 'jose';
import { isRight } from 'fp-ts/Either';
import { TokenClaims } from '../../../contract/entities';
import { isTokenExpired } from '../../../domain/token';

/**
 * The §3 claims of a JWT (`username`, `uuid`, `exp` in seconds), decoded without verifying the signature (the server
 * verifies; the client only reads who is signed in and until when). Returns null for anything that is not a JWT or
 * whose payload fails the contract's `TokenClaims` codec; such a token is treated as expired (§5). Never throws.
 */
export function claimsOf(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const decoded = TokenClaims.decode(decodeJwt(token));
    return isRight(decoded) ? decoded.right : null;
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
