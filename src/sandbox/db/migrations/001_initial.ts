import type { Migration } from '../migrate';

/**
 * The first schema: people (profiles, also the login accounts), applications and the people on them, tasks,
 * deal team staff, single-use secrets (codes, magic links, password links), the outbox and analytics intake.
 * Times are `timestamptz` written from the injected clock (never `now()`), so expiry tests can move time.
 */
export const initial: Migration = {
  version: 1,
  name: 'initial',
  sql: `
CREATE TABLE profiles (
  uuid uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  role text NOT NULL CHECK (role IN ('customer', 'ops')),
  first_name text NOT NULL,
  middle_name text,
  last_name text NOT NULL,
  phone text,
  user_external_id text,
  ssn_last4 text,
  birth_date date,
  spouse_profile uuid REFERENCES profiles(uuid),
  login_method text NOT NULL,
  password_hash text,
  timezone text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE staff (
  uuid uuid PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('heo', 'ts')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  meeting_url text
);

CREATE TABLE applications (
  uuid uuid PRIMARY KEY,
  external_id text NOT NULL UNIQUE,
  stage text NOT NULL,
  closed_lost_outcome text,
  tasks_version integer NOT NULL DEFAULT 1,
  ie_acknowledged boolean NOT NULL DEFAULT false,
  is_expired boolean NOT NULL DEFAULT false,
  estimated_fico integer NOT NULL,
  ownership text,
  street text NOT NULL,
  unit_number text,
  city text NOT NULL,
  state text NOT NULL,
  zip_code text NOT NULL,
  county text,
  address_key text NOT NULL,
  property_type text,
  property_usage text,
  estimated_value double precision,
  estimated_debt double precision,
  heo_uuid uuid REFERENCES staff(uuid),
  ts_uuid uuid REFERENCES staff(uuid),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX applications_address_key ON applications (address_key);

CREATE TABLE application_profiles (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  profile_uuid uuid NOT NULL REFERENCES profiles(uuid),
  position integer NOT NULL,
  profile_type text NOT NULL,
  on_title boolean NOT NULL,
  UNIQUE (application_uuid, profile_uuid),
  UNIQUE (application_uuid, position)
);
CREATE INDEX application_profiles_profile ON application_profiles (profile_uuid);

CREATE TABLE tasks (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  task_type text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  status text NOT NULL,
  profile_uuid uuid REFERENCES profiles(uuid),
  due_date date,
  sort integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX tasks_application ON tasks (application_uuid);

CREATE TABLE background_tasks (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  task_type text NOT NULL,
  status text NOT NULL,
  result text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);

-- What each caller last saw of an application (customer-changed has_changes).
CREATE TABLE change_cursors (
  profile_uuid uuid NOT NULL REFERENCES profiles(uuid),
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  seen_version integer NOT NULL,
  PRIMARY KEY (profile_uuid, application_uuid)
);

CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  email text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  consumed_at timestamptz
);
CREATE INDEX verification_codes_email ON verification_codes (email);

-- Magic links and temporal (password) links; only a SHA-256 of the key is stored.
CREATE TABLE link_tokens (
  key_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('magic-link', 'reset', 'change')),
  profile_uuid uuid NOT NULL REFERENCES profiles(uuid),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- One row per rate-limited action (message sent, wrong code tried), per email.
CREATE TABLE rate_events (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  subject text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_events_subject ON rate_events (kind, subject, at);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  link text,
  sent_at timestamptz NOT NULL
);

CREATE TABLE segment_events (
  id serial PRIMARY KEY,
  session_id text NOT NULL,
  type text NOT NULL,
  name text NOT NULL,
  properties jsonb NOT NULL,
  client_timestamp text NOT NULL,
  message_id text NOT NULL,
  received_at timestamptz NOT NULL
);

CREATE TABLE sign_up_for_later (
  id serial PRIMARY KEY,
  email text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL
);

CREATE TABLE sandbox_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
`,
};
