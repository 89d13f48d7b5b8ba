import { opsTokenAuth } from '../../contract';
import { BAD_CREDENTIALS, countRefusedSignIn, passwordSignIn } from '../auth/signIn';
import { bind, type Binding } from '../http/binding';
import { HttpError } from '../http/errors';
import type { Services } from '../services';

/**
 * Staff sign-in (§6 "ops sign-in details: not shown" — designed, docs/api.md): a staff account's email and password
 * → a JWT with role ops. Customers' credentials get the same 400 as a wrong password (staff accounts cannot be told
 * apart by probing); attempts are rate-limited per email together with the customer sign-in.
 */
export function opsBindings(s: Services): Binding[] {
  return [
    bind(opsTokenAuth, async ({ body }) => {
      const profile = await passwordSignIn(s, body.email, body.password);
      if (profile?.role !== 'ops') {
        if (profile) await countRefusedSignIn(s, body.email);
        throw new HttpError(400, BAD_CREDENTIALS);
      }
      return { token: await s.issueToken(profile) };
    }),
  ];
}
