import type { Migration } from '../migrate';

/**
 * Issue 3, the full application form: section drafts (one record per application and section, kept whole with the
 * highest client revision), consent statements, the credit pull as a background task that finishes at `ready_at`
 * (read-time completion: no timers), credit reports with their mortgage tradelines, an SSN fingerprint for
 * is-ssn-duplicate, and when qualification and the whole application were completed.
 */
export const applicationForm: Migration = {
  version: 2,
  name: 'application_form',
  sql: `
CREATE TABLE section_records (
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  section text NOT NULL,
  status text NOT NULL CHECK (status IN ('in-progress', 'completed')),
  revision integer NOT NULL,
  "values" jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  submitted_at timestamptz,
  PRIMARY KEY (application_uuid, section)
);

CREATE TABLE consents (
  id serial PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  profile_uuid uuid NOT NULL REFERENCES profiles(uuid),
  document text NOT NULL,
  consented_at timestamptz NOT NULL
);
CREATE INDEX consents_application ON consents (application_uuid, profile_uuid);

-- A credit pull is a background task of one person; its outcome is decided at start and revealed at ready_at.
ALTER TABLE background_tasks ADD COLUMN profile_uuid uuid REFERENCES profiles(uuid);
ALTER TABLE background_tasks ADD COLUMN ready_at timestamptz;
ALTER TABLE background_tasks ADD COLUMN outcome text;
CREATE INDEX background_tasks_application ON background_tasks (application_uuid, created_at);
UPDATE background_tasks SET result = 'credit_report_received' WHERE task_type = 'credit-pull' AND result = 'credit_received';

CREATE TABLE credit_reports (
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  profile_uuid uuid NOT NULL REFERENCES profiles(uuid),
  pulled_at timestamptz NOT NULL,
  mortgage_tradelines jsonb NOT NULL,
  PRIMARY KEY (application_uuid, profile_uuid)
);

-- HMAC-SHA256 of the 9 digits with a key derived from the sandbox secret; the number itself is never stored.
ALTER TABLE profiles ADD COLUMN ssn_hash text;
CREATE INDEX profiles_ssn_hash ON profiles (ssn_hash);

ALTER TABLE applications ADD COLUMN qualification_completed_at timestamptz;
ALTER TABLE applications ADD COLUMN submitted_at timestamptz;
`,
};
