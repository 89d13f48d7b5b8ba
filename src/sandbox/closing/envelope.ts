import type { Uuid } from '../../contract';
import { isStageBefore } from '../../domain/stages';
import { HttpError } from '../http/errors';
import { appProfilesOf, updateApplication, type ApplicationRow } from '../repo/applications';
import { currentEnvelopeOf, insertEnvelope, type NewSigner } from '../repo/envelopes';
import { estimateOf, insertSnapshot } from '../repo/estimates';
import { findProfiles } from '../repo/profiles';
import type { Sql } from '../repo/sql';
import { ensureTaskStatus } from '../repo/tasks';
import type { Services } from '../services';
import { closingDocuments } from './envelopeDocuments';
import { payoffsTotalOf } from './offer';

/** The per-signer task an envelope creates (issue #4 §4 eSignature task). */
export const SIGN_TASK = {
  task_type: 'sign-closing-documents',
  title: 'Sign your closing documents',
  description: 'Sign electronically; a notary appointment follows for documents that need one.',
} as const;

/** A signer's initials: the first letter of the first and of the last name, upper-case ("Ana Lopez" → "AL"). */
export const initialsOf = (first: string, last: string): string => `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();

/** How typed names are compared: trimmed, runs of spaces as one, case ignored. */
export const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** How typed initials are compared: letters only, case ignored ("a.l." matches "AL"). */
export const sameInitials = (a: string, b: string): boolean =>
  a.replace(/[^\p{L}]/gu, '').toLowerCase() === b.replace(/[^\p{L}]/gu, '').toLowerCase();

/** The people who sign: applicants and co-owners on title, in position order, with their names. */
async function signersOf(sql: Sql, app: ApplicationRow): Promise<NewSigner[]> {
  const places = (await appProfilesOf(sql, app.uuid)).filter((p) => p.on_title && p.profile_type !== 'non_owning_occupant');
  const people = await findProfiles(sql, places.map((p) => p.profile_uuid));
  return places.flatMap((p) => {
    const person = people.get(p.profile_uuid);
    return person ? [{
      profile_uuid: p.profile_uuid, position: p.position,
      signer_name: `${person.first_name.trim()} ${person.last_name.trim()}`,
      signer_initials: initialsOf(person.first_name, person.last_name),
    }] : [];
  });
}

/**
 * Opens the e-sign envelope of an application (back office, issue #4 §4/§6): the three closing documents written
 * with the current estimate's figures, for the applicants on title; a `final-terms` snapshot; stage
 * pending-signature when earlier; a pending signing task per signer. 409 without an estimate, while another envelope
 * is out, or once one was signed. A declined envelope can be followed by a new one.
 */
export async function openEnvelope(s: Services, tx: Sql, app: ApplicationRow): Promise<Uuid> {
  const estimate = await estimateOf(tx, app.uuid);
  if (!estimate) throw new HttpError(409, 'Issue an Investment Estimate first: the closing documents quote it.');
  const current = await currentEnvelopeOf(tx, app.uuid);
  if (current?.status === 'sent') throw new HttpError(409, 'An envelope is already out for signature.');
  if (current?.status === 'completed') throw new HttpError(409, 'The closing documents are already signed.');
  const signers = await signersOf(tx, app);
  if (signers.length === 0) throw new HttpError(409, 'Nobody on title can sign this application.');
  const now = s.now();
  const { documents, fields } = closingDocuments({
    app, estimate, payoffsTotal: await payoffsTotalOf(tx, app.uuid), signers, effectiveDate: new Date(now).toISOString().slice(0, 10),
  });
  const uuid = await insertEnvelope(tx, app.uuid, documents, signers, fields, now);
  await insertSnapshot(tx, app.uuid, 'final-terms', estimate, now);
  for (const signer of signers) await ensureTaskStatus(tx, app.uuid, { ...SIGN_TASK, status: 'pending', profile_uuid: signer.profile_uuid }, now);
  await updateApplication(tx, app.uuid, {
    ...(isStageBefore(app.stage, 'pending-signature') && { stage: 'pending-signature' as const }),
    tasksChanged: true,
  }, now);
  return uuid;
}
