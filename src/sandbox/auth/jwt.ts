import { errors, jwtVerify, SignJWT } from 'jose';
import { isUuid, type Uuid } from '../../contract';

/**
 * Who a token speaks for: §3 token claims plus the sandbox's `role` and `ver`. `username` is the profile uuid, not
 * the email (issue 13 §1: no personal data in a payload anyone holding the token can read; docs/api.md "Tokens").
 */
export interface Claims {
  username: string;
  uuid: Uuid;
  role: 'customer' | 'ops';
  /** The person's token version when it was issued (issue 13 §1); refused once the profile's version moved on. */
  ver: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/**
 * Why a token was refused; the text is the 401 `detail` (sessions/verify.ts). `future`: issued later than now plus
 * {@link CLOCK_SKEW_S}; `too-long`: its `exp − iat` is more than the configured lifetime (a token the sandbox never
 * issued, even if it carries the real signature).
 */
export type TokenProblem = 'expired' | 'invalid' | 'future' | 'too-long';

/** How far a token's `iat` may lie ahead of the sandbox's clock, s (clocks of two sandbox processes drift a little). */
export const CLOCK_SKEW_S = 60;

/** Signs `{ username: uuid, uuid, role, ver }` with HS256; `exp` = now + ttlS (seconds). */
export async function signToken(
  secret: Uint8Array,
  claims: { uuid: Uuid; role: 'customer' | 'ops'; ver: number },
  nowMs: number,
  ttlS: number,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ username: claims.uuid, uuid: claims.uuid, role: claims.role, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlS)
    .sign(secret);
}

/**
 * Verifies signature (HS256 only), expiry against the injected clock `nowMs`, the claim shapes (a token without
 * a whole, non-negative `ver` or a numeric `iat` is invalid) and its lifetime: `iat` at most {@link CLOCK_SKEW_S} ahead
 * of now (`future`), `exp − iat` at most `maxTtlS` seconds (`too-long`). Answers the claims or the reason it was
 * refused; never throws. Whether `ver` is still current is the caller's question (sessions/verify.ts).
 */
export async function verifyToken(secret: Uint8Array, token: string, nowMs: number, maxTtlS: number): Promise<Claims | TokenProblem> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(nowMs) });
    const { username, uuid, role, ver, exp, iat } = payload as Record<string, unknown>;
    if (typeof username !== 'string' || !isUuid(uuid) || typeof exp !== 'number' || typeof iat !== 'number') return 'invalid';
    if (iat > nowMs / 1000 + CLOCK_SKEW_S) return 'future';
    if (exp - iat > maxTtlS) return 'too-long';
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return 'invalid';
    if (role !== 'customer' && role !== 'ops') return 'invalid';
    return { username, uuid, role, ver, exp };
  } catch (e) {
    return e instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
