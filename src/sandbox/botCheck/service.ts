import { randomBytes } from 'node:crypto';
import type { BotCheckMode } from '../../contract/botCheck';
import type { SandboxConfig } from '../config';
import { siteverify, type BotCheckVerdict } from './siteverify';

/** Turnstile's client error code the stand-in reports when its challenge fails (600010: generic challenge failure). */
export const STAND_IN_FAILURE_CODE = '600010';

/** At most this many tokens and challenges are remembered (oldest forgotten first), so the sandbox cannot be filled up. */
const MAX_REMEMBERED = 10_000;

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
 * challenges live in memory: random, single use, valid `config.botCheckTokenTtlS` seconds by the sandbox clock.
 */
export interface BotCheckService {
  mode(): BotCheckMode;
  setMode(mode: BotCheckMode): void;
  verifier(): BotCheckVerifier;
  /** The widget asks for a challenge: a token (off, pass), an error code (fail), nothing ever (timeout), a checkbox (interactive). */
  challenge(): ChallengeAnswer;
  /** The person ticked the checkbox of `challengeId`: a token, unless the challenge is unknown, used or expired, or the mode now fails. */
  solve(challengeId: string): ChallengeAnswer;
  /** Verifies (and spends) a protected call's token, like siteverify; with a secret key, by calling Cloudflare's. */
  verify(token: string | undefined, remoteIp: string | undefined): Promise<BotCheckVerdict>;
}

/** Remembers a key with the time it was issued; forgets the oldest beyond {@link MAX_REMEMBERED}. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= MAX_REMEMBERED) break;
    map.delete(oldest);
  }
}

const randomToken = (prefix: string) => `${prefix}.${randomBytes(24).toString('base64url')}`;

/** Builds the {@link BotCheckService} of one running sandbox. */
export function createBotCheckService(config: SandboxConfig): BotCheckService {
  let mode: BotCheckMode = config.botCheckMode;
  const ttlMs = () => config.botCheckTokenTtlS * 1000;
  /** token → when it was issued (ms) and whether a call already used it. */
  const tokens = new Map<string, { issuedAt: number; used: boolean }>();
  /** checkbox challenge id → when it was issued (ms). */
  const challenges = new Map<string, number>();

  const issue = (): ChallengeAnswer => {
    const token = randomToken('sandbox-turnstile');
    remember(tokens, token, { issuedAt: config.now(), used: false });
    return { outcome: 'pass', token, expires_in_s: config.botCheckTokenTtlS };
  };

  return {
    mode: () => mode,
    setMode: (next) => {
      mode = next;
    },
    verifier: () => (mode === 'off' ? 'none' : config.turnstileSecretKey ? 'cloudflare' : 'sandbox'),
    challenge: () => {
      switch (mode) {
        case 'fail':
          return { outcome: 'fail', error_code: STAND_IN_FAILURE_CODE };
        case 'timeout':
          return { outcome: 'timeout' };
        case 'interactive': {
          const id = randomToken('sandbox-challenge');
          remember(challenges, id, config.now());
          return { outcome: 'interactive', challenge_id: id, expires_in_s: config.botCheckTokenTtlS };
        }
        default:
          return issue();
      }
    },
    solve: (challengeId) => {
      const issuedAt = challenges.get(challengeId);
      challenges.delete(challengeId);
      if (issuedAt === undefined || config.now() - issuedAt > ttlMs() || mode === 'fail') {
        return { outcome: 'fail', error_code: STAND_IN_FAILURE_CODE };
      }
      return mode === 'timeout' ? { outcome: 'timeout' } : issue();
    },
    verify: async (token, remoteIp) => {
      if (mode === 'off') return { ok: true };
      if (config.turnstileSecretKey) {
        return siteverify(
          { secret: config.turnstileSecretKey, url: config.siteverifyUrl, fetch: config.siteverifyFetch, timeoutMs: config.siteverifyTimeoutMs },
          token,
          remoteIp,
        );
      }
      if (token === undefined || token === '') return { ok: false, reason: 'missing' };
      const entry = tokens.get(token);
      if (!entry) return { ok: false, reason: 'invalid' };
      if (entry.used) return { ok: false, reason: 'spent' };
      if (config.now() - entry.issuedAt > ttlMs()) return { ok: false, reason: 'expired' };
      entry.used = true;
      return { ok: true };
    },
  };
}
