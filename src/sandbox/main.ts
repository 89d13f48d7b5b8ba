/**
 * The sandbox CLI (`npm run sandbox`): serves the built portal and the API on one port. Environment:
 * HOST (127.0.0.1), PORT (4000), SANDBOX_DATA_DIR (<project>/.sandbox-data), SANDBOX_NO_STATIC=1 (API only, for
 * the Vite dev server), SANDBOX_PUBLIC_URL (origin used in emailed links; with SANDBOX_NO_STATIC=1 it defaults to
 * Vite's http://127.0.0.1:5173, where the portal then lives), SANDBOX_JWT_SECRET, SANDBOX_SEED=0,
 * SANDBOX_CREDIT_PULL_DELAY_MS (4000: how long a simulated credit pull takes), SANDBOX_UPLOAD_URL_TTL_S (900: life of a
 * signed upload URL), SANDBOX_TOKEN_TTL_S (3600: life of a sign-in token, whole seconds; set it short to watch the
 * portal refresh tokens, issue 12 §2), SANDBOX_BOT_CHECK (pass: the stand-in bot check's mode, off|pass|fail|timeout|interactive),
 * TURNSTILE_SECRET_KEY (check bot-check tokens with Cloudflare's siteverify instead; docs/bot-check.md),
 * DATABASE_URL (postgres://…: a PostgreSQL server instead of the embedded database, shareable by several processes).
 * SANDBOX_CODE_TTL_S, SANDBOX_MAGIC_LINK_TTL_S, SANDBOX_PASSWORD_LINK_TTL_S (600 each: life of a 6-digit code, a magic
 * link, a password link; whole seconds), SANDBOX_EXPOSED=1 (the /sandbox pages need the staff sign-in even on a loopback
 * HOST, e.g. behind a reverse proxy; any other HOST needs it anyway — issue 13 §1).
 * SANDBOX_TRUST_PROXY=1 (behind a load balancer: the client's address, for limits and the sign-in throttle, from
 * X-Forwarded-For; issue 13 §1). SANDBOX_STAFF_PASSWORD (the seeded staff accounts' password instead of the public demo
 * one, 12 characters or more; required when the sandbox is exposed). SANDBOX_DIAGNOSTIC_RETENTION_DAYS (30: how long a
 * shared diagnostic is kept, whole days; docs/diagnostics.md).
 * See docs/sandbox.md.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { BotCheckMode } from '../contract/botCheck';
import { startSandbox } from './server';
import { MIN_STAFF_PASSWORD_LENGTH } from './seed/staffAccounts';

const projectRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const env = process.env;

const port = Number(env.PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`PORT must be a number from 0 to 65535, got ${env.PORT}\n`);
  process.exit(1);
}

/** Links in emails must open the portal: the Vite dev server when the sandbox serves the API only. */
const VITE_DEV_URL = 'http://127.0.0.1:5173';
const noStatic = env.SANDBOX_NO_STATIC === '1';
const publicUrl = env.SANDBOX_PUBLIC_URL?.replace(/\/$/, '') ?? (noStatic ? VITE_DEV_URL : undefined);

const creditPullDelayMs = env.SANDBOX_CREDIT_PULL_DELAY_MS === undefined ? undefined : Number(env.SANDBOX_CREDIT_PULL_DELAY_MS);
if (creditPullDelayMs !== undefined && (!Number.isInteger(creditPullDelayMs) || creditPullDelayMs < 0)) {
  process.stderr.write(`SANDBOX_CREDIT_PULL_DELAY_MS must be a whole number of ms, 0 or more, got ${env.SANDBOX_CREDIT_PULL_DELAY_MS}\n`);
  process.exit(1);
}

const uploadUrlTtlS = env.SANDBOX_UPLOAD_URL_TTL_S === undefined ? undefined : Number(env.SANDBOX_UPLOAD_URL_TTL_S);
if (uploadUrlTtlS !== undefined && (!Number.isInteger(uploadUrlTtlS) || uploadUrlTtlS < 1)) {
  process.stderr.write(`SANDBOX_UPLOAD_URL_TTL_S must be a whole number of seconds, 1 or more, got ${env.SANDBOX_UPLOAD_URL_TTL_S}\n`);
  process.exit(1);
}

const tokenTtlS = env.SANDBOX_TOKEN_TTL_S === undefined ? undefined : Number(env.SANDBOX_TOKEN_TTL_S);
if (tokenTtlS !== undefined && (!Number.isInteger(tokenTtlS) || tokenTtlS < 1)) {
  process.stderr.write(`SANDBOX_TOKEN_TTL_S must be a whole number of seconds, 1 or more, got ${env.SANDBOX_TOKEN_TTL_S}\n`);
  process.exit(1);
}

