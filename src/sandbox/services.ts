import { createHmac } from 'node:crypto';
import type { Uuid } from '../contract';
import { createBotCheckService, type BotCheckService } from './botCheck/service';
import { signToken, verifyToken, type Claims, type TokenProblem } from './auth/jwt';
import type { SandboxConfig } from './config';
import type { Db } from './db';
import type { Logger } from './log';
import { insertMessage, maskEmail, type OutboxMessage } from './outbox/store';
import type { Sql } from './repo/sql';

/** What every handler may use: the database, configuration (with the clock), signing, the outbox and the log. */
export interface Services {
  readonly db: Db;
  readonly config: SandboxConfig;
  readonly log: Logger;
  /** The sandbox's own origin once listening (the outbox lives here even when links point at the Vite server). */
  selfUrl: string;
  /** The injected clock, ms since the epoch. */
  now(): number;
  /**
   * A JWT (§3 claims + role + the person's `token_version` as `ver`, issue 13 §1) valid for `config.tokenTtlS` from
   * now. Pass the version read with the profile, or the one a bump answered (sessions/versions.ts).
   */
  issueToken(who: { uuid: Uuid; role: 'customer' | 'ops'; token_version: number }): Promise<string>;
  /** Verifies a JWT against the secret, the injected clock and the configured lifetime (`config.tokenTtlS`). */
  readToken(token: string): Promise<Claims | TokenProblem>;
  /**
   * The fingerprint stored for an SSN (9 digits): HMAC-SHA256 keyed from the sandbox secret, hex. Lets
   * is-ssn-duplicate compare numbers without storing them; without the secret it cannot be brute-forced offline.
   */
  ssnFingerprint(digits: string): string;
  /**
   * The signature of a storage upload URL: HMAC-SHA256 (hex) of `payload` with a key derived from the sandbox secret
   * (its own key, so an upload signature can never pass for a JWT or an SSN fingerprint).
   */
  uploadSignature(payload: string): string;
  /** "Sends" an email: writes it to the outbox (inside `sql`'s transaction) and prints a line unless quiet. */
  sendEmail(sql: Sql, message: Omit<OutboxMessage, 'sentAt'>): Promise<void>;
  /** The bot check: stand-in widget's mode and tokens, and the verifier of the protected calls (docs/bot-check.md). */
  readonly botCheck: BotCheckService;
}

/** Builds the {@link Services} of one running sandbox. */
export function createServices(db: Db, config: SandboxConfig, secret: Uint8Array, log: Logger): Services {
  // A key of its own (not the JWT key itself), so the two uses of the secret never mix.
  const ssnKey = createHmac('sha256', secret).update('heportal:ssn-fingerprint:v1').digest();
  const uploadKey = createHmac('sha256', secret).update('heportal:upload-url:v1').digest();
  const services: Services = {
    db,
    config,
    log,
    selfUrl: config.publicUrl,
    now: () => config.now(),
    issueToken: (who) => signToken(secret, { uuid: who.uuid, role: who.role, ver: who.token_version }, config.now(), config.tokenTtlS),
    readToken: (token) => verifyToken(secret, token, config.now(), config.tokenTtlS),
    ssnFingerprint: (digits) => createHmac('sha256', ssnKey).update(digits).digest('hex'),
    uploadSignature: (payload) => createHmac('sha256', uploadKey).update(payload).digest('hex'),
    botCheck: createBotCheckService(config, db),
    sendEmail: async (sql, message) => {
      await insertMessage(sql, message, config.now());
      const what = message.code ? `code ${message.code}` : message.link ? `link ${message.link}` : '';
      log.info(`[outbox] to ${maskEmail(message.to)}: "${message.subject}" ${what}  (all mail: ${services.selfUrl}/sandbox/outbox)`);
    },
  };
  return services;
}
