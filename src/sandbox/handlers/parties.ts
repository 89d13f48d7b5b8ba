import {
  addParty, isUuid, putSpouse, removeParty, updateParty, type ApplicationProfile, type PartyPatch, type Uuid,
} from '../../contract';
import { CO_OWNER_EMAIL_DUPLICATE_MESSAGE, validateCoOwnerEmailDistinct } from '../../domain/validation/email';
import { presentProfile, signedIn, writableApplication } from '../access';
import type { Caller } from '../http/binding';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import { bind, type Binding } from '../http/binding';
import {
  appProfilesOf, insertAppProfile, touchApplicationsOf, updateApplication, type ApplicationRow, type AppProfileRow,
} from '../repo/applications';
import { appProfileOn, linkSpouses, nextPosition, removeFromApplication, setPlacement } from '../repo/parties';
import {
  findProfile, findProfileByEmail, findProfiles, insertProfile, toProfile, updatePerson, type PersonChanges, type ProfileRow,
} from '../repo/profiles';
import { inTransaction, type Sql } from '../repo/sql';
import type { Services } from '../services';
import { FieldChecks, normaliseEmail, phoneDigits } from '../validate';

/** The sentence for an email that already signs someone else in. */
export const EMAIL_OF_ANOTHER_ACCOUNT_MESSAGE =
  'This email address belongs to another account. Use a different email address for this person.';
/** The sentence for changing the email of someone who signs in with it. */
const OWN_EMAIL_MESSAGE = 'This person signs in with this email address; only they can change it.';

/** The person fields of the party and spouse forms, all optional (a patch); `email` required on create. */
type PersonInput = PartyPatch;

/** §5 rules on the person fields present in `p` (names required when sent, email, phone, birth date). */
function checkPerson(s: Services, p: PersonInput, k: FieldChecks): void {
  if (p.first_name !== undefined) k.text('first_name', p.first_name);
  if (p.last_name !== undefined) k.text('last_name', p.last_name);
  if (p.middle_name !== undefined && p.middle_name !== null && p.middle_name.length > 100) {
    k.add('middle_name', 'Ensure this field has no more than 100 characters.');
  }
  if (p.email !== undefined) k.email('email', p.email);
  if (p.phone !== undefined && p.phone !== null && p.phone.trim() !== '') k.phone('phone', p.phone);
  if (p.birth_date !== undefined && p.birth_date !== null) k.birthDate('birth_date', p.birth_date, new Date(s.now()));
}

/** The person fields as stored (trimmed, phone digits, blank optional text as null). */
function personChanges(p: PersonInput): PersonChanges {
  const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());
  return {
    first_name: p.first_name?.trim(),
    last_name: p.last_name?.trim(),
    middle_name: blankToNull(p.middle_name),
    phone: p.phone === undefined ? undefined : p.phone === null || p.phone.trim() === '' ? null : phoneDigits(p.phone),
    birth_date: p.birth_date,
    email: p.email === undefined ? undefined : normaliseEmail(p.email),
  };
}

/**
 * Why `email` cannot be `person`'s on this application: the §5 co-owner message when it is the email of someone
 * else on it (the applicant or another co-owner / occupant), a plain sentence when another account uses it.
 */
async function emailProblem(sql: Sql, people: readonly ProfileRow[], email: string, person: Uuid | undefined): Promise<string | undefined> {
  const others = people.filter((p) => p.uuid !== person).map((p) => p.email);
  const clash = validateCoOwnerEmailDistinct(email, others);
  if (clash) return clash;
  const owner = await findProfileByEmail(sql, email);
  return owner && owner.uuid !== person ? EMAIL_OF_ANOTHER_ACCOUNT_MESSAGE : undefined;
}

/** The caller must be the primary applicant (position 1) of a writable application (403 otherwise). */
async function asPrimary(s: Services, caller: Caller | null, applicationUuid: string): Promise<{ app: ApplicationRow; place: AppProfileRow }> {
  const { app, place } = await writableApplication(s.db, signedIn(caller), applicationUuid);
  if (place.position !== 1) throw forbidden('Only the primary applicant can change who is on the application.');
  return { app, place };
}

