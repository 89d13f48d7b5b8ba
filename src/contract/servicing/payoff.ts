import * as t from 'io-ts';
import { closed, IsoDate, IsoDateTime, nullable, Usd } from '../codec';
import { Uuid } from '../ids';
import { PayoffLineKind, ValuationMethod } from './enums';
import { Cents } from './money';

/**
 * One line of how a payoff amount was computed (cents; a credit such as the improvement credit is negative). `kind`
 * says what it is, so the statement's explanation names exactly the credits and fees its lines hold.
 */
export const PayoffLine = closed('PayoffLine', { kind: PayoffLineKind, label: t.string, amount_cents: t.number });
export type PayoffLine = t.TypeOf<typeof PayoffLine>;

/** How a payoff amount was computed: the valuation used, the share, and the lines that add up to the amount. */
export const PayoffComputation = closed('PayoffComputation', {
  valuation_method: ValuationMethod,
  home_value: Usd,
  equity_share_percent: t.number,
  investment_amount: Usd,
  lines: t.array(PayoffLine),
  /** One plain sentence: what the amount is and why, built from `lines` (domain `explainPayoff`). */
  explanation: t.string,
});
export type PayoffComputation = t.TypeOf<typeof PayoffComputation>;

/**
 * The provider's wire instructions for the homeowner's payment (designed). Shown only after the homeowner
 * acknowledges the payoff statement; never the homeowner's own bank details (that is the closing
 * DisbursementInstruction, a different thing). `verify_phone` is the number to confirm them on before wiring.
 */
export const WireInstructions = closed('WireInstructions', {
  beneficiary_name: t.string,
  bank_name: t.string,
  bank_address: t.string,
  routing_number: t.string,
  account_number: t.string,
  reference: t.string,
  verify_phone: t.string,
});
export type WireInstructions = t.TypeOf<typeof WireInstructions>;

/**
 * A payoff statement (designed): what settles the investment if paid by `good_through`, plus `per_diem_cents` for
 * each day after it up to the statement's expiry. `expired` once `good_through` has passed (a new one can be asked
 * for). `wire_instructions` is null until the homeowner acknowledges the statement (and stays null when expired).
 */
export const PayoffStatement = closed('PayoffStatement', {
  uuid: Uuid,
  request_uuid: Uuid,
  amount_cents: Cents,
  per_diem_cents: Cents,
  good_through: IsoDate,
  issued_at: IsoDateTime,
  computation: PayoffComputation,
  acknowledged_at: nullable(IsoDateTime),
  expired: t.boolean,
  wire_instructions: nullable(WireInstructions),
});
export type PayoffStatement = t.TypeOf<typeof PayoffStatement>;

/** The answer of the payoff-statement calls: the request's current statement, or null before one is issued. */
export const PayoffStatementResult = closed('PayoffStatementResult', { payoff_statement: nullable(PayoffStatement) });
export type PayoffStatementResult = t.TypeOf<typeof PayoffStatementResult>;
