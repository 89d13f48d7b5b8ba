import * as t from 'io-ts';
import { closed } from './codec';
import { endpoint } from './endpoint';
import { TokenResponse } from './auth';

/**
 * Staff sign-in for the §6 read-only view ("ops sign-in details: not shown"; the portal's `/ops/sign-in`): a staff
 * account's email (any case) and password → a JWT with `role: 'ops'`, valid 60 minutes (`v1/token-refresh/` renews it).
 * The portal keeps it with the ops flag in session storage (§6). Seeded staff: `ops@example.com` / `Ops-pass-1` and
 * `analyst@example.com` / `Analyst-pass-1` (docs/sandbox.md). Bot-checked like the customer sign-in (
 * `Turnstile-Token`, the portal's page shows the widget).
 *
 * @designed
 * @error 400 `'Unable to log in with provided credentials.'` for an unknown email, a wrong password **and a customer's
 *   right password** (one answer: staff accounts cannot be told apart; it counts as a failure)
 * @error 403 `BotCheckRejection` without a passed bot check; `BotCheckRequired` as for `v1/token-auth/`
 * @error 429 `Throttled`, as for `v1/token-auth/` (one count with it and the back-office sign-in)
 */
export const opsTokenAuth = endpoint({
  name: 'opsTokenAuth', method: 'POST', route: 'v1/ops/token-auth/', auth: false,
  body: closed('OpsTokenAuthRequest', { email: t.string, password: t.string }),
  response: TokenResponse,
});