/** Everyone on the application with their profile rows. */
async function peopleOn(sql: Sql, applicationUuid: string): Promise<{ places: AppProfileRow[]; rows: Map<string, ProfileRow> }> {
  const places = await appProfilesOf(sql, applicationUuid);
  return { places, rows: await findProfiles(sql, places.map((p) => p.profile_uuid)) };
}

/** The ApplicationProfile of a placement (re-read after a write). */
async function presentPlacement(sql: Sql, applicationUuid: string, apUuid: string): Promise<ApplicationProfile> {
  const place = await appProfileOn(sql, applicationUuid, apUuid);
  const row = place && (await findProfile(sql, place.profile_uuid));
  if (!place || !row) throw notFound();
  return { uuid: place.uuid, position: place.position, profile_type: place.profile_type, profile: toProfile(row, place) };
}

/** A unique-email race lost inside the transaction reads as the same 400 as the check before it. */
function asEmailClash(e: unknown): never {
  if ((e as { code?: string }).code === '23505') throw invalid({ email: [EMAIL_OF_ANOTHER_ACCOUNT_MESSAGE] });
  throw e;
}

/**
 * The people on an application (designed; docs/api.md "People on the application"): the primary applicant adds,
 * edits and removes co-owners and non-owning occupants, and creates or updates an applicant's spouse (§7 PUT
 * spouse), linked both ways. Every id is checked against the application (404), every write needs the primary
 * applicant (403) and bumps the application version (customer-changed).
 */
