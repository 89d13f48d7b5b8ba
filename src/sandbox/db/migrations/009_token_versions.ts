import type { Migration } from '../migrate';

/**
 * Issue 13 §1 "Old tokens outlive a password change": each person's token version. Every JWT carries the version it
 * was issued at (claim `ver`) and is refused once the profile's version has moved on. Changing the password or the
 * login email, and "sign out of all devices", add one to it in a single `UPDATE … RETURNING` (atomic across sandbox
 * processes) and answer the caller a token with the new version. Existing people start at 0.
 */
export const tokenVersions: Migration = {
  version: 9,
  name: 'token_versions',
  sql: `
ALTER TABLE profiles ADD COLUMN token_version integer NOT NULL DEFAULT 0 CHECK (token_version >= 0);
`,
};
