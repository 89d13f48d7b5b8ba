import {
  changePassword, checkTemporalToken, createChangePasswordLink, createChangePasswordToken, passwordRetrieval, type Detail, type TokenMode,
} from '../../contract';
import { signedIn } from '../access';
import { bind, type Binding } from '../http/binding';
import { HttpError } from '../http/errors';
import { takeMessageSlot } from '../rateLimit';
import { findProfile, findProfileByEmail } from '../repo/profiles';
import { insertLinkToken, newLinkKey, peekLinkToken, useLinkToken } from '../repo/secrets';
import { inTransaction } from '../repo/sql';
import type { Services } from '../services';
import { bumpTokenVersion } from '../sessions/versions';
import { addressLimit } from '../throttle/addressLimits';
import { FieldChecks, normaliseEmail } from '../validate';
import { checkPassword, storePassword, ttlText } from './credentials';

/**
 * Password links (§7 temporal links): a reset link by email (`${publicUrl}/password/${key}`, token_mode 'reset')
 * or a change token for a signed-in person (token_mode 'change'); both single use, valid `config.passwordLinkTtlS`.
 * The email endpoints answer the same whether or not the account exists, and share one rate limit per email.
 */
export function passwordLinkBindings(s: Services): Binding[] {
  const emailResetLink = async (rawEmail: string): Promise<Detail> => {
    const email = normaliseEmail(rawEmail);
    new FieldChecks().email('email', email).done();
    await inTransaction(s.db, async (tx) => {
      await takeMessageSlot(s, tx, 'password-link', email);
      const profile = await findProfileByEmail(tx, email);
      if (!profile) return;
      const key = newLinkKey();
      await insertLinkToken(tx, key, 'reset', profile.uuid, s.now(), s.config.passwordLinkTtlS);
      const link = `${s.config.publicUrl}/password/${key}`;
      await s.sendEmail(tx, {
        to: email, subject: 'Set your password', code: null, link,
        text: `Hi ${profile.first_name},\n\nChoose a new password with this link:\n${link}\n\nIt works once and expires in ${ttlText(s, s.config.passwordLinkTtlS)}. If you did not ask for it, ignore this email: your password has not changed.`,
      });
    });
    return { detail: `If an account exists for this email, we have sent a link to set a password. It works once, for ${ttlText(s, s.config.passwordLinkTtlS)}.` };
  };

  return [
    bind(passwordRetrieval, ({ body }) => emailResetLink(body.email)),
    bind(createChangePasswordLink, ({ body }) => emailResetLink(body.email)),

    bind(createChangePasswordToken, async ({ caller }) => {
      const me = signedIn(caller);
      const key = newLinkKey();
      await insertLinkToken(s.db, key, 'change', me.uuid, s.now(), s.config.passwordLinkTtlS);
      return { token_key: key, token_mode: 'change' as const };
    }),

    bind(checkTemporalToken, async ({ body }) => {
      const found = await peekLinkToken(s.db, body.token_key, ['reset', 'change'], s.now());
      const mode: TokenMode | null = found ? (found.kind === 'change' ? 'change' : 'reset') : null;
      return { valid: found !== undefined, token_mode: mode };
      // Issue 13 §1: key guesses are limited per client address.
    }, { rateLimit: addressLimit(s, 'checkToken') }),

    bind(changePassword, async ({ body }) => {
      checkPassword(new FieldChecks(), 'password', body.password, s).done();
      // Issue 13 §1: the new password ends every session in the same transaction; a `change` key was asked for by a
      // signed-in device, which gets a token of the new version and stays signed in.
      const changed = await inTransaction(s.db, async (tx) => {
        const uuid = await useLinkToken(tx, body.token_key, body.token_mode, s.now());
        if (!uuid) return undefined;
        await storePassword(s, tx, uuid, body.password, 'password');
        const version = await bumpTokenVersion(tx, uuid);
        const profile = await findProfile(tx, uuid);
        return version === undefined || !profile ? undefined : { ...profile, token_version: version };
      });
      if (!changed) throw new HttpError(400, 'This link has expired or was already used. Please request a new one.');
      if (body.token_mode === 'reset') return { detail: 'Your password has been changed.' };
      return { detail: 'Your password has been changed.', token: await s.issueToken(changed) };
    }),
  ];
}
