import { randomUUID } from 'node:crypto';
import type { LoginMethod, Profile, ProfileType, Uuid } from '../../contract';
import { all, one, type Sql } from './sql';

/** A row of `profiles` (a person; also the login account). `birth_date` is `yyyy-MM-dd` text. */
export interface ProfileRow {
  uuid: Uuid;
  email: string;
  role: 'customer' | 'ops';
  first_name: string;
  middle_name: string | null;
  last_name: string;
  phone: string | null;
  user_external_id: string | null;
  ssn_last4: string | null;
  birth_date: string | null;
  spouse_profile: Uuid | null;
  login_method: LoginMethod;
  password_hash: string | null;
  timezone: string | null;
  /** Issue 13 §1: the version every live token of this person carries (claim `ver`); sessions/versions.ts bumps it. */
  token_version: number;
}

/** A person's place on one application (the Profile codec carries it). */
export interface Placement {
  position: number;
  profile_type: ProfileType;
  on_title: boolean;
}

/** The placement of someone on no application yet: the would-be primary applicant. */
export const NO_PLACEMENT: Placement = { position: 1, profile_type: 'applicant', on_title: true };

const COLUMNS = `uuid, email, role, first_name, middle_name, last_name, phone, user_external_id, ssn_last4,
  to_char(birth_date, 'YYYY-MM-DD') AS birth_date, spouse_profile, login_method, password_hash, timezone, token_version`;

/** The profile with this uuid, or undefined. */
export function findProfile(sql: Sql, uuid: string): Promise<ProfileRow | undefined> {
  return one<ProfileRow>(sql, `SELECT ${COLUMNS} FROM profiles WHERE uuid = $1`, [uuid]);
}

/** The profile with this (already normalised, lower-case) email, or undefined. */
export function findProfileByEmail(sql: Sql, email: string): Promise<ProfileRow | undefined> {
  return one<ProfileRow>(sql, `SELECT ${COLUMNS} FROM profiles WHERE email = $1`, [email]);
}

/** Profiles by uuid, as a map. */
export async function findProfiles(sql: Sql, uuids: readonly string[]): Promise<Map<string, ProfileRow>> {
  if (uuids.length === 0) return new Map();
  const rows = await all<ProfileRow>(sql, `SELECT ${COLUMNS} FROM profiles WHERE uuid = ANY($1::uuid[])`, [uuids]);
  return new Map(rows.map((r) => [r.uuid, r]));
}

/** Fields needed to create a person. */
export type NewProfile = Omit<ProfileRow, 'uuid' | 'user_external_id' | 'ssn_last4' | 'spouse_profile' | 'token_version'> &
  Partial<Pick<ProfileRow, 'uuid' | 'user_external_id' | 'ssn_last4' | 'spouse_profile'>>;

/** Inserts a profile; answers its uuid. Throws on a duplicate email (unique index). */
export async function insertProfile(sql: Sql, p: NewProfile, nowMs: number): Promise<Uuid> {
  const uuid = p.uuid ?? (randomUUID() as Uuid);
  const now = new Date(nowMs);
  await sql.query(
    `INSERT INTO profiles (uuid, email, role, first_name, middle_name, last_name, phone, user_external_id, ssn_last4,
       birth_date, spouse_profile, login_method, password_hash, timezone, created_at, updated_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$15)`,
    [uuid, p.email, p.role, p.first_name, p.middle_name, p.last_name, p.phone, p.user_external_id ?? null,
      p.ssn_last4 ?? null, p.birth_date, p.spouse_profile ?? null, p.login_method, p.password_hash, p.timezone, now],
  );
  return uuid;
}

/** Fields of a profile that can change after creation. */
export type ProfileChanges = Partial<Pick<ProfileRow,
  'first_name' | 'middle_name' | 'last_name' | 'phone' | 'birth_date' | 'login_method' | 'password_hash' | 'spouse_profile'>>;

/** Updates the given fields (undefined ones are left alone). */
export async function updateProfile(sql: Sql, uuid: string, changes: ProfileChanges, nowMs: number): Promise<void> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  const sets = entries.map(([k], i) => `${k} = $${i + 3}`);
  await sql.query(
    `UPDATE profiles SET updated_at = $2${sets.length ? ', ' + sets.join(', ') : ''} WHERE uuid = $1`,
    [uuid, new Date(nowMs), ...entries.map(([, v]) => v)],
  );
}

/** The SSN as the API shows it: a mask with the last four digits, never the number (see contract Profile). */
export const maskSsn = (last4: string | null): string | null => (last4 ? `***-**-${last4}` : null);

/** The §3 Profile of a row, placed on one application (or {@link NO_PLACEMENT}). */
export function toProfile(row: ProfileRow, placement: Placement): Profile {
  return {
    uuid: row.uuid,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    phone: row.phone,
    email: row.email,
    user_external_id: row.user_external_id,
    social_security_number: maskSsn(row.ssn_last4),
    birth_date: row.birth_date,
    on_title: placement.on_title,
    position: placement.position,
    profile_type: placement.profile_type,
    spouse_profile: row.spouse_profile,
    login_method: row.login_method,
    has_password: row.password_hash !== null,
  };
}

/** Stores an SSN as its fingerprint and last four digits (the number itself is never stored). */
export async function setSsn(sql: Sql, uuid: string, fingerprint: string, last4: string, nowMs: number): Promise<void> {
  await sql.query('UPDATE profiles SET ssn_hash = $2, ssn_last4 = $3, updated_at = $4 WHERE uuid = $1', [uuid, fingerprint, last4, new Date(nowMs)]);
}

/** True when a profile other than `exceptUuid` has this SSN fingerprint. */
export async function ssnUsedByAnother(sql: Sql, fingerprint: string, exceptUuid: string): Promise<boolean> {
  return (await one(sql, 'SELECT 1 FROM profiles WHERE ssn_hash = $1 AND uuid <> $2 LIMIT 1', [fingerprint, exceptUuid])) !== undefined;
}

/** True when the person has an SSN on file. */
export async function hasSsn(sql: Sql, uuid: string): Promise<boolean> {
  return (await one(sql, 'SELECT 1 FROM profiles WHERE uuid = $1 AND ssn_hash IS NOT NULL', [uuid])) !== undefined;
}

/** The fields of a profile that a primary applicant may change on a co-owner, occupant or spouse. */
export type PersonChanges = Partial<Pick<ProfileRow, 'first_name' | 'middle_name' | 'last_name' | 'phone' | 'birth_date' | 'email'>>;

/** Updates a person's details (undefined fields are left alone). */
export async function updatePerson(sql: Sql, uuid: string, changes: PersonChanges, nowMs: number): Promise<void> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  const sets = entries.map(([k], i) => `${k} = $${i + 3}`);
  await sql.query(
    `UPDATE profiles SET updated_at = $2${sets.length ? ', ' + sets.join(', ') : ''} WHERE uuid = $1`,
    [uuid, new Date(nowMs), ...entries.map(([, v]) => v)],
  );
}
