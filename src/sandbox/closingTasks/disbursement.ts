import { randomUUID } from 'node:crypto';
import type { AccountType, DisbursementInstruction, NewDisbursementInstruction, Uuid } from '../../contract';
import { lastFour, validateDisbursement } from '../../domain/closingTasks';
import { invalid } from '../http/errors';
import type { ApplicationRow } from '../repo/applications';
import { iso, one, type Sql } from '../repo/sql';
import type { Services } from '../services';
import { CLOSING_TASK, checkNotClosed, recordClosingChange } from './tasks';

interface InstructionRow {
  uuid: Uuid;
  bank_name: string;
  account_holder: string;
  account_type: AccountType;
  routing_number: string;
  account_last4: string;
  confirmed_at: Date;
}

/** The application's disbursement instruction (masked: only the account's last four digits exist), or null. */
export async function instructionOf(sql: Sql, applicationUuid: string): Promise<DisbursementInstruction | null> {
  const row = await one<InstructionRow>(sql,
    'SELECT uuid, bank_name, account_holder, account_type, routing_number, account_last4, confirmed_at FROM disbursement_instructions WHERE application_uuid = $1',
    [applicationUuid]);
  return row ? { ...row, confirmed_at: iso(row.confirmed_at) } : null;
}

/**
 * Gives or replaces the wire details (issue 12 §1): 400 with the domain's message per failing field (the same words
 * the form shows; never the value), 409 once the application is closed. Keeps the account's last four digits only,
 * completes confirm-wire-details and moves the application's version.
 */
export async function saveInstruction(s: Services, tx: Sql, app: ApplicationRow, caller: Uuid, body: NewDisbursementInstruction): Promise<DisbursementInstruction> {
  checkNotClosed(app);
  const errors = validateDisbursement(body);
  if (Object.keys(errors).length > 0) throw invalid(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])));
  await tx.query(
    `INSERT INTO disbursement_instructions (uuid, application_uuid, bank_name, account_holder, account_type, routing_number, account_last4, confirmed_by, confirmed_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)
     ON CONFLICT (application_uuid) DO UPDATE SET bank_name = EXCLUDED.bank_name, account_holder = EXCLUDED.account_holder,
       account_type = EXCLUDED.account_type, routing_number = EXCLUDED.routing_number, account_last4 = EXCLUDED.account_last4,
       confirmed_by = EXCLUDED.confirmed_by, confirmed_at = EXCLUDED.confirmed_at`,
    [randomUUID(), app.uuid, body.bank_name.trim(), body.account_holder.trim(), body.account_type, body.routing_number.trim(),
      lastFour(body.account_number), caller, new Date(s.now())],
  );
  await recordClosingChange(s, tx, app.uuid, CLOSING_TASK.confirmWireDetails, 'completed');
  const saved = await instructionOf(tx, app.uuid);
  if (!saved) throw new Error('disbursement instruction not stored');
  return saved;
}
