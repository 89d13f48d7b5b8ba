import type { ServicingRequestType } from '../../contract/enums';
import type { ValuationMethod } from '../../contract/servicing/enums';

/** A valuation a homeowner can authorize: label, what it is, its fee (whole USD), who pays it, typical turnaround. */
export interface ValuationOption {
  method: ValuationMethod;
  label: string;
  description: string;
  feeUsd: number;
  paidBy: 'provider' | 'homeowner';
  /** Business days until the value is known. */
  turnaroundDays: number;
}

/** The valuations of authorize-{product}-appraisal (designed fees; shown before the homeowner authorizes). */
export const VALUATION_OPTIONS: Readonly<Record<ValuationMethod, ValuationOption>> = {
  'automated-valuation': {
    method: 'automated-valuation', label: 'Automated valuation', feeUsd: 0, paidBy: 'provider', turnaroundDays: 1,
    description: 'A computer model values your home from recent nearby sales. No visit.',
  },
  'exterior-only-appraisal': {
    method: 'exterior-only-appraisal', label: 'Exterior-only appraisal', feeUsd: 250, paidBy: 'homeowner', turnaroundDays: 5,
    description: 'A licensed appraiser views the outside of your home and recent sales.',
  },
  'full-appraisal': {
    method: 'full-appraisal', label: 'Full appraisal', feeUsd: 650, paidBy: 'homeowner', turnaroundDays: 10,
    description: 'A licensed appraiser visits inside and out; best when you made improvements.',
  },
  'sales-contract': {
    method: 'sales-contract', label: 'Signed sales contract', feeUsd: 0, paidBy: 'provider', turnaroundDays: 1,
    description: 'The price in your signed purchase agreement is the value. Only for a home sale.',
  },
};

/** The valuations a request type offers, in display order: a home sale may use its sales contract. */
export function valuationOptionsFor(type: ServicingRequestType): ValuationOption[] {
  const methods: ValuationMethod[] = type === 'home-sale'
    ? ['sales-contract', 'exterior-only-appraisal', 'full-appraisal']
    : ['automated-valuation', 'exterior-only-appraisal', 'full-appraisal'];
  return methods.map((m) => VALUATION_OPTIONS[m]);
}

/** "Free — we pay it" or "$650, paid by you at settlement": the fee sentence shown before authorizing. */
export function valuationFeeText(option: ValuationOption): string {
  if (option.feeUsd === 0) return 'No fee — we pay for it.';
  const fee = `$${option.feeUsd.toLocaleString('en-US')}`;
  return option.paidBy === 'homeowner' ? `${fee}, paid by you: it is added to your payoff amount.` : `${fee}, paid by us.`;
}
