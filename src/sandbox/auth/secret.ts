import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The HS256 signing secret: `SANDBOX_JWT_SECRET` when set (any string of at least 32 characters), else a random
 * 32-byte secret generated once and kept in `<dataDir>/jwt-secret` (mode 0600) so tokens survive a restart.
 * Throws when the environment value is too short to be a safe HMAC key.
 */
export async function loadJwtSecret(dataDir: string, env: string | undefined = process.env.SANDBOX_JWT_SECRET): Promise<Uint8Array> {
  if (env !== undefined && env !== '') {
    if (env.length < 32) throw new Error('SANDBOX_JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(env);
  }
  const file = join(dataDir, 'jwt-secret');
  try {
    const text = (await readFile(file, 'utf8')).trim();
    if (text.length >= 43) return Buffer.from(text, 'base64url');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const secret = randomBytes(32);
  await writeFile(file, secret.toString('base64url'), { mode: 0o600 });
  return secret;
}
