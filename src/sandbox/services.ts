import type { Uuid } from '../contract';
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
  /** A JWT (§3 claims + role) valid for `config.tokenTtlS` from now. */
  issueToken(who: { email: string; uuid: Uuid; role: 'customer' | 'ops' }): Promise<string>;
  /** Verifies a JWT against the secret and the injected clock. */
  readToken(token: string): Promise<Claims | TokenProblem>;
  /** "Sends" an email: writes it to the outbox (inside `sql`'s transaction) and prints a line unless quiet. */
  sendEmail(sql: Sql, message: Omit<OutboxMessage, 'sentAt'>): Promise<void>;
}

/** Builds the {@link Services} of one running sandbox. */
export function createServices(db: Db, config: SandboxConfig, secret: Uint8Array, log: Logger): Services {
  const services: Services = {
    db,
    config,
    log,
    selfUrl: config.publicUrl,
    now: () => config.now(),
    issueToken: (who) => signToken(secret, { username: who.email, uuid: who.uuid, role: who.role }, config.now(), config.tokenTtlS),
    readToken: (token) => verifyToken(secret, token, config.now()),
    sendEmail: async (sql, message) => {
      await insertMessage(sql, message, config.now());
      const what = message.code ? `code ${message.code}` : message.link ? `link ${message.link}` : '';
      log.info(`[outbox] to ${maskEmail(message.to)}: "${message.subject}" ${what}  (all mail: ${services.selfUrl}/sandbox/outbox)`);
    },
  };
  return services;
}
