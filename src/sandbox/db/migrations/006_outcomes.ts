import type { Migration } from '../migrate';

/**
 * Issue 12 §1, closed-lost outcomes: one row per application that ended denied or withdrawn — the §4 outcome, its
 * reason code, the detailed denial factors (a jsonb array of codes, empty for a withdrawal), when it was decided and
 * the internal stage it was at then (what the customer's stage tracker stops at, and where reopening returns it).
 * The row exists exactly while the application's stage is closed-lost. It replaces `applications.closed_lost_outcome`
 * (written by nobody but the insert): applications already closed-lost get a row from it (reason `other`, decided at
 * their last change, stage before unknown: pending-app-submit), so the API's `closed_lost` is never null for them.
 */
export const outcomes: Migration = {
  version: 6,
  name: 'outcomes',
  sql: `
CREATE TABLE application_outcomes (
  application_uuid uuid PRIMARY KEY REFERENCES applications(uuid),
  outcome text NOT NULL CHECK (outcome IN ('denied', 'withdrawn')),
  reason text NOT NULL,
  denial_factors jsonb NOT NULL DEFAULT '[]'::jsonb,
  decided_at timestamptz NOT NULL,
  stage_before text NOT NULL
);

INSERT INTO application_outcomes (application_uuid, outcome, reason, decided_at, stage_before)
  SELECT uuid, COALESCE(closed_lost_outcome, 'withdrawn'), 'other', updated_at, 'pending-app-submit'
  FROM applications WHERE stage = 'closed-lost';

ALTER TABLE applications DROP COLUMN closed_lost_outcome;
`,
};
