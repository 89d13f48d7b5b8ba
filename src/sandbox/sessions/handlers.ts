import { signOutEverywhere } from '../../contract';
import { signedIn } from '../access';
import { bind, type Binding } from '../http/binding';
import { notFound } from '../http/errors';
import { findProfile } from '../repo/profiles';
import { inTransaction } from '../repo/sql';
import type { Services } from '../services';
import { bumpTokenVersion } from './versions';

/**
 * Issue 13 §1 "sign out of all devices" (`POST /v1/customer/sign-out-everywhere/`, docs/api.md): bumps the caller's
 * token version — every earlier token of theirs, on any device, is refused from its next request — and answers a
 * token of the new version for the caller. Customers and staff alike (it touches only the caller's own sessions, so
 * the ops read-only rule does not apply).
 */
export function sessionBindings(s: Services): Binding[] {
  return [
    bind(signOutEverywhere, async ({ caller }) => {
      const me = signedIn(caller);
      const ended = await inTransaction(s.db, async (tx) => {
        const version = await bumpTokenVersion(tx, me.uuid);
        const profile = await findProfile(tx, me.uuid);
        return version === undefined || !profile ? undefined : { ...profile, token_version: version };
      });
      if (!ended) throw notFound();
      return { token: await s.issueToken(ended) };
    }),
  ];
}
