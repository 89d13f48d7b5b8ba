import type { Uuid } from '../../contract';
import { hashPassword, verifyPassword } from '../auth/password';
import type { FieldChecks } from '../validate';
import { touchApplicationsOf, updateApplication } from '../repo/applications';
import { updateProfile, type ProfileRow } from '../repo/profiles';
import type { Sql } from '../repo/sql';
import { completeTasks } from '../repo/tasks';
import type { Services } from '../services';

/** Password rule of the sandbox: at least `config.minPasswordLength` (8) and at most 128 characters. */
export function checkPassword(checks: FieldChecks, field: string, password: string, services: Services): FieldChecks {
  const min = services.config.minPasswordLength;
  if (password.length < min) return checks.add(field, `Ensure this field has at least ${min} characters.`);
  return checks.add(field, password.length > 128 ? 'Ensure this field has no more than 128 characters.' : undefined);
}

/**
 * Stores a new password (scrypt) and, optionally, a login method; completes the person's "Set a password" tasks
 * and marks their applications changed (customer-changed, tasks_version).
 */
export async function storePassword(
  services: Services, sql: Sql, profileUuid: Uuid, password: string, loginMethod?: ProfileRow['login_method'],
): Promise<void> {
  const now = services.now();
  await updateProfile(sql, profileUuid, { password_hash: await hashPassword(password), login_method: loginMethod }, now);
  const changed = await completeTasks(sql, 'set-password', { profileUuid });
  for (const app of changed) await updateApplication(sql, app, { tasksChanged: true }, now);
  await touchApplicationsOf(sql, profileUuid, now);
}

/** set-login-method's field error when it would replace a password (issue 13 §1: change-password ends the sessions). */
export const PASSWORD_ALREADY_SET = 'You already have a password. To change it, use "Change password" on your profile page.';

/** True when the person has no password yet, or `password` is the one they have (scrypt check). */
export async function samePasswordOrNone(passwordHash: string | null, password: string): Promise<boolean> {
  return passwordHash === null || verifyPassword(password, passwordHash);
}

/**
 * Human wording of a one-time secret's lifetime `ttlS` (s; default the code's, `config.codeTtlS`), e.g. '10 minutes';
 * under two minutes in seconds ('90 seconds'), so a short configured life is never told as '0 minutes'.
 */
export const ttlText = (services: Services, ttlS = services.config.codeTtlS): string => {
  if (ttlS < 120) return ttlS === 1 ? '1 second' : `${ttlS} seconds`;
  const minutes = Math.round(ttlS / 60);
  return `${minutes} minutes`;
};
