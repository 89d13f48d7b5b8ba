import { hashPassword } from '../auth/password';
import { findProfileByEmail, insertProfile } from '../repo/profiles';
import type { Services } from '../services';
import { STAFF_ACCOUNTS } from './demoData';

/**
 * Adds every {@link STAFF_ACCOUNTS} account that is missing (role ops, password sign-in), so a data folder seeded
 * before an account existed gets it at its next start. The first one (ops@example.com) is also created by the first
 * seed. Answers true when it added any.
 */
export async function seedStaffAccounts(s: Services): Promise<boolean> {
  let added = false;
  for (const a of STAFF_ACCOUNTS) {
    if (await findProfileByEmail(s.db, a.email)) continue;
    const password_hash = await hashPassword(a.password);
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