/** A one-time secret's life from the environment (issue 13 §1): whole seconds, 1 or more; exits on anything else. */
function secretTtlS(name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(n) || n < 1) {
    process.stderr.write(`${name} must be a whole number of seconds, 1 or more, got ${raw}\n`);
    process.exit(1);
  }
  return n;
}
const secretTtls = Object.fromEntries(([['codeTtlS', 'SANDBOX_CODE_TTL_S'], ['magicLinkTtlS', 'SANDBOX_MAGIC_LINK_TTL_S'],
  ['passwordLinkTtlS', 'SANDBOX_PASSWORD_LINK_TTL_S']] as const).flatMap(([key, name]) => {
  const ttlS = secretTtlS(name);
  return ttlS === undefined ? [] : [[key, ttlS]];
})) as Partial<Record<'codeTtlS' | 'magicLinkTtlS' | 'passwordLinkTtlS', number>>;

if (env.SANDBOX_EXPOSED !== undefined && env.SANDBOX_EXPOSED !== '0' && env.SANDBOX_EXPOSED !== '1') {
  process.stderr.write(`SANDBOX_EXPOSED must be 1 (the /sandbox pages need the staff sign-in even on loopback) or 0, got ${env.SANDBOX_EXPOSED}\n`);
  process.exit(1);
}
const exposed = env.SANDBOX_EXPOSED === '1';

const botCheckMode = env.SANDBOX_BOT_CHECK ?? 'pass';
if (!BotCheckMode.is(botCheckMode)) {
  process.stderr.write(`SANDBOX_BOT_CHECK must be one of off, pass, fail, timeout, interactive, got ${botCheckMode}\n`);
  process.exit(1);
}
const turnstileSecretKey = env.TURNSTILE_SECRET_KEY?.trim() || null;

if (env.SANDBOX_TRUST_PROXY !== undefined && env.SANDBOX_TRUST_PROXY !== '0' && env.SANDBOX_TRUST_PROXY !== '1') {
  process.stderr.write(`SANDBOX_TRUST_PROXY must be 1 (client addresses from X-Forwarded-For, behind a load balancer) or 0, got ${env.SANDBOX_TRUST_PROXY}\n`);
  process.exit(1);
}
const trustProxy = env.SANDBOX_TRUST_PROXY === '1';

const staffPassword = env.SANDBOX_STAFF_PASSWORD ?? null;
if (staffPassword !== null && staffPassword.length < MIN_STAFF_PASSWORD_LENGTH) {
  process.stderr.write(`SANDBOX_STAFF_PASSWORD must be ${MIN_STAFF_PASSWORD_LENGTH} characters or more\n`);
  process.exit(1);
}

const diagnosticRetentionDays = env.SANDBOX_DIAGNOSTIC_RETENTION_DAYS === undefined ? undefined : Number(env.SANDBOX_DIAGNOSTIC_RETENTION_DAYS);
if (diagnosticRetentionDays !== undefined && (!Number.isInteger(diagnosticRetentionDays) || diagnosticRetentionDays < 1 || diagnosticRetentionDays > 3650)) {
  process.stderr.write(`SANDBOX_DIAGNOSTIC_RETENTION_DAYS must be a whole number of days from 1 to 3650, got ${env.SANDBOX_DIAGNOSTIC_RETENTION_DAYS}\n`);
  process.exit(1);
}

try {
  const sandbox = await startSandbox({
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: env.SANDBOX_DATA_DIR ? resolve(env.SANDBOX_DATA_DIR) : resolve(projectRoot, '.sandbox-data'),
    staticDir: noStatic ? undefined : resolve(projectRoot, 'dist/client'),
    ...(env.DATABASE_URL && { databaseUrl: env.DATABASE_URL }),
    seed: env.SANDBOX_SEED !== '0',
    config: { ...(publicUrl && { publicUrl }), ...(creditPullDelayMs !== undefined && { creditPullDelayMs }),
      ...(uploadUrlTtlS !== undefined && { uploadUrlTtlS }), ...(tokenTtlS !== undefined && { tokenTtlS }), botCheckMode, turnstileSecretKey,
      ...secretTtls, exposed, trustProxy, staffPassword, ...(diagnosticRetentionDays !== undefined && { diagnosticRetentionDays }) },
  });
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (e) {
  process.stderr.write(`sandbox failed to start: ${(e as Error).message}\n`);
  process.exit(1);
}
