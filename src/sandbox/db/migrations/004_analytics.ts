import type { Migration } from '../migrate';

/**
 * Issue 5, analysts' event store: each stored analytics call keeps the verdict it got when it arrived (tracking-plan
 * violations and personal-data findings, a jsonb list of strings; NULL for calls stored before this version, which
 * the sandbox checks at its next start), the call's other fields as sent (`extra`, e.g. a user id), indexes for the
 * analysts' filters (session, event key), and one row per `message_id`: the browser resends a batch whose answer it did
 * not get, with the same message ids, and analysts must not count such a call twice.
 */
export const analytics: Migration = {
  version: 4,
  name: 'analytics',
  sql: `
ALTER TABLE segment_events ADD COLUMN violations jsonb;
ALTER TABLE segment_events ADD COLUMN extra jsonb NOT NULL DEFAULT '{}'::jsonb;
CREATE INDEX segment_events_session ON segment_events (session_id, id);
CREATE INDEX segment_events_key ON segment_events (type, name, id);
DELETE FROM segment_events a USING segment_events b WHERE a.message_id = b.message_id AND a.id > b.id;
CREATE UNIQUE INDEX segment_events_message ON segment_events (message_id);
`,
};
