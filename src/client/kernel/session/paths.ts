/** The login page's path (§2). */
export const LOGIN_PATH = '/login';

/**
 * Login reason (`?q=`) of a page that needs a session opened in a tab that never had one, or whose person signed out
 * (issue 12 §2): the login page says "Please sign in", not "Your session has expired".
 */
export const SIGN_IN_REQUIRED_REASON = 'sign-in';

/**
 * True for a path inside this app that is safe to navigate to after sign-in: it starts with a single '/' (so never
 * another origin such as `//evil.example` or `/\evil.example`) and carries no scheme. Guards open redirects through
 * `?next=`.
 */
export function isSafeNextPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && /^\/(?![/\\])/.test(path) && !/[\r\n]/.test(path);
}

/**
 * The login page URL: `/login`, with `?q=reason` when the session ended for a reason (§4 logout reason, shown on the
 * page) and `next` (a safe in-app path to return to after sign-in). Reasons are short codes such as 'expired'; never
 * put personal data or tokens here.
 */
export function loginPath(reason?: string | null, next?: string | null): string {
  const params = new URLSearchParams();
  if (reason) params.set('q', reason);
  if (isSafeNextPath(next)) params.set('next', next);
  const search = params.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}
