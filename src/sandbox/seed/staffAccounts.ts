import { hashPassword, verifyPassword } from '../auth/password';
import { findProfileByEmail, insertProfile } from '../repo/profiles';
import type { Services } from '../services';
import { STAFF_ACCOUNTS, type StaffAccount } from './demoData';

/** Shortest `SANDBOX_STAFF_PASSWORD` accepted (issue 13 §1: it guards the outbox of an exposed sandbox). */
export const MIN_STAFF_PASSWORD_LENGTH = 12;

/** The password a staff account signs in with: `config.staffPassword` when set, else the public demo one. */
export const staffPasswordOf = (s: Services, a: Pick<StaffAccount, 'password'>): string => s.config.staffPassword ?? a.password;

/**
 * Adds every {@link STAFF_ACCOUNTS} account that is missing (role ops, password sign-in), so a data folder seeded
 * before an account existed gets it at its next start, and — when `config.staffPassword` is set — gives every existing
 * one that password (so setting or changing SANDBOX_STAFF_PASSWORD takes effect at the next start, issue 13 §1). The
 * first one (ops@example.com) is also created by the first seed. Answers true when it added any.
 */
export async function seedStaffAccounts(s: Services): Promise<boolean> {
  let added = false;
  for (const a of STAFF_ACCOUNTS) {
    const password = staffPasswordOf(s, a);
    const existing = await findProfileByEmail(s.db, a.email);
    if (existing) {
      if (s.config.staffPassword !== null && !(existing.password_hash && (await verifyPassword(password, existing.password_hash)))) {
        // A new password ends the sessions the old one opened (issue 13 §1 token versions).
        await s.db.query('UPDATE profiles SET password_hash = $1, token_version = token_version + 1 WHERE uuid = $2', [await hashPassword(password), existing.uuid]);
      }
      continue;
    }
    const password_hash = await hashPassword(password);
    await s.db.transaction(async (tx) => {
      if (await findProfileByEmail(tx, a.email)) return;
      await insertProfile(tx, {
        email: a.email, role: 'ops', first_name: a.first_name, middle_name: null, last_name: a.last_name, phone: null,
        birth_date: null, login_method: 'password', password_hash, timezone: 'America/New_York',
      }, s.now());
      added = true;
    });
  }
  return added;
}
