// Pure (no `import.meta.env`): vite.config.ts runs this same rule in Node to refuse a bad value at build time; the
// build's value is SIGNUP_PATH in ./signupConfig.

/** The sign-up path when none is configured (§2 `/{signup}`). */
export const DEFAULT_SIGNUP_PATH = '/signup';

/**
 * First path segments the portal already uses (§2 routes, the ops pages, the sandbox's and the build's own prefixes)
 * plus the privacy-settings overlay's segment: a sign-up path equal to one of them would hide a page.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'login', 'logout', 'create-user', 'welcome', 'property_address', 'property_type', 'property_usage', 'property_value_debt',
  'personal_details_equity', 'personal_details_name_contact', 'email_verification', 'personal_details_phone', 'applicants',
  'profiles', 'new-application', 'applications', 'unable-to-offer', 'password', 'ops', 'privacy-settings', 'api',
  'sandbox', 'storage', 'assets',
]);

/** A sign-up path that is usable, or why the configured value is not. */
export type SignupPathResult = { ok: true; path: string } | { ok: false; error: string };

/**
 * §2 `/{signup}`: the configured sign-up path (Vite env `VITE_SIGNUP_PATH`, docs/configuration.md "Configuration") as `/<segment>`.
 * Unset or blank → `/signup`. Otherwise it must be a single path segment — letters, digits, `-` or `_`, with or
 * without one leading and one trailing `/` (`sign-up`, `/sign-up`, `/sign-up/`) — that no other page uses
 * ({@link RESERVED_SEGMENTS}); anything else is an error naming the value and the rule.
 */
export function parseSignupPath(raw: string | undefined): SignupPathResult {
  const value = raw?.trim() ?? '';
  if (value === '') return { ok: true, path: DEFAULT_SIGNUP_PATH };
  const segment = value.replace(/^\//, '').replace(/\/$/, '');
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(segment)) {
    return { ok: false, error: `VITE_SIGNUP_PATH must be a single path segment of letters, digits, '-' or '_' (e.g. 'signup'); got '${value}'.` };
  }
  if (RESERVED_SEGMENTS.has(segment.toLowerCase())) {
    return { ok: false, error: `VITE_SIGNUP_PATH '${value}' is already a page of the portal; choose another segment (e.g. 'signup').` };
  }
  return { ok: true, path: `/${segment}` };
}
