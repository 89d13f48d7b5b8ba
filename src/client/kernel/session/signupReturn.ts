import type { Storage } from '../storage';
import { isSafeNextPath } from './paths';

/**
 * Session-storage key of the path to return to once sign-up is done (§2 "a page that only redirects to sign-up,
 * passing the current path"): written by the `/{signup}` page, read once when the new account's login method is set.
 * Never personal data: an in-app path only.
 */
export const SIGNUP_RETURN_KEY = 'signup-return-path';

/** Keeps `next` as the path to return to after sign-up when it is a safe in-app path; forgets any older one otherwise. */
export function rememberSignupReturn(storage: Storage, next: string | null): void {
  if (isSafeNextPath(next)) storage.set(SIGNUP_RETURN_KEY, next);
  else storage.remove(SIGNUP_RETURN_KEY);
}

/** The path to return to after sign-up, once (it is removed as it is read); null when none or not a safe path. */
export function takeSignupReturn(storage: Storage): string | null {
  const next = storage.get(SIGNUP_RETURN_KEY);
  if (next !== null) storage.remove(SIGNUP_RETURN_KEY);
  return isSafeNextPath(next) ? next : null;
}
