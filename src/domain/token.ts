/**
 * §5 token expiry: true when the JWT `exp` claim (seconds since the Unix epoch) is missing, not a finite
 * number, or at/before `nowMs` (milliseconds since the epoch). RFC 7519 says a token must not be accepted
 * "on or after" exp, hence `<=`. A missing token counts as expired (§5).
 */
export function isTokenExpired(exp: number | null | undefined, nowMs: number): boolean {
  if (exp === undefined || exp === null || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs;
}
