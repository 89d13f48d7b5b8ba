import { randomInt, randomUUID } from 'node:crypto';
import type {
  Address, Application, ApplicationProfile, EstimatedFico, InternalStage, OwnershipAnswer, Property, ProfileType, Uuid,
} from '../../contract';
import { customerStageOf } from '../../domain/stages';
import type { OutcomeViewer } from '../outcomes/creditDisclosure';
import { closedLostOf } from '../outcomes/repo';
import { findProfiles, toProfile } from './profiles';
import { all, iso, one, type Sql } from './sql';

/** A row of `applications`. Money in whole USD. */
export interface ApplicationRow {
  uuid: Uuid;
  external_id: string;
  stage: InternalStage;
  tasks_version: number;
  ie_acknowledged: boolean;
  is_expired: boolean;
  estimated_fico: EstimatedFico;
  ownership: OwnershipAnswer | null;
  street: string;
  unit_number: string | null;
  city: string;
  state: string;
  zip_code: string;
  county: string | null;
  address_key: string;
  property_type: Property['property_type'];
  property_usage: Property['property_usage'];
  estimated_value: number | null;
  estimated_debt: number | null;
  heo_uuid: Uuid | null;
  ts_uuid: Uuid | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  /** When the qualification wizard was completed (issue 3), or null. */
  qualification_completed_at: Date | null;
  /** When the whole application was submitted (issue 3), or null. */
  submitted_at: Date | null;
}

/** A row of `application_profiles`. */
export interface AppProfileRow {
  uuid: Uuid;
  application_uuid: Uuid;
  profile_uuid: Uuid;
  position: number;
  profile_type: ProfileType;
  on_title: boolean;
}

/**
 * The key two addresses are "the same property" by: street, unit and 5-digit zip, lower-cased with punctuation
 * and repeated spaces removed (city spellings vary, so the city is left out).
 */
export function addressKey(a: Pick<Address, 'street' | 'unit_number' | 'zip_code'>): string {
  const norm = (s: string | null) => (s ?? '').toLowerCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();
  return [norm(a.street), norm(a.unit_number), a.zip_code.replace(/\D/g, '').slice(0, 5)].join('|');
}

/** The application with this uuid, or undefined. */
export function findApplication(sql: Sql, uuid: string): Promise<ApplicationRow | undefined> {
  return one<ApplicationRow>(sql, 'SELECT * FROM applications WHERE uuid = $1', [uuid]);
}

/** The places on applications of one person, oldest application first. */
export function placementsOf(sql: Sql, profileUuid: string): Promise<(AppProfileRow & { stage: InternalStage })[]> {
  return all(sql,
    `SELECT ap.*, a.stage FROM application_profiles ap JOIN applications a ON a.uuid = ap.application_uuid
     WHERE ap.profile_uuid = $1 ORDER BY a.created_at, a.uuid`, [profileUuid]);
}

/** The people on one application, by position. */
export function appProfilesOf(sql: Sql, applicationUuid: string): Promise<AppProfileRow[]> {
  return all(sql, 'SELECT * FROM application_profiles WHERE application_uuid = $1 ORDER BY position', [applicationUuid]);
}

/** Applications a person is on, oldest first; with `alsoProfile`, only those that person is on too. */
export function applicationsOf(sql: Sql, profileUuid: string, alsoProfile?: string): Promise<ApplicationRow[]> {
  return all(sql,
    `SELECT a.* FROM applications a WHERE EXISTS (SELECT 1 FROM application_profiles ap WHERE ap.application_uuid = a.uuid AND ap.profile_uuid = $1)
     ${alsoProfile ? 'AND EXISTS (SELECT 1 FROM application_profiles ap WHERE ap.application_uuid = a.uuid AND ap.profile_uuid = $2)' : ''}
     ORDER BY a.created_at, a.uuid`, alsoProfile ? [profileUuid, alsoProfile] : [profileUuid]);
}

/** Every application (ops view), oldest first; with `profileUuid`, only that person's. */
export function allApplications(sql: Sql, profileUuid?: string): Promise<ApplicationRow[]> {
  return profileUuid ? applicationsOf(sql, profileUuid) : all(sql, 'SELECT * FROM applications ORDER BY created_at, uuid');
}

/** True when some application that is not closed-lost has this address key. */
export async function addressInUse(sql: Sql, key: string): Promise<boolean> {
  return (await one(sql, "SELECT 1 FROM applications WHERE address_key = $1 AND stage <> 'closed-lost' LIMIT 1", [key])) !== undefined;
}

/** The §3 Property of a row. */
export function toProperty(a: ApplicationRow): Property {
  return {
    address: { street: a.street, city: a.city, state: a.state, unit_number: a.unit_number, zip_code: a.zip_code, county: a.county },
    property_type: a.property_type,
    property_usage: a.property_usage,
    estimated_value: a.estimated_value,
    estimated_debt: a.estimated_debt,
  };
}

/**
 * The §3 Application of a row with its people (all of them, by position; the client hides occupants, §3) and, when
 * closed-lost, its outcome as `viewer` may read it (their own credit disclosure).
 */
