import { getOwnProfile, getProfile, patchProfile } from '../../contract';
import { ownProfile, presentProfile, readableApplication, readableProfile, signedIn } from '../access';
import { bind, type Binding } from '../http/binding';
import { notFound } from '../http/errors';
import { touchApplicationsOf } from '../repo/applications';
import { findProfile, setSsn, ssnUsedByAnother, updateProfile, type ProfileChanges } from '../repo/profiles';
import { inTransaction } from '../repo/sql';
import type { Services } from '../services';
import { FieldChecks, phoneDigits } from '../validate';
import { ssnCheckSlot } from './qualification';

/** §2 SSN verification: the message when another person already uses the number. */
export const SSN_IN_USE_MESSAGE = 'This Social Security number is already in use.';

/**
 * Profiles (§7): read one (own or on a shared application, else 404), read one's own (optionally as placed on an
 * application), and patch one's own (403 for another visible profile). A patch marks the person's applications
 * changed, since §4 says the application and tasks are refreshed after a profile patch.
 * `social_security_number` (9 digits) is stored only as a keyed fingerprint and its last four digits; responses
 * carry the `***-**-1234` mask.
 */
export function profileBindings(s: Services): Binding[] {
  return [
    bind(getProfile, async ({ params, caller }) => {
      const me = signedIn(caller);
      return presentProfile(s.db, me, await readableProfile(s.db, me, params.uuid));
    }),

    bind(getOwnProfile, async ({ query, caller }) => {
      const me = signedIn(caller);
      if (query.application_uuid !== undefined) await readableApplication(s.db, me, query.application_uuid);
      const profile = await findProfile(s.db, me.uuid);
      if (!profile) throw notFound();
      return presentProfile(s.db, me, profile, query.application_uuid);
    }),

    bind(patchProfile, async ({ params, body, caller }) => {
      const me = signedIn(caller);
      const profile = await ownProfile(s.db, me, params.uuid);
      const checks = new FieldChecks();
      if (body.first_name !== undefined) checks.text('first_name', body.first_name);
      if (body.last_name !== undefined) checks.text('last_name', body.last_name);
      if (body.middle_name !== undefined && body.middle_name !== null && body.middle_name.length > 100) {
        checks.add('middle_name', 'Ensure this field has no more than 100 characters.');
      }
      if (body.phone !== undefined) checks.phone('phone', body.phone);
      if (body.birth_date !== undefined && body.birth_date !== null) checks.birthDate('birth_date', body.birth_date, new Date(s.now()));
      const ssn = body.social_security_number;
      const fingerprint = ssn === undefined ? undefined : s.ssnFingerprint(ssn);
      if (fingerprint !== undefined) {
        await ssnCheckSlot(s, profile.uuid);
        if (await ssnUsedByAnother(s.db, fingerprint, profile.uuid)) checks.add('social_security_number', SSN_IN_USE_MESSAGE);
      }
      checks.done();
      const changes: ProfileChanges = {
        first_name: body.first_name?.trim(),
        last_name: body.last_name?.trim(),
        middle_name: body.middle_name === undefined ? undefined : body.middle_name?.trim() || null,
        phone: body.phone === undefined ? undefined : phoneDigits(body.phone),
        birth_date: body.birth_date,
      };
      if (Object.values(changes).every((v) => v === undefined) && ssn === undefined) return presentProfile(s.db, me, profile);
      await inTransaction(s.db, async (tx) => {
        await updateProfile(tx, profile.uuid, changes, s.now());
        if (ssn !== undefined && fingerprint !== undefined) await setSsn(tx, profile.uuid, fingerprint, ssn.slice(-4), s.now());
        await touchApplicationsOf(tx, profile.uuid, s.now());
      });
      const updated = await findProfile(s.db, profile.uuid);
      if (!updated) throw notFound();
      return presentProfile(s.db, me, updated);
    }),
  ];
}
