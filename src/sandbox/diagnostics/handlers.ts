import {
  deleteOwnDiagnostic, getDiagnostic, listDiagnostics, listOwnDiagnostics, shareAnonymousDiagnostic, shareDiagnostic,
  type Uuid,
} from '../../contract';
import { isUuid } from '../../contract/ids';
import { DIAGNOSTIC_BODY_LIMIT_BYTES } from '../../domain/diagnostics/limits';
import { customerStageOf } from '../../domain/stages';
import { readableApplication, signedIn } from '../access';
import { bind, type Binding, type Caller } from '../http/binding';
import { forbidden, notFound } from '../http/errors';
import { applicationsOf, type ApplicationRow } from '../repo/applications';
import type { Services } from '../services';
import { allDiagnostics, deleteOwnDiagnostic as deleteOwn, findDiagnostic, ownDiagnostics } from './repo';
import { keptSince, retentionMs } from './retention';
import { storeDiagnostic } from './store';

/** A customer, or 403: staff neither share diagnostics nor have a list of their own. */
function customer(caller: Caller | null): Caller {
  const me = signedIn(caller);
  if (me.role !== 'customer') throw forbidden('Staff read diagnostics in the ops view; only customers share them.');
  return me;
}

/** Staff, or 403: a customer reads only their own list. */
function staff(caller: Caller | null): Caller {
  const me = signedIn(caller);
  if (me.role !== 'ops') throw forbidden('Only staff can read shared diagnostics.');
  return me;
}

/** The application a customer's diagnostic is attached to: the one named (404 unless theirs), else their latest, else none. */
async function attachedTo(s: Services, me: Caller, named: Uuid | null): Promise<ApplicationRow | null> {
  if (named !== null) return (await readableApplication(s.db, me, named)).app;
  return (await applicationsOf(s.db, me.uuid)).at(-1) ?? null;
}

/**
 * Diagnostics (docs/api.md "Diagnostics", docs/diagnostics.md). Sharing: a signed-in customer's is attached to one of
 * their applications (another's is 404, like a missing id); a signed-out person's stands alone and is behind the bot
 * check (contract BOT_CHECKED_ROUTES). Both bodies are limited to {@link DIAGNOSTIC_BODY_LIMIT_BYTES} (413 beyond).
 * A customer lists and deletes only their own (anyone else's is 404); staff list and read them all and change none.
 * Nothing past the retention is ever answered.
 */
export function diagnosticBindings(s: Services): Binding[] {
  const limit = { bodyLimitBytes: DIAGNOSTIC_BODY_LIMIT_BYTES };
  return [
    bind(shareDiagnostic, async ({ caller, body }) => {
      const me = customer(caller);
      const app = await attachedTo(s, me, body.application_uuid);
      return storeDiagnostic(s, {
        clientKey: body.client_key, profileUuid: me.uuid, applicationUuid: app?.uuid ?? null,
        stage: app ? customerStageOf(app.stage) : null, context: body.context, entries: body.entries,
      });
    }, limit),

    bind(shareAnonymousDiagnostic, async ({ body }) =>
      storeDiagnostic(s, {
        clientKey: body.client_key, profileUuid: null, applicationUuid: null, stage: body.context.stage,
        context: body.context, entries: body.entries,
      }), limit),

    bind(listOwnDiagnostics, async ({ caller }) => ownDiagnostics(s.db, customer(caller).uuid, keptSince(s), retentionMs(s))),

    bind(deleteOwnDiagnostic, async ({ caller, params }) => {
      const me = customer(caller);
      if (!isUuid(params.uuid) || !(await deleteOwn(s.db, params.uuid, me.uuid))) throw notFound();
      return { uuid: params.uuid };
    }),

    bind(listDiagnostics, async ({ caller }) => {
      staff(caller);
      return allDiagnostics(s.db, keptSince(s), retentionMs(s));
    }),

    bind(getDiagnostic, async ({ caller, params }) => {
      staff(caller);
      const found = isUuid(params.uuid) ? await findDiagnostic(s.db, params.uuid, keptSince(s), retentionMs(s)) : undefined;
      if (!found) throw notFound();
      return found;
    }),
  ];
}