export async function toApplication(sql: Sql, a: ApplicationRow, viewer: OutcomeViewer): Promise<Application> {
  const places = await appProfilesOf(sql, a.uuid);
  const people = await findProfiles(sql, places.map((p) => p.profile_uuid));
  const application_profiles: ApplicationProfile[] = places.flatMap((p) => {
    const person = people.get(p.profile_uuid);
    return person ? [{ uuid: p.uuid, position: p.position, profile_type: p.profile_type, profile: toProfile(person, p) }] : [];
  });
  return {
    uuid: a.uuid,
    external_id: a.external_id,
    tasks_version: a.tasks_version,
    ie_acknowledged: a.ie_acknowledged,
    is_expired: a.is_expired,
    stage: a.stage,
    customer_stage: customerStageOf(a.stage),
    closed_lost: a.stage === 'closed-lost' ? await closedLostOf(sql, a, viewer) : null,
    estimated_fico: a.estimated_fico,
    property: toProperty(a),
    application_profiles,
    created_at: iso(a.created_at),
    updated_at: iso(a.updated_at),
  };
}

/** Fields needed to create an application. */
export interface NewApplication {
  uuid?: Uuid;
  stage: InternalStage;
  estimated_fico: EstimatedFico;
  ownership: OwnershipAnswer | null;
  property: Property;
  heo_uuid: Uuid | null;
  ts_uuid: Uuid | null;
  ie_acknowledged?: boolean;
}

/** Inserts an application; answers its uuid. `external_id` is `HE-` and 8 random digits. */
export async function insertApplication(sql: Sql, n: NewApplication, nowMs: number): Promise<Uuid> {
  const uuid = n.uuid ?? (randomUUID() as Uuid);
  const a = n.property.address;
  await sql.query(
    `INSERT INTO applications (uuid, external_id, stage, ie_acknowledged, estimated_fico, ownership,
       street, unit_number, city, state, zip_code, county, address_key, property_type, property_usage, estimated_value,
       estimated_debt, heo_uuid, ts_uuid, created_at, updated_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$20)`,
    [uuid, `HE-${randomInt(10_000_000, 100_000_000)}`, n.stage, n.ie_acknowledged ?? false,
      n.estimated_fico, n.ownership, a.street, a.unit_number, a.city, a.state.toUpperCase(), a.zip_code, a.county, addressKey(a),
      n.property.property_type, n.property.property_usage, n.property.estimated_value, n.property.estimated_debt,
      n.heo_uuid, n.ts_uuid, new Date(nowMs)],
  );
  return uuid;
}

/** Puts a person on an application; answers the application-profile uuid. */
export async function insertAppProfile(
  sql: Sql, applicationUuid: Uuid, profileUuid: Uuid, place: { position: number; profile_type: ProfileType; on_title: boolean },
): Promise<Uuid> {
  const uuid = randomUUID() as Uuid;
  await sql.query(
    'INSERT INTO application_profiles (uuid, application_uuid, profile_uuid, position, profile_type, on_title) VALUES ($1,$2,$3,$4,$5,$6)',
    [uuid, applicationUuid, profileUuid, place.position, place.profile_type, place.on_title],
  );
  return uuid;
}

/** Fields of an application that change after creation. */
export interface ApplicationChanges {
  stage?: InternalStage;
  ie_acknowledged?: boolean;
  property?: Property;
  tasksChanged?: boolean;
  /** §3 ownership answer (from the primary applicant's declarations). */
  ownership?: OwnershipAnswer;
}

/**
 * Applies changes and bumps `version` (what customer-changed compares) and, when tasks changed, `tasks_version`.
 * Every write that a customer could see goes through here or {@link touchApplications}.
 */
export async function updateApplication(sql: Sql, uuid: string, c: ApplicationChanges, nowMs: number): Promise<void> {
  const sets: string[] = ['version = version + 1', 'updated_at = $2'];
  const params: unknown[] = [uuid, new Date(nowMs)];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (c.stage !== undefined) set('stage', c.stage);
  if (c.ie_acknowledged !== undefined) set('ie_acknowledged', c.ie_acknowledged);
  if (c.ownership !== undefined) set('ownership', c.ownership);
  if (c.tasksChanged) sets.push('tasks_version = tasks_version + 1');
  if (c.property) {
    const a = c.property.address;
    set('street', a.street); set('unit_number', a.unit_number); set('city', a.city); set('state', a.state.toUpperCase());
    set('zip_code', a.zip_code); set('county', a.county); set('address_key', addressKey(a));
    set('property_type', c.property.property_type); set('property_usage', c.property.property_usage);
    set('estimated_value', c.property.estimated_value); set('estimated_debt', c.property.estimated_debt);
  }
  await sql.query(`UPDATE applications SET ${sets.join(', ')} WHERE uuid = $1`, params);
}

/** Bumps `version` of every application a person is on (their profile, shown inside them, changed). */
export async function touchApplicationsOf(sql: Sql, profileUuid: string, nowMs: number, tasksChanged = false): Promise<void> {
  await sql.query(
    `UPDATE applications SET version = version + 1, updated_at = $2 ${tasksChanged ? ', tasks_version = tasks_version + 1' : ''}
     WHERE uuid IN (SELECT application_uuid FROM application_profiles WHERE profile_uuid = $1)`,
    [profileUuid, new Date(nowMs)],
  );
}
