import {
  changeLoginMethod, magicLinkLogin, requestMagicLink, setLoginMethod, tokenAuth, tokenRefresh,
} from '../../contract';
import { presentProfile, ownProfile, signedIn } from '../access';
import { BAD_CREDENTIALS, passwordSignIn, signInClient } from '../auth/signIn';
import { bind, type Binding } from '../http/binding';
import { HttpError } from '../http/errors';
import { takeMessageSlot } from '../rateLimit';
import { findProfile, findProfileByEmail, updateProfile } from '../repo/profiles';
import { insertLinkToken, newLinkKey, useLinkToken } from '../repo/secrets';
import { inTransaction } from '../repo/sql';
import { addressLimit } from '../throttle/addressLimits';
import type { Services } from '../services';
import { sessionOf } from '../sessions/verify';
import { FieldChecks, normaliseEmail } from '../validate';
import { checkPassword, PASSWORD_ALREADY_SET, samePasswordOrNone, storePassword, ttlText } from './credentials';

/** Told to a staff member who signs in here with the right password (never for a wrong one: no account probing). */
export const STAFF_USE_STAFF_SIGN_IN = 'This is a staff account: sign in on the staff sign-in page (/ops/sign-in).';

/**
 * Sign-in endpoints (§7): email + password, token refresh, magic links, and choosing a login method. Password
 * sign-ins are throttled per account and client with growing delays and the bot check, never locked (issue 13 §1,
 * throttle/signIn.ts), and limited per client address with the staff sign-in (`config.addressLimits.signIn`). Staff
 * accounts sign in at `v1/ops/token-auth/` (handlers/ops.ts), not here.
 */
export function authBindings(s: Services): Binding[] {
  return [
    bind(tokenAuth, async ({ body, request }) => {
      const profile = await passwordSignIn(s, body.email, body.password, signInClient(request));
      if (!profile) throw new HttpError(400, BAD_CREDENTIALS);
      if (profile.role === 'ops') throw new HttpError(400, STAFF_USE_STAFF_SIGN_IN);
      return { token: await s.issueToken(profile) };
    }, { rateLimit: addressLimit(s, 'signIn') }),

    // The same check as every authenticated call: an ended session (issue 13 §1) cannot be refreshed back to life.
    bind(tokenRefresh, async ({ body }) => ({ token: await s.issueToken(await sessionOf(s, body.token)) })),

    bind(requestMagicLink, async ({ body }) => {
      const email = normaliseEmail(body.email);
      new FieldChecks().email('email', email).done();
      await inTransaction(s.db, async (tx) => {
        await takeMessageSlot(s, tx, 'magic-link', email);
        const profile = await findProfileByEmail(tx, email);
        // Staff sign in with their password at the staff sign-in only; the answer is the same as for no account.
        if (profile?.role !== 'customer') return;
        const key = newLinkKey();
        await insertLinkToken(tx, key, 'magic-link', profile.uuid, s.now(), s.config.magicLinkTtlS);
        const link = `${s.config.publicUrl}/login/${key}`;
        await s.sendEmail(tx, {
          to: email, subject: 'Your sign-in link', code: null, link,
          text: `Hi ${profile.first_name},\n\nSign in to your Home Equity Release Application with this link:\n${link}\n\nIt works once and expires in ${ttlText(s, s.config.magicLinkTtlS)}. If you did not ask for it, ignore this email.`,
        });
      });
      return { detail: `If an account exists for this email, we have sent a sign-in link. It works once, for ${ttlText(s, s.config.magicLinkTtlS)}.` };
    }),

    bind(magicLinkLogin, async ({ body }) => {
      const uuid = await useLinkToken(s.db, body.key, 'magic-link', s.now());
      const profile = uuid ? await findProfile(s.db, uuid) : undefined;
      if (!profile) throw new HttpError(400, 'This sign-in link has expired or was already used. Please request a new one.');
      return { token: await s.issueToken(profile) };
    }),

    bind(setLoginMethod, async ({ body, caller }) => {
      const me = signedIn(caller);
      const profile = await ownProfile(s.db, me, body.uuid);
      const checks = new FieldChecks();
      if (body.login_method === 'password') {
        if (body.password === undefined) checks.add('password', 'This field is required');
        else checkPassword(checks, 'password', body.password, s);
      } else if (body.password !== undefined) {
        checks.add('password', "A password is only accepted with login_method 'password'.");
      }
      // Issue 13 §1: replacing a password ends every session, which this answer (a Profile) cannot carry a new token
      // for — that is change-password's job. The same password again (the tasks page sets it there first) is fine.
      if (!checks.failed && body.password !== undefined && !(await samePasswordOrNone(profile.password_hash, body.password))) {
        checks.add('password', PASSWORD_ALREADY_SET);
      }
      checks.done();
      await inTransaction(s.db, async (tx) => {
        if (body.password !== undefined) await storePassword(s, tx, profile.uuid, body.password, body.login_method);
        else await updateProfile(tx, profile.uuid, { login_method: body.login_method }, s.now());
      });
      const updated = await findProfile(s.db, profile.uuid);
      if (!updated) throw new HttpError(404, 'Not found.');
      return presentProfile(s.db, me, updated);
    }),

    bind(changeLoginMethod, async ({ body, caller }) => {
      const me = signedIn(caller);
      const profile = await findProfile(s.db, me.uuid);
      if (!profile) throw new HttpError(404, 'Not found.');
      if (body.login_method === 'password' && profile.password_hash === null) {
        throw new HttpError(400, 'Set a password first.', { login_method: ['Set a password before choosing to sign in with it.'] });
      }
      await updateProfile(s.db, profile.uuid, { login_method: body.login_method }, s.now());
      return presentProfile(s.db, me, { ...profile, login_method: body.login_method });
    }),
  ];
}
