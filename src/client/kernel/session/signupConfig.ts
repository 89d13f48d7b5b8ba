import { DEFAULT_SIGNUP_PATH, parseSignupPath } from './signupPath';

/**
 * The sign-up path of this build. The build refuses an invalid VITE_SIGNUP_PATH (vite.config.ts), so the fallback to
 * `/signup` only covers a bundle built without that check.
 */
export const SIGNUP_PATH: string = (() => {
  const result = parseSignupPath(import.meta.env.VITE_SIGNUP_PATH as string | undefined);
  return result.ok ? result.path : DEFAULT_SIGNUP_PATH;
})();
