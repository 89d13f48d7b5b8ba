import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Uuid } from '../../contract';
import { all, one, type Sql } from './sql';

/** A fresh 6-digit code, uniformly random, zero-padded (`'004217'`). */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A fresh link key: 32 random bytes, base64url (43 characters, safe in a URL path). */
export const newLinkKey = (): string => randomBytes(32).toString('base64url');

/** Only a hash of a link key is stored, so a copy of the database cannot sign anyone in. */
const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Stores a verification code for an email; answers its expiry (ms). */
export async function insertCode(sql: Sql, email: string, code: string, nowMs: number, ttlS: number): Promise<number> {
  const expires = nowMs + ttlS * 1000;
  await sql.query('INSERT INTO verification_codes (email, code, created_at, expires_at) VALUES ($1,$2,$3,$4)', [
    email, code, new Date(nowMs), new Date(expires),
  ]);
  return expires;
}

/** A stored verification code. */
export interface CodeRow {
  id: number;
  email: string;
  code: string;
  expires_at: Date;
  confirmed_at: Date | null;
  consumed_at: Date | null;
}

/** The newest unexpired, unconfirmed code for this email with this value (usable to confirm), or undefined. */
export function findUsableCode(sql: Sql, email: string, code: string, nowMs: number): Promise<CodeRow | undefined> {
  return one<CodeRow>(sql,
    `SELECT * FROM verification_codes WHERE email = $1 AND code = $2 AND expires_at > $3 AND confirmed_at IS NULL
     ORDER BY id DESC LIMIT 1`, [email, code, new Date(nowMs)]);
}

/**
 * Uses a code up: the email is verified from now on (once, for one signup). Atomic (`… AND confirmed_at IS NULL`):
 * answers false when another request, in any process, confirmed it first (issue 13 §3).
 */
export async function confirmCode(sql: Sql, id: number, nowMs: number): Promise<boolean> {
  return (await one(sql, 'UPDATE verification_codes SET confirmed_at = $2 WHERE id = $1 AND confirmed_at IS NULL RETURNING id', [
    id, new Date(nowMs),
  ])) !== undefined;
}

/** A confirmed code for this email not yet used by a signup, or undefined. */
export function findConfirmedCode(sql: Sql, email: string, code: string): Promise<CodeRow | undefined> {
  return one<CodeRow>(sql,
    `SELECT * FROM verification_codes WHERE email = $1 AND code = $2 AND confirmed_at IS NOT NULL AND consumed_at IS NULL
     ORDER BY id DESC LIMIT 1`, [email, code]);
}

/**
 * Marks a confirmed code as spent by a signup. Atomic (`… AND consumed_at IS NULL`), and the row stays locked until
 * the transaction ends: answers false when a concurrent signup, in any process, spent it first (issue 13 §3).
 */
export async function consumeCode(sql: Sql, id: number, nowMs: number): Promise<boolean> {
  return (await one(sql, 'UPDATE verification_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id', [
    id, new Date(nowMs),
  ])) !== undefined;
}

/** The newest unexpired code with this value (any email), for verification-code-data; or undefined. */
export function findLiveCodeByValue(sql: Sql, code: string, nowMs: number): Promise<CodeRow | undefined> {
  return one<CodeRow>(sql, 'SELECT * FROM verification_codes WHERE code = $1 AND expires_at > $2 ORDER BY id DESC LIMIT 1', [
    code, new Date(nowMs),
  ]);
}

/** Kinds of single-use link: magic sign-in link, password reset (from email), password change (signed in). */
export type LinkKind = 'magic-link' | 'reset' | 'change';

/** Stores a link key (hashed) for a person; expires after ttlS seconds. */
export async function insertLinkToken(sql: Sql, key: string, kind: LinkKind, profileUuid: Uuid, nowMs: number, ttlS: number): Promise<void> {
  await sql.query('INSERT INTO link_tokens (key_hash, kind, profile_uuid, created_at, expires_at) VALUES ($1,$2,$3,$4,$5)', [
    hashKey(key), kind, profileUuid, new Date(nowMs), new Date(nowMs + ttlS * 1000),
  ]);
}

/** The person of an unused, unexpired link of one of `kinds`, or undefined. Does not use it up. */
export async function peekLinkToken(sql: Sql, key: string, kinds: readonly LinkKind[], nowMs: number): Promise<{ profile_uuid: Uuid; kind: LinkKind } | undefined> {
  return one(sql,
    'SELECT profile_uuid, kind FROM link_tokens WHERE key_hash = $1 AND kind = ANY($2::text[]) AND used_at IS NULL AND expires_at > $3',
    [hashKey(key), kinds, new Date(nowMs)]);
}

/**
 * Uses a link up atomically (one UPDATE … WHERE used_at IS NULL, so two concurrent uses cannot both win);
 * answers the person, or undefined when unknown, used, expired or of another kind.
 */
export async function useLinkToken(sql: Sql, key: string, kind: LinkKind, nowMs: number): Promise<Uuid | undefined> {
  const row = await one<{ profile_uuid: Uuid }>(sql,
    `UPDATE link_tokens SET used_at = $3 WHERE key_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING profile_uuid`, [hashKey(key), kind, new Date(nowMs)]);
  return row?.profile_uuid;
}

/**
 * Serialises rate-limit checks of one (kind, subject) until the transaction ends (`pg_advisory_xact_lock`), so
 * concurrent requests — in any process on the database — count and check one after another instead of all reading
 * the same count (issue 13 §3). Call inside a transaction, before counting.
 */
export async function lockRateSubject(sql: Sql, kind: string, subject: string): Promise<void> {
  await sql.query("SELECT pg_advisory_xact_lock(hashtext('rate:' || $1 || ':' || $2))", [kind, subject]);
}

/** Records one rate-limited action (a message sent, a wrong code) for a subject (an email). */
export async function recordRateEvent(sql: Sql, kind: string, subject: string, nowMs: number): Promise<void> {
  await sql.query('INSERT INTO rate_events (kind, subject, at) VALUES ($1,$2,$3)', [kind, subject, new Date(nowMs)]);
}

/** Times (ms) of the subject's actions of this kind within the last windowS seconds, oldest first. */
export async function recentRateEvents(sql: Sql, kind: string, subject: string, nowMs: number, windowS: number): Promise<number[]> {
  const rows = await all<{ at: Date }>(sql, 'SELECT at FROM rate_events WHERE kind = $1 AND subject = $2 AND at > $3 ORDER BY at', [
    kind, subject, new Date(nowMs - windowS * 1000),
  ]);
  return rows.map((r) => r.at.getTime());
}
