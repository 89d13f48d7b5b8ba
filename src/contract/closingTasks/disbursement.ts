import * as t from 'io-ts';
import { closed, IsoDateTime, nullable } from '../codec';
import { endpoint } from '../endpoint';
import { Uuid } from '../ids';

/** The kind of bank account the funds go to (issue 12 §1). */
export const AccountType = t.keyof({ checking: null, savings: null }, 'AccountType');
export type AccountType = t.TypeOf<typeof AccountType>;

/**
 * Where the funds go (DisbursementInstruction data group, designed). The API never sends the account number back:
 * only `account_last4`, shown masked (`••••1234`). The routing number identifies the bank, not the person, so it is
 * sent whole.
 */
export const DisbursementInstruction = closed('DisbursementInstruction', {
  uuid: Uuid,
  bank_name: t.string,
  account_holder: t.string,
  account_type: AccountType,
  routing_number: t.string,
  account_last4: t.string,
  confirmed_at: IsoDateTime,
});
export type DisbursementInstruction = t.TypeOf<typeof DisbursementInstruction>;

/** The DisbursementInstruction of an application, or null before one is given. */
export const DisbursementInstructionResult = closed('DisbursementInstructionResult', { instruction: nullable(DisbursementInstruction) });
export type DisbursementInstructionResult = t.TypeOf<typeof DisbursementInstructionResult>;

/**
 * Body of giving the wire details: the account number typed twice (they must match). Strings, so a leading zero
 * survives; the sandbox checks the ABA routing checksum and 4–17 digits (`src/domain/closingTasks`).
 */
export const NewDisbursementInstruction = closed('NewDisbursementInstruction', {
  bank_name: t.string,
  account_holder: t.string,
  account_type: t.string,
  routing_number: t.string,
  account_number: t.string,
  account_number_confirmation: t.string,
});
export type NewDisbursementInstruction = t.TypeOf<typeof NewDisbursementInstruction>;

/**
 * Where the funds go, masked (only `account_last4`), or null before any is given.
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const getDisbursementInstruction = endpoint({
  name: 'getDisbursementInstruction', method: 'GET', route: 'v1/customer/application/:uuid/disbursement-instruction/',
  response: DisbursementInstructionResult,
});

/**
 * Gives or replaces the wire details.
 *
 * @designed
 * @error 400 with one message per failing field, the words the form shows: `bank_name` `'Enter the name of your bank'`,
 *   `account_holder` `'Enter the name on the account'` (each at most 100 characters), `account_type` `'Choose checking
 *   or savings'`, `routing_number` `'Enter a valid 9-digit routing number'` (nine digits passing the ABA 3-7-1
 *   checksum), `account_number` `'Enter your account number: 4 to 17 digits'`, `account_number_confirmation` `'The
 *   account numbers do not match'`
 * @error 403 a non-owning occupant, or ops (`'Operations users have a read-only view.'`)
 * @error 404 an unknown id, or one that is not the caller's
 * @error 409 once closed
 */
export const saveDisbursementInstruction = endpoint({
  name: 'saveDisbursementInstruction', method: 'PUT', route: 'v1/customer/application/:uuid/disbursement-instruction/',
  body: NewDisbursementInstruction,
  response: DisbursementInstruction,
});
