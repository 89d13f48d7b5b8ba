import type { Migration } from '../migrate';

/*
 * Two-way messages (docs/messages.md): a message is written either by a deal-team member (`sender_uuid`, a staff row)
 * or by a homeowner in the portal (`author_profile_uuid`, role `homeowner`); `thread_uuid` names the message that
 * started its thread (null for that first one); `team_read_at` is when the deal team first read a homeowner's message
 * in the back office (the homeowners' own reads stay in `message_reads`, each person's own).
 */
export const messageReplies: Migration = {
  version: 13,
  name: 'message_replies',
  sql: `
ALTER TABLE messages ALTER COLUMN sender_uuid DROP NOT NULL;
ALTER TABLE messages ADD COLUMN author_profile_uuid uuid REFERENCES profiles(uuid);
ALTER TABLE messages ADD COLUMN thread_uuid uuid REFERENCES messages(uuid);
ALTER TABLE messages ADD COLUMN team_read_at timestamptz;
ALTER TABLE messages DROP CONSTRAINT messages_sender_role_check;
ALTER TABLE messages ADD CONSTRAINT messages_sender_role_check
  CHECK (sender_role IN ('home-equity-officer', 'transaction-specialist', 'homeowner'));
-- Exactly one author: a staff member for the deal-team roles, a profile for a homeowner.
ALTER TABLE messages ADD CONSTRAINT messages_one_author CHECK (
  (sender_role = 'homeowner' AND author_profile_uuid IS NOT NULL AND sender_uuid IS NULL)
  OR (sender_role <> 'homeowner' AND sender_uuid IS NOT NULL AND author_profile_uuid IS NULL));
CREATE INDEX messages_thread ON messages (thread_uuid);
`,
};
