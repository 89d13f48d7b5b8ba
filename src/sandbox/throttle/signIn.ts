import type { FastifyRequest } from 'fastify';
import { BotCheckRefused, botCheckVerdictOf } from '../botCheck/routes';
import type { BotCheckVerdict } from '../botCheck/siteverify';
import type { Queryable } from '../db';
import { inTransaction } from '../repo/sql';
import type { Services } from '../services';
import { BotCheckRequiredError, ThrottledError } from './errors';

/** Who is signing in, as far as the throttle cares: the client's address and the bot check's verdict on its token. */
export interface SignInClient {
  /** `request.ip` (follows `X-Forwarded-For` only with `config.trustProxy`). */
  ip: string;
  /** Passed, or why not; undefined when no token was checked. */
  botCheck: BotCheckVerdict | undefined;
}

/** The {@link SignInClient} of a request (after the bot check's `preHandler`). */
export function signInClient(request: FastifyRequest): SignInClient {
  return { ip: request.ip, botCheck: botCheckVerdictOf(request) };
}

/** The `client` of the row that counts an account's failures from anywhere. */
const ANYWHERE = '';

/** A sweep of rows quiet for a whole window runs on 1 in this many failures, so the table stays small. */
const SWEEP_ONE_IN = 100;

/**
 * Seconds a client waits after its `failures`-th failure on one account (issue 13 §1, `config.signInThrottle`): none
 * for the first `freeFailures`, then `baseDelayS`, doubling each time (1, 2, 4, 8 … with the defaults), at most
 * `maxDelayS`.
 */
export function delayAfter(failures: number, t: Services['config']['signInThrottle']): number {
  const beyond = failures - t.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(t.maxDelayS, t.baseDelayS * 2 ** Math.min(beyond - 1, 30));
}

/**
 * Before a password is checked (issue 13 §1; OWASP ASVS 2.2.1 — no lock-out an attacker controls): throws 429
 * {@link ThrottledError} while this client must still wait after its failures on this account, and 403 when the
 * account had `botCheckAfterFailures` failures from anywhere and this request did not pass the bot check
 * ({@link BotCheckRequiredError} without a token, {@link BotCheckRefused} with a refused one). Another client with
 * the right password (and a passed check) is never refused.
 */
export async function admitSignIn(s: Services, account: string, client: SignInClient): Promise<void> {
  const t = s.config.signInThrottle;
  const now = s.now();
  const { rows } = await s.db.query<{ client: string; failures: number; last_failure_at: Date; blocked_until: Date }>(
    'SELECT client, failures, last_failure_at, blocked_until FROM sign_in_failures WHERE account = $1 AND client IN ($2, $3)',
    [account, client.ip, ANYWHERE],
  );
  const mine = rows.find((r) => r.client === client.ip && client.ip !== ANYWHERE);
  const waitMs = mine ? new Date(mine.blocked_until).getTime() - now : 0;
  if (waitMs > 0) throw new ThrottledError(waitMs / 1000);
  const anywhere = rows.find((r) => r.client === ANYWHERE);
  const recent = anywhere && new Date(anywhere.last_failure_at).getTime() > now - t.windowS * 1000;
  if (recent && anywhere.failures >= t.botCheckAfterFailures && !client.botCheck?.ok) {
    throw client.botCheck ? new BotCheckRefused(client.botCheck.reason) : new BotCheckRequiredError();
  }
  // A count quiet for a whole window starts again at the next failure.
  const live = mine && new Date(mine.last_failure_at).getTime() > now - t.windowS * 1000;
  const hold = live ? delayAfter(mine.failures + 1, t) : 0;
  if (live && hold > 0) {
    // Past the free failures this attempt takes the next wait before its password is checked, atomically: of a burst
    // of parallel attempts one gets through, the rest wait (a success clears it). (The free ones are bounded by the
    // per-address limit.)
    const { rows: claimed } = await s.db.query<{ blocked_until: Date }>(
      'UPDATE sign_in_failures SET blocked_until = $4 WHERE account = $1 AND client = $2 AND blocked_until <= $3 RETURNING blocked_until',
      [account, client.ip, new Date(now), new Date(now + hold * 1000)],
    );
    if (claimed.length === 0) throw new ThrottledError(hold);
  }
}

/** Counts one failure for (account, client) and (account, anywhere), atomically; answers the client's new count. */
async function countFailure(tx: Queryable, account: string, client: string, nowMs: number, windowS: number): Promise<number> {
  const now = new Date(nowMs);
  const { rows } = await tx.query<{ failures: number }>(
    `INSERT INTO sign_in_failures AS f (account, client, failures, last_failure_at, blocked_until) VALUES ($1, $2, 1, $3, $3)
     ON CONFLICT (account, client) DO UPDATE SET
       failures = CASE WHEN f.last_failure_at <= $4 THEN 1 ELSE f.failures + 1 END,
       last_failure_at = $3
     RETURNING failures`,
    [account, client, now, new Date(nowMs - windowS * 1000)],
  );
  return rows[0]?.failures ?? 1;
}

/**
 * A wrong password (or an account of the wrong kind) for `account` from `client` (issue 13 §1): counts it for the pair
 * and for the account from anywhere, and sets the pair's next allowed attempt ({@link delayAfter}). One transaction:
 * the upsert locks the pair's row, so concurrent failures from several processes each count.
 */
export async function recordSignInFailure(s: Services, account: string, client: SignInClient): Promise<void> {
  const t = s.config.signInThrottle;
  const now = s.now();
  await inTransaction(s.db, async (tx) => {
    const failures = client.ip === ANYWHERE ? 0 : await countFailure(tx, account, client.ip, now, t.windowS);
    await countFailure(tx, account, ANYWHERE, now, t.windowS);
    const delayS = delayAfter(failures, t);
    if (delayS > 0) {
      await tx.query('UPDATE sign_in_failures SET blocked_until = GREATEST(blocked_until, $3) WHERE account = $1 AND client = $2', [
        account, client.ip, new Date(now + delayS * 1000),
      ]);
    }
  });
  if (Math.floor(Math.random() * SWEEP_ONE_IN) === 0) {
    await s.db.query('DELETE FROM sign_in_failures WHERE last_failure_at < $1 AND blocked_until < $2', [new Date(now - t.windowS * 1000), new Date(now)]);
  }
}

/** A successful sign-in: the client's count on the account and the account's count from anywhere start again. */
export async function clearSignInFailures(s: Services, account: string, client: SignInClient): Promise<void> {
  await s.db.query('DELETE FROM sign_in_failures WHERE account = $1 AND client IN ($2, $3)', [account, client.ip, ANYWHERE]);
}
