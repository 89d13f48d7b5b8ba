import type { Migration } from '../migrate';

/**
 * Issue 13 §3, several sandbox processes on one PostgreSQL database: settings every process must share, kept in
 * the database instead of the data folder — today the JWT signing secret (`auth/secret.ts`), written once by
 * whichever process starts first (`INSERT … ON CONFLICT DO NOTHING`).
 */
export const sandboxSettings: Migration = {
  version: 11,
  name: 'sandbox_settings',
  sql: `
CREATE TABLE sandbox_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
`,
};
