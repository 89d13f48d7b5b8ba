import { opsTokenAuth } from '../../contract';
import { BAD_CREDENTIALS, passwordSignIn, signInClient } from '../auth/signIn';
import { bind, type Binding } from '../http/binding';
import { HttpError } from '../http/errors';
import type { Services } from '../services';
import { addressLimit } from '../throttle/addressLimits';

/**
 * Staff sign-in (§6 "ops sign-in details: not shown" — designed, docs/api.md): a staff account's email and password
 * → a JWT with role ops. Customers' credentials get the same 400 as a wrong password (staff accounts cannot be told
 * apart by probing) and count as a failure. Behind the bot check like the customer sign-in, and throttled with it
 * per account and client, never locked (issue 13 §1, throttle/signIn.ts); limited per client address together.
 */
export function opsBindings(s: Services): Binding[] {
  return [
    bind(opsTokenAuth, async ({ body, request }) => {
      const profile = await passwordSignIn(s, body.email, body.password, signInClient(request), (p) => p.role === 'ops');
      if (!profile) throw new HttpError(400, BAD_CREDENTIALS);
      return { token: await s.issueToken(profile) };
    }, { rateLimit: addressLimit(s, 'signIn') }),
  ];
}
