import type { Migration } from '../migrate';

/**
 * Diagnostics a person shared with support (docs/diagnostics.md): the scrubbed entries and context, who shared it when
 * signed in (`profile_uuid`, null when signed out) and the application it is attached to, the stage and error count
 * for the staff list, and the browser's own key (`client_key`): sending the same diagnostic again answers the same code.
 * Kept for the configured retention, then deleted by the sweep (src/sandbox/diagnostics/retention.ts).
 */
export const diagnostics: Migration = {
  version: 14,
  name: 'diagnostics',
  sql: `
CREATE TABLE diagnostics (
  uuid uuid PRIMARY KEY,
  code text NOT NULL UNIQUE,
  client_key uuid NOT NULL,
  profile_uuid uuid REFERENCES profiles(uuid),
  application_uuid uuid REFERENCES applications(uuid),
  stage text,
  context jsonb NOT NULL,
  entries jsonb NOT NULL,
  entry_count integer NOT NULL,
  error_count integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX diagnostics_client_key ON diagnostics (client_key, (COALESCE(profile_uuid, '00000000-0000-0000-0000-000000000000'::uuid)));
CREATE INDEX diagnostics_created ON diagnostics (created_at);
CREATE INDEX diagnostics_profile ON diagnostics (profile_uuid, created_at);
`,
};
