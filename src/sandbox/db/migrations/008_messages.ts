import type { Migration } from '../migrate';

/**
 * Issue 12 §1, messages from the deal team: one row per message sent to an application's homeowners (the sending
 * staff member and the role they wrote as, subject and plain-text body), and one row per person who read it (read
 * state is each reader's own: a co-owner reading a message does not mark it read for the applicant).
 */
export const messages: Migration = {
  version: 8,
  name: 'messages',
  sql: `
CREATE TABLE messages (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  sender_uuid uuid NOT NULL REFERENCES staff(uuid),
  sender_role text NOT NULL CHECK (sender_role IN ('home-equity-officer', 'transaction-specialist')),
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL,
  -- Insertion order: breaks ties between messages sent at the same clock time (newest first).
  seq serial
);
CREATE INDEX messages_application ON messages (application_uuid, sent_at);

CREATE TABLE message_reads (
  message_uuid uuid NOT NULL REFERENCES messages(uuid),
  profile_uuid uuid NOT NULL REFERENCES profiles(uuid),
  read_at timestamptz NOT NULL,
  PRIMARY KEY (message_uuid, profile_uuid)
);
`,
};
