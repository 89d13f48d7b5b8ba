import {
  BUYOUT_FUNDING_SOURCE, INSURED_INTEREST, LOAN_TYPE, TITLE_CHANGE_KIND, type BuyoutFundingSource, type InsuredInterest, type LoanType,
  type TitleChangeKind,
} from '../../../contract/servicing/enums';

/*
 * The answers the step screens offer (issue 11 §2), in the contract's order, as the homeowner reads them. The values
 * are the contract's; domain `validateStep` accepts exactly these.
 */

const FUNDING_SOURCE_LABELS: Readonly<Record<BuyoutFundingSource, string>> = {
  savings: 'Savings',
  'cash-out-refinance': 'A cash-out refinance of my mortgage',
  'home-equity-loan': 'A home equity loan',
  heloc: 'A home equity line of credit (HELOC)',
  other: 'Something else',
};

const LOAN_TYPE_LABELS: Readonly<Record<LoanType, string>> = {
  'rate-and-term-refinance': 'Rate-and-term refinance',
  'cash-out-refinance': 'Cash-out refinance',
  heloc: 'Home equity line of credit (HELOC)',
  'home-equity-loan': 'Home equity loan',
  'reverse-mortgage': 'Reverse mortgage',
  other: 'Other',
};

const TITLE_CHANGE_LABELS: Readonly<Record<TitleChangeKind, string>> = {
  'transfer-to-trust': 'I am moving my home into a trust',
  'name-change': 'I changed my name',
};

const INSURED_INTEREST_LABELS: Readonly<Record<InsuredInterest, string>> = {
  'additional-insured': 'Named as additional insured',
  mortgagee: 'Named as mortgagee',
  'not-named': 'Not named on the policy',
};

const options = <V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>) => values.map((value) => ({ value, label: labels[value] }));

/** buyout-request: where the money comes from. */
export const FUNDING_SOURCE_OPTIONS = options(BUYOUT_FUNDING_SOURCE.values, FUNDING_SOURCE_LABELS);
/** third-party-lender-info: the new loan's type. */
export const LOAN_TYPE_OPTIONS = options(LOAN_TYPE.values, LOAN_TYPE_LABELS);
/** name-of-trust: what changes. */
export const TITLE_CHANGE_OPTIONS = options(TITLE_CHANGE_KIND.values, TITLE_CHANGE_LABELS);
/** hoi-policy-details: how the provider is named on the policy. */
export const INSURED_INTEREST_OPTIONS = options(INSURED_INTEREST.values, INSURED_INTEREST_LABELS);
