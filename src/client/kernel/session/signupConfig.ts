/** Set by the build (vite.config.ts `signupPathCheck`): VITE_SIGNUP_PATH as the rule of ./signupPath made it. */
declare const __SIGNUP_PATH__: string;

/**
 * The sign-up path of this build (§2 `/{signup}`, e.g. `/signup`). The build refuses an invalid VITE_SIGNUP_PATH and
 * puts the path the rule made of it here, so the rule and its messages stay out of the browser's code.
 */
export const SIGNUP_PATH: string = __SIGNUP_PATH__;
