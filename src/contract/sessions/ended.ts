/**
 * Issue 13 §1: the 401 `detail` for a token issued before its person's password, login email or "sign out of all
 * devices" change (its token version is old). Plain text without codecs, so the browser's first load can tell this
 * ending from an expired token and say why on the login page.
 */
export const SESSION_ENDED_DETAIL = 'Your session was ended. Please sign in again.';
