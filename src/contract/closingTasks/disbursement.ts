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

/** `GET /v1/customer/application/{uuid}/disbursement-instruction/`: the current instruction (masked), or null. */
export const getDisbursementInstruction = endpoint({
  name: 'getDisbursementInstruction', method: 'GET', route: 'v1/customer/application/:uuid/disbursement-instruction/',
  response: DisbursementInstructionResult,
});

/**
 * `PUT /v1/customer/application/{uuid}/disbursement-instruction/`: gives or replaces the wire details and completes
 * the confirm-wire-details task. 400 with a message per field that fails; 409 once the application is closed.
 */
export const saveDisbursementInstruction = endpoint({
  name: 'saveDisbursementInstruction', method: 'PUT', route: 'v1/customer/application/:uuid/disbursement-instruction/',
  body: NewDisbursementInstruction,
  response: DisbursementInstruction,
});
