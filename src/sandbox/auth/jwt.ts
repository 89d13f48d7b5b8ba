import { errors, jwtVerify, SignJWT } from 'jose';
import { isUuid, type Uuid } from '../../contract';

/** Who a token speaks for: §3 token claims plus the sandbox's `role`. */
export interface Claims {
  username: string;
  uuid: Uuid;
  role: 'customer' | 'ops';
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Why a token was refused; the text is the 401 `detail`. */
export type TokenProblem = 'expired' | 'invalid';

/** Signs §3 claims `{ username, uuid, role, exp }` with HS256; `exp` = now + ttlS (seconds). */
export async function signToken(
  secret: Uint8Array,
  claims: { username: string; uuid: Uuid; role: 'customer' | 'ops' },
  nowMs: number,
  ttlS: number,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ username: claims.username, uuid: claims.uuid, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlS)
    .sign(secret);
}

/**
 * Verifies signature (HS256 only), expiry against the injected clock `nowMs`, and the claim shapes. Answers the
 * claims or the reason it was refused; never throws.
 */
export async function verifyToken(secret: Uint8Array, token: string, nowMs: number): Promise<Claims | TokenProblem> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(nowMs) });
    const { username, uuid, role, exp } = payload as Record<string, unknown>;
    if (typeof username !== 'string' || !isUuid(uuid) || typeof exp !== 'number') return 'invalid';
    if (role !== 'customer' && role !== 'ops') return 'invalid';
    return { username, uuid, role, exp };
  } catch (e) {
    return e instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
