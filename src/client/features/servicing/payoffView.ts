import type { PayoffStatement, WireInstructions } from '../../../contract/servicing/payoff';
import { formatDate } from '../../../domain/format';
import { VALUATION_OPTIONS } from '../../../domain/servicing/appraisal';
import { explainPayoff, formatCents, isPayoffExpired } from '../../../domain/servicing/payoff';

/** One line of how the payoff amount was computed (a credit is negative: "−$1,250.00"). */
export interface PayoffLineView {
  key: string;
  label: string;
  amount: string;
}

/** A payoff statement as the payoff step shows it (§9 dates; amounts exact to the cent). */
export interface PayoffStatementView {
  amount: string;
  goodThrough: string;
  /** "$12.34 for each day after 05/01/2026". */
  perDiem: string;
  issuedOn: string;
  valuation: string;
  lines: PayoffLineView[];
  total: string;
  explanation: string;
}

/** The provider's wire instructions, shown only after the homeowner acknowledged the statement. */
export interface WireView {
  rows: ReadonlyArray<{ label: string; value: string }>;
  /** The number to confirm the details on before sending money. */
  verifyPhone: string;
  verifyPhoneHref: string;
}

/**
 * Where the payoff step stands (issue 11 §2): `waiting` — no statement issued yet; `expired` — past its good-through
 * date, a new one can be asked for; `to-acknowledge` — read it and acknowledge it; `acknowledged` — the wire details
 * are revealed with the fraud warning, and the homeowner confirms them by phone before submitting.
 */
export type PayoffPanelView =
  | { state: 'waiting' }
  | { state: 'expired'; statement: PayoffStatementView }
  | { state: 'to-acknowledge'; statement: PayoffStatementView }
  | { state: 'acknowledged'; statement: PayoffStatementView; wire: WireView; acknowledgedOn: string };

/** The fraud warning shown with the wire details. */
export const WIRE_FRAUD_WARNING =
  'Wire fraud targets payoffs. Before you send any money, call us on the number below to confirm these details. We will never change our wire details by email.';
/** Shown while the payoff statement is being prepared. */
export const PAYOFF_WAITING_TEXT = 'We are preparing your payoff statement. We will email you when it is ready and it will show here.';
/** Shown for a statement past its good-through date. */
export const PAYOFF_EXPIRED_TEXT = 'This payoff statement has expired: its good-through date has passed. Ask for a new one before you pay.';

/** The statement's figures as shown. */
export function payoffStatementView(s: PayoffStatement): PayoffStatementView {
  return {
    amount: formatCents(s.amount_cents),
    goodThrough: formatDate(s.good_through),
    perDiem: `${formatCents(s.per_diem_cents)} for each day after ${formatDate(s.good_through)}`,
    issuedOn: formatDate(s.issued_at),
    valuation: VALUATION_OPTIONS[s.computation.valuation_method].label,
    lines: s.computation.lines.map((l, i) => ({ key: String(i), label: l.label, amount: formatCents(l.amount_cents) })),
    total: formatCents(s.amount_cents),
    // From the lines shown, by the rule the sandbox uses too: the sentence names no credit the lines lack.
    explanation: explainPayoff(s.computation.lines, { equitySharePercent: s.computation.equity_share_percent, valuationMethod: s.computation.valuation_method }),
  };
}

function wireView(w: WireInstructions): WireView {
  return {
    rows: [
      { label: 'Beneficiary', value: w.beneficiary_name },
      { label: 'Bank', value: w.bank_name },
      { label: 'Bank address', value: w.bank_address },
      { label: 'Routing number', value: w.routing_number },
      { label: 'Account number', value: w.account_number },
      { label: 'Reference', value: w.reference },
    ],
    verifyPhone: w.verify_phone,
    verifyPhoneHref: `tel:${w.verify_phone.replace(/[^\d+]/g, '')}`,
  };
}

/**
 * The payoff panel of `statement` on `today`: expired once the server says so or its good-through date has passed
 * (then the wire details are never shown, even if acknowledged); acknowledged once the server revealed the wire
 * instructions; otherwise waiting for the acknowledgement.
 */
export function payoffPanelView(statement: PayoffStatement | null, today: string): PayoffPanelView {
  if (statement === null) return { state: 'waiting' };
  const view = payoffStatementView(statement);
  if (statement.expired || isPayoffExpired(statement.good_through, today)) return { state: 'expired', statement: view };
  if (statement.acknowledged_at !== null && statement.wire_instructions !== null) {
    return { state: 'acknowledged', statement: view, wire: wireView(statement.wire_instructions), acknowledgedOn: formatDate(statement.acknowledged_at) };
  }
  return { state: 'to-acknowledge', statement: view };
}
