import type { Migration } from '../migrate';

/**
 * Issue 13 §1, throttling instead of lock-out, shared by every sandbox process on one database:
 * - `throttle_counters`: @fastify/rate-limit's per-address counts (throttle/store.ts), one fixed window per key;
 * - `sign_in_failures`: failed password sign-ins per account and client (`client` = the address) and per account from
 *   anywhere (`client` = ''), with the time the client may try again (throttle/signIn.ts);
 * - `bot_check_secrets`: the stand-in bot check's tokens and checkbox challenges (botCheck/service.ts), so a token
 *   made by one process is accepted once by another.
 * The old per-email lock (`rate_events` kind `login-attempt`) is gone: its rows are dropped so no account stays locked.
 */
export const throttle: Migration = {
  version: 10,
  name: 'throttle',
  sql: `
CREATE TABLE throttle_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX throttle_counters_reset ON throttle_counters (reset_at);

CREATE TABLE sign_in_failures (
  account text NOT NULL,
  client text NOT NULL,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz NOT NULL,
  PRIMARY KEY (account, client)
);
CREATE INDEX sign_in_failures_last ON sign_in_failures (last_failure_at);

CREATE TABLE bot_check_secrets (
  secret text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('token', 'challenge')),
  issued_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX bot_check_secrets_issued ON bot_check_secrets (issued_at);

DELETE FROM rate_events WHERE kind = 'login-attempt';
`,
};
