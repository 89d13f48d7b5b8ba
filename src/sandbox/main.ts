/**
 * The sandbox CLI (`npm run sandbox`): serves the built portal and the API on one port. Environment:
 * HOST (127.0.0.1), PORT (4000), SANDBOX_DATA_DIR (<project>/.sandbox-data), SANDBOX_NO_STATIC=1 (API only, for
 * the Vite dev server), SANDBOX_PUBLIC_URL (origin used in emailed links; with SANDBOX_NO_STATIC=1 it defaults to
 * Vite's http://127.0.0.1:5173, where the portal then lives), SANDBOX_JWT_SECRET, SANDBOX_SEED=0,
 * SANDBOX_CREDIT_PULL_DELAY_MS (4000: how long a simulated credit pull takes), SANDBOX_UPLOAD_URL_TTL_S (900: life of a
 * signed upload URL), SANDBOX_TOKEN_TTL_S (3600: life of a sign-in token, whole seconds; set it short to watch the
 * portal refresh tokens, issue 12 §2), SANDBOX_BOT_CHECK (pass: the stand-in bot check's mode, off|pass|fail|timeout|interactive),
 * TURNSTILE_SECRET_KEY (check bot-check tokens with Cloudflare's siteverify instead; docs/bot-check.md).
 * See docs/sandbox.md.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { BotCheckMode } from '../contract/botCheck';
import { startSandbox } from './server';

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

const botCheckMode = env.SANDBOX_BOT_CHECK ?? 'pass';
if (!BotCheckMode.is(botCheckMode)) {
  process.stderr.write(`SANDBOX_BOT_CHECK must be one of off, pass, fail, timeout, interactive, got ${botCheckMode}\n`);
  process.exit(1);
}
const turnstileSecretKey = env.TURNSTILE_SECRET_KEY?.trim() || null;

try {
  const sandbox = await startSandbox({
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: env.SANDBOX_DATA_DIR ? resolve(env.SANDBOX_DATA_DIR) : resolve(projectRoot, '.sandbox-data'),
    staticDir: noStatic ? undefined : resolve(projectRoot, 'dist/client'),
    seed: env.SANDBOX_SEED !== '0',
    config: { ...(publicUrl && { publicUrl }), ...(creditPullDelayMs !== undefined && { creditPullDelayMs }),
      ...(uploadUrlTtlS !== undefined && { uploadUrlTtlS }), ...(tokenTtlS !== undefined && { tokenTtlS }), botCheckMode, turnstileSecretKey },
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
