import { assertUnderLimit, countAction } from '../rateLimit';
import { findProfileByEmail, type ProfileRow } from '../repo/profiles';
import type { Services } from '../services';
import { normaliseEmail } from '../validate';
import { hashPassword, verifyPassword } from './password';

/** The one answer to every failed password sign-in (unknown email, wrong password, wrong kind of account). */
export const BAD_CREDENTIALS = 'Unable to log in with provided credentials.';

/** A hash no password matches, checked when the email is unknown so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(`no-account-${Math.random()}`));

/**
 * Checks an email (any case) and password: answers the profile, or undefined when they do not match an account
 * (also for an account without a password). Failed attempts count against `config.maxCodeAttempts` per email per
 * rate window, shared by every password sign-in (customer, staff, back office); beyond it throws 429.
 */
export async function passwordSignIn(s: Services, rawEmail: string, password: string): Promise<ProfileRow | undefined> {
  const email = normaliseEmail(rawEmail);
  await assertUnderLimit(s, s.db, 'login-attempt', email, s.config.maxCodeAttempts);
  const profile = email ? await findProfileByEmail(s.db, email) : undefined;
  const ok = await verifyPassword(password, profile?.password_hash ?? (await dummy()));
  if (profile && ok) return profile;
  await countAction(s, s.db, 'login-attempt', email);
  return undefined;
}

/** Counts a sign-in refused for the kind of account (e.g. customer credentials at the staff sign-in) like a failure. */
export function countRefusedSignIn(s: Services, rawEmail: string): Promise<void> {
  return countAction(s, s.db, 'login-attempt', normaliseEmail(rawEmail));
}
