import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db';
import { one } from '../repo/sql';

/**
 * The HS256 signing secret: `SANDBOX_JWT_SECRET` when set (any string of at least 32 characters); else, on
 * PostgreSQL, a random 32-byte secret kept in `sandbox_settings` so every process on the database signs and checks
 * with the same key (issue 13 §3); else one kept in `<dataDir>/jwt-secret` (mode 0600). Either way tokens survive
 * a restart. Throws when the environment value is too short to be a safe HMAC key.
 */
export async function loadJwtSecret(
  dataDir: string,
  env: string | undefined = process.env.SANDBOX_JWT_SECRET,
  db?: Db,
): Promise<Uint8Array> {
  if (env !== undefined && env !== '') {
    if (env.length < 32) throw new Error('SANDBOX_JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(env);
  }
  if (db?.kind === 'postgres') return sharedSecret(db);
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

/** The database's secret: the first process to ask writes one; every process reads the row that won. */
async function sharedSecret(db: Db): Promise<Uint8Array> {
  await db.query("INSERT INTO sandbox_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(32).toString('base64url'),
  ]);
  const row = await one<{ value: string }>(db, "SELECT value FROM sandbox_settings WHERE key = 'jwt_secret'");
  if (!row) throw new Error('sandbox: the shared JWT secret is missing from sandbox_settings');
  return Buffer.from(row.value, 'base64url');
}
