import { isUuid, type Profile } from '../contract';
import type { Caller } from './http/binding';
import { forbidden, HttpError, notFound } from './http/errors';
import { findApplication, placementsOf, type ApplicationRow, type AppProfileRow } from './repo/applications';
import { findDocument, type DocumentRow } from './repo/documents';
import { findEnvelope, type EnvelopeRow } from './repo/envelopes';
import { findProfile, NO_PLACEMENT, toProfile, type ProfileRow } from './repo/profiles';
import { one, type Sql } from './repo/sql';

/**
 * Object-level authorisation. The rules (docs/api.md "Authorisation"):
 * - a customer sees an application only if they are on it, and a profile only if it is their own or on an
 *   application they are on; anything else is 404, exactly like a missing id, so existence is not revealed;
 * - a customer changes only their own profile (403 for another visible one) and an application they are on as
 *   applicant or co-owner (403 for a non-owning occupant);
 * - ops users read everything and change nothing (403), §6 read-only view;
 * - a document or envelope is readable when its application is (404 otherwise, like a missing id).
 */

/** Narrows the caller of an authenticated endpoint (the router guarantees it; this keeps types honest). */
export function signedIn(caller: Caller | null): Caller {
  if (!caller) throw new HttpError(401, 'Authentication credentials were not provided.');
  return caller;
}

/** The caller's place on an application, or undefined. */
function placementOn(sql: Sql, caller: Caller, applicationUuid: string): Promise<AppProfileRow | undefined> {
  return one<AppProfileRow>(sql, 'SELECT * FROM application_profiles WHERE application_uuid = $1 AND profile_uuid = $2', [
    applicationUuid, caller.uuid,
  ]);
}

/** An application the caller may read, with their place on it (undefined for ops); 404 otherwise. */
export async function readableApplication(sql: Sql, caller: Caller, uuid: string): Promise<{ app: ApplicationRow; place: AppProfileRow | undefined }> {
  if (!isUuid(uuid)) throw notFound();
  const app = await findApplication(sql, uuid);
  if (!app) throw notFound();
  if (caller.role === 'ops') return { app, place: undefined };
  const place = await placementOn(sql, caller, uuid);
  if (!place) throw notFound();
  return { app, place };
}

/** An application the caller may change: readable (404) and the caller an applicant or co-owner on it (403). */
export async function writableApplication(sql: Sql, caller: Caller, uuid: string): Promise<{ app: ApplicationRow; place: AppProfileRow }> {
  const { app, place } = await readableApplication(sql, caller, uuid);
  if (!place) throw forbidden('Operations users have a read-only view.');
  if (place.profile_type === 'non_owning_occupant') throw forbidden('Only applicants and co-owners can change the application.');
  return { app, place };
}

/** True when the two people share at least one application. */
async function shareAnApplication(sql: Sql, a: string, b: string): Promise<boolean> {
  const row = await one(sql,
    `SELECT 1 FROM application_profiles x JOIN application_profiles y ON x.application_uuid = y.application_uuid
     WHERE x.profile_uuid = $1 AND y.profile_uuid = $2 LIMIT 1`, [a, b]);
  return row !== undefined;
}

/** A profile the caller may read (own, on a shared application, or any for ops); 404 otherwise. */
export async function readableProfile(sql: Sql, caller: Caller, uuid: string): Promise<ProfileRow> {
  if (!isUuid(uuid)) throw notFound();
  const profile = await findProfile(sql, uuid);
  if (!profile) throw notFound();
  if (caller.role === 'ops' || profile.uuid === caller.uuid) return profile;
  if (profile.role === 'customer' && (await shareAnApplication(sql, caller.uuid, uuid))) return profile;
  throw notFound();
}

/** The caller's own profile by uuid: 404 when not readable, 403 when readable but someone else's (or caller is ops). */
export async function ownProfile(sql: Sql, caller: Caller, uuid: string): Promise<ProfileRow> {
  const profile = await readableProfile(sql, caller, uuid);
  if (profile.uuid !== caller.uuid) throw forbidden('You can only change your own profile.');
  return profile;
}

/**
 * Where a profile is shown as sitting: on `applicationUuid` if given and it is on it, else on the first
 * application it shares with the viewer (its own first one when viewing oneself, or for ops).
 */
export async function placementFor(sql: Sql, viewer: Caller, profileUuid: string, applicationUuid?: string): Promise<AppProfileRow | undefined> {
  const places = await placementsOf(sql, profileUuid);
  if (applicationUuid) return places.find((p) => p.application_uuid === applicationUuid);
  if (viewer.role === 'ops' || viewer.uuid === profileUuid) return places[0];
  const mine = new Set((await placementsOf(sql, viewer.uuid)).map((p) => p.application_uuid));
  return places.find((p) => mine.has(p.application_uuid));
}

/** A profile as `viewer` sees it: placed per {@link placementFor}, or as a would-be applicant when on nothing. */
export async function presentProfile(sql: Sql, viewer: Caller, row: ProfileRow, applicationUuid?: string): Promise<Profile> {
  return toProfile(row, (await placementFor(sql, viewer, row.uuid, applicationUuid)) ?? NO_PLACEMENT);
}

/** A document the caller may read (its application is readable), with that application; 404 otherwise. */
export async function readableDocument(sql: Sql, caller: Caller, uuid: string): Promise<{ doc: DocumentRow; app: ApplicationRow; place: AppProfileRow | undefined }> {
  if (!isUuid(uuid)) throw notFound();
  const doc = await findDocument(sql, uuid);
  if (!doc) throw notFound();
  const { app, place } = await readableApplication(sql, caller, doc.application_uuid);
  return { doc, app, place };
}

/** A document the caller may change: readable (404) and its application writable by them (403). */
export async function writableDocument(sql: Sql, caller: Caller, uuid: string): Promise<{ doc: DocumentRow; app: ApplicationRow; place: AppProfileRow }> {
  const { doc } = await readableDocument(sql, caller, uuid);
  const { app, place } = await writableApplication(sql, caller, doc.application_uuid);
  return { doc, app, place };
}

/** An envelope the caller may read (its application is readable), with that application; 404 otherwise. */
export async function readableEnvelope(sql: Sql, caller: Caller, uuid: string): Promise<{ envelope: EnvelopeRow; app: ApplicationRow; place: AppProfileRow | undefined }> {
  if (!isUuid(uuid)) throw notFound();
  const envelope = await findEnvelope(sql, uuid);
  if (!envelope) throw notFound();
  const { app, place } = await readableApplication(sql, caller, envelope.application_uuid);
  return { envelope, app, place };
}
