import * as t from 'io-ts';
import { closed } from './codec';
import { endpoint } from './endpoint';
import { TokenResponse } from './auth';

/**
 * Staff sign-in for the §6 ops read-only view ("Ops sign-in details: not shown" — this project's design, docs/ops.md).
 * `POST /v1/ops/token-auth/` with a staff account's email and password answers a JWT whose role is ops; the client
 * keeps it with the ops flag in session storage (§6). Customers' credentials are refused here with 400 (same answer as a
 * wrong password, so staff accounts cannot be probed), and staff accounts are refused by the customer `v1/token-auth/`.
 */
export const opsTokenAuth = endpoint({
  name: 'opsTokenAuth', method: 'POST', route: 'v1/ops/token-auth/', auth: false,
  body: closed('OpsTokenAuthRequest', { email: t.string, password: t.string }),
  response: TokenResponse,
});
