import { checkEmailVerification, confirmEmailVerification, sendEmailVerification, verificationCodeData } from '../../contract';
import { bind, type Binding } from '../http/binding';
import { HttpError, notFound } from '../http/errors';
import { assertUnderLimit, countAction, takeMessageSlot } from '../rateLimit';
import { confirmCode, findLiveCodeByValue, findUsableCode, insertCode, newCode } from '../repo/secrets';
import { inTransaction, iso, type Sql } from '../repo/sql';
import type { Services } from '../services';
import { addressLimit } from '../throttle/addressLimits';
import { FieldChecks, normaliseEmail } from '../validate';
import { maskEmail } from '../outbox/store';
import { ttlText } from './credentials';

const WRONG_CODE = 'The code is wrong or has expired. Check the latest email or request a new code.';

/**
 * Email verification (§7): 6-digit codes, single use, valid `config.codeTtlS` (10 minutes); at most
 * `rateLimit.maxPerWindow` codes sent and `maxCodeAttempts` wrong guesses per email per window (then 429).
 * A confirmed code is the proof of email ownership that signup asks for. The email's text also links to the
 * verification page with the code (`/email_verification?code=`, issue 12 §3).
 */
export function emailVerificationBindings(s: Services): Binding[] {
  /** The usable code or undefined, counting a wrong guess; 429 once too many wrong guesses were made. */
  const lookUp = async (sql: Sql, rawEmail: string, code: string) => {
    const email = normaliseEmail(rawEmail);
    await assertUnderLimit(s, sql, 'code-attempt', email, s.config.maxCodeAttempts);
    const row = await findUsableCode(sql, email, code.trim(), s.now());
    if (!row) await countAction(s, sql, 'code-attempt', email);
    return { email, row };
  };

  return [
    bind(sendEmailVerification, async ({ body }) => {
      const email = normaliseEmail(body.email);
      new FieldChecks().email('email', email).done();
      const expiresMs = await inTransaction(s.db, async (tx) => {
        await takeMessageSlot(s, tx, 'email-verification', email);
        const code = newCode();
        const expires = await insertCode(tx, email, code, s.now(), s.config.codeTtlS);
        const greeting = body.first_name?.trim() ? `Hi ${body.first_name.trim()},` : 'Hi,';
        // Issue 12 §3: the link opens the verification page with the code filled in (the page drops it from the URL).
        // It is in the text only: an outbox message carries a code or a link, never both (docs/sandbox.md).
        const link = `${s.config.publicUrl}/email_verification?code=${code}`;
        await s.sendEmail(tx, {
          to: email, subject: `Your verification code is ${code}`, code, link: null,
          text: `${greeting}\n\nYour verification code is ${code}. It expires in ${ttlText(s)} and works once.\n\nOr open this link in the browser where you asked for it:\n${link}\n\nIf you did not ask for it, ignore this email.`,
        });
        return expires;
      });
      return { detail: 'Verification code sent.', expires_at: iso(new Date(expiresMs)) };
    }),

    bind(checkEmailVerification, async ({ body }) => {
      const { row } = await inTransaction(s.db, (tx) => lookUp(tx, body.email, body.code));
      return { valid: row !== undefined };
    }),

    bind(confirmEmailVerification, async ({ body }) => {
      const email = await inTransaction(s.db, async (tx) => {
        const found = await lookUp(tx, body.email, body.code);
        if (!found.row) return undefined;
        // A concurrent confirm of the same code (any process) may win: then this one is a wrong code too.
        return (await confirmCode(tx, found.row.id, s.now())) ? found.email : undefined;
      });
      if (email === undefined) throw new HttpError(400, WRONG_CODE, { code: [WRONG_CODE] });
      return { email, verified: true };
    }),

    bind(verificationCodeData, async ({ params }) => {
      if (!/^\d{6}$/.test(params.code)) throw notFound();
      const row = await findLiveCodeByValue(s.db, params.code, s.now());
      if (!row) throw notFound();
      return { masked_email: maskEmail(row.email), expires_at: iso(row.expires_at), confirmed: row.confirmed_at !== null };
      // Issue 13 §1: a 6-digit code can be guessed; guesses are limited per client address.
    }, { rateLimit: addressLimit(s, 'codeData') }),
  ];
}
