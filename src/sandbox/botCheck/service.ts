import { randomBytes } from 'node:crypto';
import type { BotCheckMode } from '../../contract/botCheck';
import type { SandboxConfig } from '../config';
import type { Queryable } from '../db';
import { siteverify, type BotCheckVerdict } from './siteverify';

/** Turnstile's client error code the stand-in reports when its challenge fails (600010: generic challenge failure). */
export const STAND_IN_FAILURE_CODE = '600010';

/** A sweep of spent and expired secrets runs on 1 in this many issues, so the table stays small. */
const SWEEP_ONE_IN = 50;

/** What the stand-in widget's challenge request answers, by mode (docs/bot-check.md). */
export type ChallengeAnswer =
  | { outcome: 'pass'; token: string; expires_in_s: number }
  | { outcome: 'fail'; error_code: string }
  | { outcome: 'timeout' }
  | { outcome: 'interactive'; challenge_id: string; expires_in_s: number };

/** Who checks the `Turnstile-Token` of the protected calls: nobody (mode off), the stand-in, or Cloudflare. */
export type BotCheckVerifier = 'none' | 'sandbox' | 'cloudflare';

/**
 * The sandbox's bot check (issue #5 §3; docs/bot-check.md): the stand-in widget's server side and the verifier of the
 * protected calls. The mode starts as `config.botCheckMode` and ops may switch it at run time. Tokens and checkbox
 * challenges are random, single use, valid `config.botCheckTokenTtlS` seconds by the sandbox clock, and live in the
 * database (issue 13 §1, table `bot_check_secrets`): a token one sandbox process made is accepted, once, by another.
 */
export interface BotCheckService {
  mode(): BotCheckMode;
  setMode(mode: BotCheckMode): void;
  verifier(): BotCheckVerifier;
  /** The widget asks for a challenge: a token (off, pass), an error code (fail), nothing ever (timeout), a checkbox (interactive). */
  challenge(): Promise<ChallengeAnswer>;
  /** The person ticked the checkbox of `challengeId`: a token, unless the challenge is unknown, used or expired, or the mode now fails. */
  solve(challengeId: string): Promise<ChallengeAnswer>;
  /** Verifies (and spends) a protected call's token, like siteverify; with a secret key, by calling Cloudflare's. Mode off: accepted unchecked. */
  verify(token: string | undefined, remoteIp: string | undefined): Promise<BotCheckVerdict>;
  /**
   * {@link verify} whatever the mode (issue 13 §1): a sign-in whose account had too many failures needs a passed check
   * even with the bot check off — the stand-in widget still issues real tokens then.
   */
  check(token: string | undefined, remoteIp: string | undefined): Promise<BotCheckVerdict>;
}

const randomToken = (prefix: string) => `${prefix}.${randomBytes(24).toString('base64url')}`;

/** Builds the {@link BotCheckService} of one running sandbox, keeping its secrets in `db`. */
export function createBotCheckService(config: SandboxConfig, db: Queryable): BotCheckService {
  let mode: BotCheckMode = config.botCheckMode;
  const ttlMs = () => config.botCheckTokenTtlS * 1000;

  const remember = async (secret: string, kind: 'token' | 'challenge'): Promise<void> => {
    const now = config.now();
    await db.query('INSERT INTO bot_check_secrets (secret, kind, issued_at) VALUES ($1, $2, $3)', [secret, kind, new Date(now)]);
    if (Math.floor(Math.random() * SWEEP_ONE_IN) === 0) {
      await db.query('DELETE FROM bot_check_secrets WHERE issued_at < $1', [new Date(now - 2 * ttlMs())]);
    }
  };

  const issue = async (): Promise<ChallengeAnswer> => {
    const token = randomToken('sandbox-turnstile');
    await remember(token, 'token');
    return { outcome: 'pass', token, expires_in_s: config.botCheckTokenTtlS };
  };

  const check = async (token: string | undefined, remoteIp: string | undefined): Promise<BotCheckVerdict> => {
    if (config.turnstileSecretKey) {
      return siteverify(
        { secret: config.turnstileSecretKey, url: config.siteverifyUrl, fetch: config.siteverifyFetch, timeoutMs: config.siteverifyTimeoutMs },
        token,
        remoteIp,
      );
    }
    if (token === undefined || token === '') return { ok: false, reason: 'missing' };
    const now = config.now();
    // Spent atomically: of two processes given the same token at once, one wins.
    const { rows } = await db.query<{ secret: string }>(
      `UPDATE bot_check_secrets SET used_at = $2 WHERE secret = $1 AND kind = 'token' AND used_at IS NULL AND issued_at >= $3 RETURNING secret`,
      [token, new Date(now), new Date(now - ttlMs())],
    );
    if (rows.length > 0) return { ok: true };
    // Refused: only the reason is left to tell.
    const { rows: found } = await db.query<{ used_at: Date | null }>(`SELECT used_at FROM bot_check_secrets WHERE secret = $1 AND kind = 'token'`, [token]);
    const row = found[0];
    if (!row) return { ok: false, reason: 'invalid' };
    return { ok: false, reason: row.used_at ? 'spent' : 'expired' };
  };

  return {
    mode: () => mode,
    setMode: (next) => {
      mode = next;
    },
    verifier: () => (mode === 'off' ? 'none' : config.turnstileSecretKey ? 'cloudflare' : 'sandbox'),
    challenge: async () => {
      switch (mode) {
        case 'fail':
          return { outcome: 'fail', error_code: STAND_IN_FAILURE_CODE };
        case 'timeout':
          return { outcome: 'timeout' };
        case 'interactive': {
          const id = randomToken('sandbox-challenge');
          await remember(id, 'challenge');
          return { outcome: 'interactive', challenge_id: id, expires_in_s: config.botCheckTokenTtlS };
        }
        default:
          return issue();
      }
    },
    solve: async (challengeId) => {
      const { rows } = await db.query<{ issued_at: Date }>(`DELETE FROM bot_check_secrets WHERE secret = $1 AND kind = 'challenge' RETURNING issued_at`, [challengeId]);
      const issuedAt = rows[0] ? new Date(rows[0].issued_at).getTime() : undefined;
      if (issuedAt === undefined || config.now() - issuedAt > ttlMs() || mode === 'fail') {
        return { outcome: 'fail', error_code: STAND_IN_FAILURE_CODE };
      }
      return mode === 'timeout' ? { outcome: 'timeout' } : issue();
    },
    verify: async (token, remoteIp) => (mode === 'off' ? { ok: true } : check(token, remoteIp)),
    check,
  };
}
