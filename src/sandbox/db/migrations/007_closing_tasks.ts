import type { Migration } from '../migrate';

/**
 * Issue 12 §1, the closing tasks: the Meeting data set (slots the provider offers an application, in the home's time
 * zone, and the meetings booked on them — at most one booked meeting holds a slot) and the DisbursementInstruction
 * (where the funds go). The sandbox keeps only the account number's last four digits: it never sends money, and a
 * number it does not hold cannot leak from it.
 */
export const closingTasks: Migration = {
  version: 7,
  name: 'closing_tasks',
  sql: `
CREATE TABLE meeting_slots (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  kind text NOT NULL CHECK (kind IN ('appraisal', 'heo-call')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  time_zone text NOT NULL
);
CREATE INDEX meeting_slots_application ON meeting_slots (application_uuid, starts_at);

CREATE TABLE meetings (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  slot_uuid uuid NOT NULL REFERENCES meeting_slots(uuid),
  kind text NOT NULL CHECK (kind IN ('appraisal', 'heo-call')),
  status text NOT NULL CHECK (status IN ('booked', 'canceled')),
  booked_by uuid NOT NULL,
  booked_at timestamptz NOT NULL,
  canceled_at timestamptz
);
-- One booked meeting per slot: a second booking of the same slot fails even under a race.
CREATE UNIQUE INDEX meetings_one_per_slot ON meetings (slot_uuid) WHERE status = 'booked';

CREATE TABLE disbursement_instructions (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL UNIQUE REFERENCES applications(uuid),
  bank_name text NOT NULL,
  account_holder text NOT NULL,
  account_type text NOT NULL CHECK (account_type IN ('checking', 'savings')),
  routing_number text NOT NULL,
  account_last4 text NOT NULL,
  confirmed_by uuid NOT NULL,
  confirmed_at timestamptz NOT NULL
);
`,
};
