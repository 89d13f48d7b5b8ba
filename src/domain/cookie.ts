const SAFE_COOKIE_VALUE = /^[A-Za-z0-9-]+$/;

/** §5: true when `v` consists only of ASCII letters, digits and hyphens (and is not empty). */
export function isSafeCookieValue(v: string): boolean {
  return SAFE_COOKIE_VALUE.test(v);
}

/**
 * §5 cookie rule: returns `v` when it is letters, digits and hyphens only, else `''`.
 * The caller (client storage) deletes the cookie when this returns `''` for a non-empty value; keeping
 * the I/O out of here keeps the rule testable and stops a tampered cookie reaching headers or URLs.
 */
export function sanitizeCookieValue(v: string): string {
  return isSafeCookieValue(v) ? v : '';
}
