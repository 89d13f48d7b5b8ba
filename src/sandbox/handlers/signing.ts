import { completeEnvelope, declineEnvelope, getEnvelope, isUuid, signField } from '../../contract';
import { DECLINE_REASON_REQUIRED_MESSAGE } from '../../domain/signing/messages';
import { isStageBefore } from '../../domain/stages';
import { readableApplication, readableEnvelope, signedIn } from '../access';
import { sameInitials, sameName, SIGN_TASK } from '../closing/envelope';
import type { Caller } from '../http/binding';
import { bind, type Binding } from '../http/binding';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import { findApplication, updateApplication } from '../repo/applications';
import {
  currentEnvelopeOf, envelopeFor, fieldsOf, findEnvelope, findField, setEnvelopeStatus, setSignerStatus, signerOf, signersOf,
  signFieldRow, toSignatureField, type EnvelopeRow, type SignerRow,
} from '../repo/envelopes';
import { inTransaction, type Sql } from '../repo/sql';
import { tasksOfType, setTaskStatus } from '../repo/tasks';
import type { Services } from '../services';
import { openWireTask } from '../closingTasks/tasks';

/** Longest decline reason kept (characters). */
const MAX_REASON = 1000;

/**
 * The caller as a signer of an envelope they may read: 403 for ops (read-only), 404 when they do not sign it (their
 * fields do not exist for them), 409 when the envelope is no longer out or they already finished or declined.
 */
async function activeSigner(sql: Sql, caller: Caller, envelope: EnvelopeRow): Promise<SignerRow> {
  if (caller.role === 'ops') throw forbidden('Operations users have a read-only view.');
  const signer = await signerOf(sql, envelope.uuid, caller.uuid);
  if (!signer) throw notFound();
  if (envelope.status !== 'sent') throw new HttpError(409, `This envelope is ${envelope.status === 'completed' ? 'already signed by everyone' : `no longer open (${envelope.status})`}.`);
  if (signer.status !== 'pending') throw new HttpError(409, signer.status === 'completed' ? 'You have already finished signing.' : 'You declined to sign this envelope.');
  return signer;
}

const remainingText = (n: number): string => `Sign the ${n === 1 ? 'remaining field' : `${n} remaining fields`} before you finish.`;

/**
 * Signing closing documents (issue #4 §4), after DocuSign's envelope and recipient model: read the envelope as a
 * signer (only one's own fields), adopt a value per field (the signer's full name or initials), then finish
 * (review-and-confirm) or decline. Every write moves the application's version (customer-changed). Ops read the
 * primary signer's view, or with `?profile_uuid=` the selected signer's (§6 read-only view), and change nothing (403).
 */
