import type { Migration } from '../migrate';

/**
 * Issue 4, closing: documents with their stored bytes (bytea, so in-memory test databases need no files), the
 * document type a document-upload task asks for, the current Investment Estimate per application (its figures as
 * one jsonb record: they are only ever read whole), offer snapshots, e-sign envelopes with their signers and
 * fields, and pending email changes (a 6-digit code sent to the new address).
 */
export const closing: Migration = {
  version: 3,
  name: 'closing',
  sql: `
ALTER TABLE tasks ADD COLUMN document_type text;

CREATE TABLE documents (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  document_type text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  status text NOT NULL CHECK (status IN ('uploading', 'uploaded', 'accepted', 'rejected', 'replaced')),
  source text NOT NULL CHECK (source IN ('customer', 'provider')),
  rejection_reason text,
  profile_uuid uuid REFERENCES profiles(uuid),
  task_uuid uuid REFERENCES tasks(uuid),
  replaces uuid REFERENCES documents(uuid),
  created_at timestamptz NOT NULL,
  -- When the current signed upload URL expires (renewals move it); an uploading document past it is not listed.
  upload_expires_at timestamptz NOT NULL,
  uploaded_at timestamptz,
  reviewed_at timestamptz,
  -- Insertion order: breaks ties between documents created at the same clock time (newest first).
  seq serial
);
CREATE INDEX documents_application ON documents (application_uuid, created_at);

-- The storage object of a document (what the signed PUT wrote); kept apart so listing never reads the bytes.
CREATE TABLE document_objects (
  document_uuid uuid PRIMARY KEY REFERENCES documents(uuid) ON DELETE CASCADE,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  stored_at timestamptz NOT NULL
);

CREATE TABLE investment_estimates (
  application_uuid uuid PRIMARY KEY REFERENCES applications(uuid),
  uuid uuid NOT NULL,
  issued_at timestamptz NOT NULL,
  estimate jsonb NOT NULL
);

CREATE TABLE snapshots (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  kind text NOT NULL CHECK (kind IN ('investment-estimate', 'final-terms')),
  created_at timestamptz NOT NULL,
  home_value double precision NOT NULL,
  investment_amount double precision NOT NULL,
  equity_share_percent double precision NOT NULL,
  seq serial
);
CREATE INDEX snapshots_application ON snapshots (application_uuid, created_at);

CREATE TABLE envelopes (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  status text NOT NULL CHECK (status IN ('sent', 'completed', 'declined', 'voided')),
  -- [{ uuid, name, pages: [{ number, heading, paragraphs }] }]: the fixed text of the documents.
  documents jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  decline_reason text,
  seq serial
);
CREATE INDEX envelopes_application ON envelopes (application_uuid, created_at);

CREATE TABLE envelope_signers (
  envelope_uuid uuid NOT NULL REFERENCES envelopes(uuid),
  profile_uuid uuid NOT NULL REFERENCES profiles(uuid),
  position integer NOT NULL,
  signer_name text NOT NULL,
  signer_initials text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'completed', 'declined')),
  completed_at timestamptz,
  decline_reason text,
  PRIMARY KEY (envelope_uuid, profile_uuid)
);

CREATE TABLE signature_fields (
  uuid uuid PRIMARY KEY,
  envelope_uuid uuid NOT NULL REFERENCES envelopes(uuid),
  profile_uuid uuid NOT NULL REFERENCES profiles(uuid),
  document_uuid uuid NOT NULL,
  page_number integer NOT NULL,
  sort integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('signature', 'initials')),
  label text NOT NULL,
  value text,
  signed_at timestamptz
);
CREATE INDEX signature_fields_envelope ON signature_fields (envelope_uuid, profile_uuid, sort);

CREATE TABLE email_changes (
  id serial PRIMARY KEY,
  profile_uuid uuid NOT NULL REFERENCES profiles(uuid),
  new_email text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_changes_profile ON email_changes (profile_uuid, created_at);
`,
};