export function partyBindings(s: Services): Binding[] {
  return [
    bind(addParty, async ({ params, body, caller }) => {
      const { app } = await asPrimary(s, caller, params.uuid);
      const k = new FieldChecks();
      checkPerson(s, body, k);
      k.done();
      const changes = personChanges(body);
      const email = changes.email ?? '';
      const { rows } = await peopleOn(s.db, app.uuid);
      const problem = await emailProblem(s.db, [...rows.values()], email, undefined);
      if (problem) throw invalid({ email: [problem] });
      const onTitle = body.profile_type === 'co_owner';
      const apUuid = await inTransaction(s.db, async (tx) => {
        const person = await insertProfile(tx, {
          email, role: 'customer', first_name: changes.first_name ?? '', middle_name: changes.middle_name ?? null,
          last_name: changes.last_name ?? '', phone: changes.phone ?? null, birth_date: changes.birth_date ?? null,
          login_method: 'email', password_hash: null, timezone: null,
        }, s.now());
        const uuid = await insertAppProfile(tx, app.uuid, person, { position: await nextPosition(tx, app.uuid), profile_type: body.profile_type, on_title: onTitle });
        await updateApplication(tx, app.uuid, {}, s.now());
        return uuid;
      }).catch(asEmailClash);
      return presentPlacement(s.db, app.uuid, apUuid);
    }),

    bind(updateParty, async ({ params, body, caller }) => {
      const { app } = await asPrimary(s, caller, params.uuid);
      const party = isUuid(params.party) ? await appProfileOn(s.db, app.uuid, params.party) : undefined;
      if (!party) throw notFound();
      if (party.position === 1) throw new HttpError(400, 'Change your own details on your profile page.');
      const k = new FieldChecks();
      checkPerson(s, body, k);
      k.done();
      const changes = personChanges(body);
      const { rows } = await peopleOn(s.db, app.uuid);
      const current = rows.get(party.profile_uuid);
      if (!current) throw notFound();
      if (changes.email !== undefined && changes.email !== current.email) {
        if (current.password_hash !== null) throw invalid({ email: [OWN_EMAIL_MESSAGE] });
        const problem = await emailProblem(s.db, [...rows.values()], changes.email, current.uuid);
        if (problem) throw invalid({ email: [problem] });
      } else {
        changes.email = undefined;
      }
      await inTransaction(s.db, async (tx) => {
        await updatePerson(tx, current.uuid, changes, s.now());
        await touchApplicationsOf(tx, current.uuid, s.now());
      }).catch(asEmailClash);
      return presentPlacement(s.db, app.uuid, party.uuid);
    }),

    bind(removeParty, async ({ params, caller }) => {
      const { app, place } = await asPrimary(s, caller, params.uuid);
      const party = isUuid(params.party) ? await appProfileOn(s.db, app.uuid, params.party) : undefined;
      if (!party) throw notFound();
      if (party.position === 1) throw new HttpError(400, 'The primary applicant cannot be removed from the application.');
      if (party.profile_uuid === place.profile_uuid) throw new HttpError(400, 'You cannot remove yourself from the application.');
      await inTransaction(s.db, async (tx) => {
        await removeFromApplication(tx, party);
        await updateApplication(tx, app.uuid, { tasksChanged: true }, s.now());
      });
      return { detail: 'Removed from the application.' };
    }),

    bind(putSpouse, async ({ params, body, caller }) => {
      const me = signedIn(caller);
      const { app } = await asPrimary(s, caller, body.application_uuid);
      const { places, rows } = await peopleOn(s.db, app.uuid);
      const applicantPlace = places.find((p) => p.profile_uuid === params.uuid && p.on_title && p.profile_type !== 'non_owning_occupant');
      const applicant = applicantPlace && rows.get(applicantPlace.profile_uuid);
      if (!applicantPlace || !applicant) throw notFound();
      const k = new FieldChecks();
      checkPerson(s, body, k);
      k.done();
      const changes = personChanges(body);
      const email = changes.email ?? '';
      const people = [...rows.values()];
      if (email === applicant.email) throw invalid({ email: [CO_OWNER_EMAIL_DUPLICATE_MESSAGE] });
      const linked = applicant.spouse_profile ? await findProfile(s.db, applicant.spouse_profile) : undefined;
      // Who the spouse is: the linked one; else someone already on the application with that email (added as a
      // co-owner first) unless they are married to someone else; else a new person.
      let spouse: ProfileRow | undefined = linked;
      if (linked) {
        if (email !== linked.email) {
          if (linked.password_hash !== null) throw invalid({ email: [OWN_EMAIL_MESSAGE] });
          const problem = await emailProblem(s.db, people, email, linked.uuid);
          if (problem) throw invalid({ email: [problem] });
        }
      } else {
        const onApp = people.find((p) => p.email === email && p.uuid !== applicant.uuid);
        if (onApp && onApp.spouse_profile !== null && onApp.spouse_profile !== applicant.uuid) {
          throw invalid({ email: [CO_OWNER_EMAIL_DUPLICATE_MESSAGE] });
        }
        if (onApp) spouse = onApp;
        else if (await findProfileByEmail(s.db, email)) throw invalid({ email: [EMAIL_OF_ANOTHER_ACCOUNT_MESSAGE] });
      }
      const spouseUuid = await inTransaction(s.db, async (tx) => {
        let uuid: Uuid;
        if (spouse) {
          uuid = spouse.uuid;
          await updatePerson(tx, uuid, { ...changes, email: email === spouse.email ? undefined : email }, s.now());
        } else {
          uuid = await insertProfile(tx, {
            email, role: 'customer', first_name: changes.first_name ?? '', middle_name: changes.middle_name ?? null,
            last_name: changes.last_name ?? '', phone: changes.phone ?? null, birth_date: changes.birth_date ?? null,
            login_method: 'email', password_hash: null, timezone: null,
          }, s.now());
        }
        await linkSpouses(tx, applicant.uuid, uuid, s.now());
        const profileType = body.on_title ? 'co_owner' : 'non_owning_occupant';
        const placed = places.find((p) => p.profile_uuid === uuid);
        if (!placed) {
          await insertAppProfile(tx, app.uuid, uuid, { position: await nextPosition(tx, app.uuid), profile_type: profileType, on_title: body.on_title });
        } else if (placed.position !== 1) {
          await setPlacement(tx, placed.uuid, profileType, body.on_title);
        }
        await touchApplicationsOf(tx, uuid, s.now());
        await touchApplicationsOf(tx, applicant.uuid, s.now());
        return uuid;
      }).catch(asEmailClash);
      const row = await findProfile(s.db, spouseUuid);
      if (!row) throw notFound();
      return presentProfile(s.db, me, row, app.uuid);
    }),
  ];
}
