import type { Migration } from '../migrate';

/**
 * Issue 11, life after funding: the funded investment of an application (its terms, the latest home value the
 * provider holds, and how it was settled), servicing requests with their ordered steps (each step's draft values as
 * one jsonb record, idempotent by revision like section drafts), each request's status history, and payoff
 * statements (how the amount was computed as one jsonb record: only ever read whole). Servicing tasks live in `tasks`
 * beside the application's own, marked by `servicing_request_uuid`, so the document endpoints answer them unchanged.
 * Money: whole USD, or cents where the column says so.
 */
export const servicing: Migration = {
  version: 5,
  name: 'servicing',
  sql: `
CREATE TABLE investments (
  application_uuid uuid PRIMARY KEY REFERENCES applications(uuid),
  funded_on date NOT NULL,
  investment_amount double precision NOT NULL,
  equity_share_percent double precision NOT NULL,
  term_years integer NOT NULL,
  starting_home_value double precision NOT NULL,
  latest_home_value double precision NOT NULL,
  latest_home_value_on date NOT NULL,
  latest_home_value_source text NOT NULL,
  settled_on date,
  settlement_amount_cents bigint,
  settlement_request_uuid uuid
);

CREATE TABLE servicing_requests (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications(uuid),
  request_type text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'canceled', 'declined', 'blocked', 'transferred')),
  needs_approval boolean NOT NULL,
  approval_status text CHECK (approval_status IN ('waiting-manager-approval', 'accepted', 'declined')),
  reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- Insertion order: breaks ties between requests created at the same clock time (newest first).
  seq serial
);
CREATE INDEX servicing_requests_application ON servicing_requests (application_uuid, created_at);

CREATE TABLE servicing_steps (
  uuid uuid PRIMARY KEY,
  request_uuid uuid NOT NULL REFERENCES servicing_requests(uuid),
  kind text NOT NULL,
  position integer NOT NULL,
  status text NOT NULL CHECK (status IN ('completed', 'pending', 'canceled', 'blocked')),
  actor text NOT NULL CHECK (actor IN ('customer', 'provider', 'manager')),
  due_date date,
  revision integer NOT NULL DEFAULT 0,
  "values" jsonb NOT NULL DEFAULT '{}'::jsonb,
  submitted_at timestamptz,
  UNIQUE (request_uuid, kind),
  UNIQUE (request_uuid, position)
);

CREATE TABLE servicing_history (
  request_uuid uuid NOT NULL REFERENCES servicing_requests(uuid),
  at timestamptz NOT NULL,
  status text NOT NULL,
  approval_status text,
  actor text NOT NULL,
  note text,
  seq serial
);
CREATE INDEX servicing_history_request ON servicing_history (request_uuid, seq);

CREATE TABLE payoff_statements (
  uuid uuid PRIMARY KEY,
  request_uuid uuid NOT NULL REFERENCES servicing_requests(uuid),
  amount_cents bigint NOT NULL,
  per_diem_cents bigint NOT NULL,
  good_through date NOT NULL,
  issued_at timestamptz NOT NULL,
  computation jsonb NOT NULL,
  acknowledged_at timestamptz,
  superseded_at timestamptz,
  seq serial
);
CREATE INDEX payoff_statements_request ON payoff_statements (request_uuid, seq);

-- Servicing tasks: the request (and step) they belong to, their servicing document category, and whether the step
-- needs them before it can be submitted. NULL request = one of the application's own tasks.
ALTER TABLE tasks ADD COLUMN servicing_request_uuid uuid REFERENCES servicing_requests(uuid);
ALTER TABLE tasks ADD COLUMN servicing_step_kind text;
ALTER TABLE tasks ADD COLUMN servicing_category text;
ALTER TABLE tasks ADD COLUMN required boolean;
CREATE INDEX tasks_servicing_request ON tasks (servicing_request_uuid);
`,
};