export function signingBindings(s: Services): Binding[] {
  return [
    bind(getEnvelope, async ({ params, query, caller }) => {
      const me = signedIn(caller);
      const named = query.profile_uuid?.toLowerCase();
      if (named !== undefined && !isUuid(named)) throw invalid({ profile_uuid: ['Must be a UUID'] });
      // A customer may only name themselves: refused (not ignored) so no page shows another signer's fields as theirs.
      if (named !== undefined && me.role !== 'ops' && named !== me.uuid) throw forbidden('You can only see your own signing view.');
      const { app } = await readableApplication(s.db, me, params.uuid);
      const envelope = await currentEnvelopeOf(s.db, app.uuid);
      if (!envelope) return { envelope: null };
      if (named !== undefined) {
        const signer = await signerOf(s.db, envelope.uuid, named);
        if (!signer) throw notFound();
        return { envelope: await envelopeFor(s.db, envelope, signer) };
      }
      const signer = me.role === 'ops' ? (await signersOf(s.db, envelope.uuid))[0] : await signerOf(s.db, envelope.uuid, me.uuid);
      return { envelope: signer ? await envelopeFor(s.db, envelope, signer) : null };
    }),

    bind(signField, async ({ params, body, caller }) => {
      const me = signedIn(caller);
      const { envelope } = await readableEnvelope(s.db, me, params.uuid);
      if (!isUuid(params.field)) throw notFound();
      return inTransaction(s.db, async (tx) => {
        const signer = await activeSigner(tx, me, envelope);
        const field = await findField(tx, envelope.uuid, params.field);
        if (!field || field.profile_uuid !== me.uuid) throw notFound();
        if (field.signed_at !== null) return toSignatureField(field);
        const typed = body.value.trim().replace(/\s+/g, ' ');
        if (field.kind === 'signature' && !sameName(typed, signer.signer_name)) throw invalid({ value: [`Type your full name: ${signer.signer_name}`] });
        if (field.kind === 'initials' && !sameInitials(typed, signer.signer_initials)) throw invalid({ value: [`Type your initials: ${signer.signer_initials}`] });
        await signFieldRow(tx, field.uuid, typed, s.now());
        await updateApplication(tx, envelope.application_uuid, {}, s.now());
        const signed = await findField(tx, envelope.uuid, field.uuid);
        if (!signed) throw notFound();
        return toSignatureField(signed);
      });
    }),

    bind(completeEnvelope, async ({ params, caller }) => {
      const me = signedIn(caller);
      const { envelope } = await readableEnvelope(s.db, me, params.uuid);
      return inTransaction(s.db, async (tx) => {
        const signer = await activeSigner(tx, me, envelope);
        const unsigned = (await fieldsOf(tx, envelope.uuid, me.uuid)).filter((f) => f.signed_at === null).length;
        if (unsigned > 0) throw new HttpError(400, remainingText(unsigned), { non_field_errors: [remainingText(unsigned)] });
        const now = s.now();
        await setSignerStatus(tx, envelope.uuid, signer.profile_uuid, 'completed', now);
        for (const t of await tasksOfType(tx, envelope.application_uuid, SIGN_TASK.task_type, me.uuid)) {
          if (t.status === 'pending') await setTaskStatus(tx, t.uuid, 'completed');
        }
        const everyone = await signersOf(tx, envelope.uuid);
        const app = await findApplication(tx, envelope.application_uuid);
        if (everyone.every((p) => p.status === 'completed')) {
          await setEnvelopeStatus(tx, envelope.uuid, 'completed', now);
          const advance = app !== undefined && isStageBefore(app.stage, 'pending-escrow-disbursement');
          await updateApplication(tx, envelope.application_uuid, { tasksChanged: true, ...(advance && { stage: 'pending-escrow-disbursement' as const }) }, now);
          // Issue 12 §1: distributing funds asks for the wire details.
          if (advance) await openWireTask(s, tx, envelope.application_uuid);
        } else {
          await updateApplication(tx, envelope.application_uuid, { tasksChanged: true }, now);
        }
        return answer(tx, envelope.uuid, me.uuid);
      });
    }),

    bind(declineEnvelope, async ({ params, body, caller }) => {
      const me = signedIn(caller);
      const { envelope } = await readableEnvelope(s.db, me, params.uuid);
      const reason = body.reason.trim();
      if (reason === '') throw invalid({ reason: [DECLINE_REASON_REQUIRED_MESSAGE] });
      if (reason.length > MAX_REASON) throw invalid({ reason: [`Keep the reason under ${MAX_REASON} characters.`] });
      return inTransaction(s.db, async (tx) => {
        const signer = await activeSigner(tx, me, envelope);
        const now = s.now();
        await setSignerStatus(tx, envelope.uuid, signer.profile_uuid, 'declined', now, reason);
        await setEnvelopeStatus(tx, envelope.uuid, 'declined', now, reason);
        // Nobody signs a declined envelope any more: every signer's task is canceled until a new one is opened.
        for (const t of await tasksOfType(tx, envelope.application_uuid, SIGN_TASK.task_type)) {
          if (t.status === 'pending') await setTaskStatus(tx, t.uuid, 'canceled');
        }
        await updateApplication(tx, envelope.application_uuid, { tasksChanged: true }, now);
        return answer(tx, envelope.uuid, me.uuid);
      });
    }),
  ];
}

/** The envelope as the caller sees it after a write. */
async function answer(sql: Sql, envelopeUuid: string, profileUuid: string) {
  const envelope = await findEnvelope(sql, envelopeUuid);
  const signer = await signerOf(sql, envelopeUuid, profileUuid);
  if (!envelope || !signer) throw notFound();
  return envelopeFor(sql, envelope, signer);
}
