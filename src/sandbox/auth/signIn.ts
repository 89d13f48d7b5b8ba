import { findProfileByEmail, type ProfileRow } from '../repo/profiles';
import type { Services } from '../services';
import { admitSignIn, clearSignInFailures, recordSignInFailure, type SignInClient } from '../throttle/signIn';
import { normaliseEmail } from '../validate';
import { hashPassword, verifyPassword } from './password';

export { signInClient, type SignInClient } from '../throttle/signIn';

/** The one answer to every failed password sign-in (unknown email, wrong password, wrong kind of account). */
export const BAD_CREDENTIALS = 'Unable to log in with provided credentials.';

/** A hash no password matches, checked when the email is unknown so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(`no-account-${Math.random()}`));

/**
 * Checks an email (any case) and password from `client`: answers the profile, or undefined when they do not match an
 * account (also for an account without a password, or one `accepts` refuses — e.g. a customer at the staff sign-in).
 * Shared by every password sign-in (customer, staff, back office) and throttled per account and client, never locked
 * (issue 13 §1, throttle/signIn.ts): 429 while this client waits after its failures, 403 when the account needs a
 * passed bot check. A failure counts; a success clears the client's count and the account's.
 */
export async function passwordSignIn(
  s: Services, rawEmail: string, password: string, client: SignInClient, accepts: (profile: ProfileRow) => boolean = () => true,
): Promise<ProfileRow | undefined> {
  const email = normaliseEmail(rawEmail);
  await admitSignIn(s, email, client);
  const profile = email ? await findProfileByEmail(s.db, email) : undefined;
  const ok = await verifyPassword(password, profile?.password_hash ?? (await dummy()));
  if (profile && ok && accepts(profile)) {
    await clearSignInFailures(s, email, client);
    return profile;
  }
  await recordSignInFailure(s, email, client);
  return undefined;
}
