import { changeEmail, updateEmail } from '../../contract';
import { presentProfile, signedIn } from '../access';
import type { Caller } from '../http/binding';
import { bind, type Binding } from '../http/binding';
import { forbidden, HttpError, notFound } from '../http/errors';
import { maskEmail } from '../outbox/store';
import { assertUnderLimit, countAction, takeMessageSlot } from '../rateLimit';
import { touchApplicationsOf } from '../repo/applications';
import { applyEmailChange, findUsableEmailChange, insertEmailChange } from '../repo/emailChanges';
import { findProfile, findProfileByEmail } from '../repo/profiles';
import { newCode } from '../repo/secrets';
import { inTransaction, type Sql } from '../repo/sql';
import type { Services } from '../services';
import { bumpTokenVersion } from '../sessions/versions';
import { FieldChecks, normaliseEmail } from '../validate';
import { ttlText } from './credentials';

/** §5-style message when the code does not match, is used or has expired. */
export const WRONG_EMAIL_CODE = 'That code is not right or has expired. Check the latest email or ask for a new code.';

/** Checks a new address: §5 email rule, not the current one, not anyone else's. Answers it normalised. */
async function checkNewEmail(sql: Sql, me: Caller, raw: string): Promise<string> {
  const email = normaliseEmail(raw);
  const checks = new FieldChecks().email('new_email', email);
  if (!checks.failed) {
    if (email === normaliseEmail(me.email)) checks.add('new_email', 'This is already your email address.');
    else if (await findProfileByEmail(sql, email)) checks.add('new_email', 'This email address is already in use.');
  }
  checks.done();
  return email;
}

/**
 * Email change (§7 change-email / update-email; issue #4 §5): a 6-digit code goes to the new address (valid
 * `codeTtlS`, at most `rateLimit.maxPerWindow` per address and window); the code and the address together change
 * the login email, answer a new JWT for it, and tell the old address. Wrong codes count against `maxCodeAttempts`
 * per person (429 beyond). Ops accounts are not changed here (403).
 */
export function accountBindings(s: Services): Binding[] {
  return [
    bind(changeEmail, async ({ body, caller }) => {
      const me = signedIn(caller);
      if (me.role === 'ops') throw forbidden('Operations users have a read-only view.');
      const email = await checkNewEmail(s.db, me, body.new_email);
      await inTransaction(s.db, async (tx) => {
        await takeMessageSlot(s, tx, 'email-change', email);
        const code = newCode();
        await insertEmailChange(tx, me.uuid, email, code, s.now(), s.config.codeTtlS);
        await s.sendEmail(tx, {
          to: email, subject: `Your code to change your email is ${code}`, code, link: null,
          text: `Hi,\n\nEnter ${code} in the portal to make this your sign-in email. The code expires in ${ttlText(s)} and works once.\n\nIf you did not ask for it, ignore this email: nothing changes.`,
        });
      });
      return { detail: `We sent a 6-digit code to ${email}. It expires in ${ttlText(s)}.` };
    }),

    bind(updateEmail, async ({ body, caller }) => {
      const me = signedIn(caller);
      if (me.role === 'ops') throw forbidden('Operations users have a read-only view.');
      const email = normaliseEmail(body.new_email);
      const changed = await inTransaction(s.db, async (tx) => {
        await assertUnderLimit(s, tx, 'code-attempt', me.uuid, s.config.maxCodeAttempts);
        const row = await findUsableEmailChange(tx, me.uuid, email, body.verification_code.trim(), s.now());
        if (!row) {
          await countAction(s, tx, 'code-attempt', me.uuid);
          return undefined;
        }
        if (await findProfileByEmail(tx, email)) throw new HttpError(400, 'This email address is already in use.', { new_email: ['This email address is already in use.'] });
        await applyEmailChange(tx, row, s.now());
        // Issue 13 §1: a new login email ends every other session; this device gets a token of the new version below.
        const version = await bumpTokenVersion(tx, me.uuid);
        await touchApplicationsOf(tx, me.uuid, s.now());
        await s.sendEmail(tx, {
          to: me.email, subject: 'Your sign-in email was changed', code: null, link: null,
          text: `Hi,\n\nYour sign-in email is now ${maskEmail(email)}. If you did not make this change, contact us right away.`,
        });
        return { version };
      });
      if (!changed) throw new HttpError(400, WRONG_EMAIL_CODE, { verification_code: [WRONG_EMAIL_CODE] });
      const profile = await findProfile(s.db, me.uuid);
      if (!profile || changed.version === undefined) throw notFound();
      // The version this change made, not a later one another device's change may have made since.
      const token = await s.issueToken({ ...profile, token_version: changed.version });
      return { profile: await presentProfile(s.db, { ...me, email: profile.email }, profile), token };
    }),
  ];
}
