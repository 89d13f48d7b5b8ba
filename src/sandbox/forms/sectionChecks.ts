import type {
  DeclarationsValues, HousingExpenseValues, InvestmentInformationValues, LiensValues, MortgageDetailsValues,
  PayoffsValues, PersonalInformationValues, PropertyInformationValues, SectionRecord,
} from '../../contract';
import { USD_ABOVE_ZERO_MESSAGE } from '../../domain/money';
import { FIELD_REQUIRED_MESSAGE } from '../../domain/validation/address';
import { FieldChecks } from '../validate';
import { checkDeclarations, type DeclarationPeople } from './declarationChecks';

/** What the submit rules need besides the section's own values. */
export interface SectionContext {
  /** Today by the sandbox clock (birth-date rule). */
  today: Date;
  /** Smallest investment offered, USD (config.equity.minInvestmentUsd). */
  minInvestmentUsd: number;
  /** Ids of the mortgages and liens saved on the application (a payoff must name one of them). */
  debtIds: ReadonlySet<string>;
  /** The people on the application, for declarations. */
  people: DeclarationPeople;
}

/** Longest free-text answer (details of damage, lawsuits, other agreements), characters. */
const DETAILS_MAX = 1000;

const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const usd = (n: number): string => `$${n.toLocaleString('en-US')}`;

/** Small helpers over FieldChecks for "required" answers of a form. */
class FormChecks extends FieldChecks {
  /** Required answer of any kind (yes/no, choice, number). */
  answered(field: string, value: unknown): boolean {
    if (isBlank(value)) this.add(field, FIELD_REQUIRED_MESSAGE);
    return !isBlank(value);
  }

  /** Required text of at most `max` characters (undefined counts as blank). */
  words(field: string, value: string | undefined, max = 100): this {
    return this.text(field, value ?? '', max);
  }

  /** A whole number within [min, max]; `message` when outside. */
  whole(field: string, value: number | undefined, min: number, max: number, message: string): this {
    if (!this.answered(field, value)) return this;
    return this.add(field, Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? undefined : message);
  }
}

function personalInformation(v: PersonalInformationValues, c: SectionContext, k: FormChecks): void {
  k.words('first_name', v.first_name).words('last_name', v.last_name);
  if (v.middle_name !== undefined && v.middle_name.length > 100) k.add('middle_name', 'Ensure this field has no more than 100 characters.');
  if (k.answered('birth_date', v.birth_date)) k.birthDate('birth_date', v.birth_date ?? '', c.today);
  k.phone('phone', v.phone ?? '');
  k.answered('marital_status', v.marital_status);
}

function investmentInformation(v: InvestmentInformationValues, c: SectionContext, k: FormChecks): void {
  if (k.answered('requested_amount', v.requested_amount) && (v.requested_amount ?? 0) < c.minInvestmentUsd) {
    k.add('requested_amount', `The smallest investment is ${usd(c.minInvestmentUsd)}.`);
  }
  if (!v.use_of_proceeds || v.use_of_proceeds.length === 0) k.add('use_of_proceeds', 'Choose at least one use of the money.');
  if (v.use_of_proceeds?.includes('other')) k.words('use_of_proceeds_other', v.use_of_proceeds_other, 200);
}

function propertyInformation(v: PropertyInformationValues, c: SectionContext, k: FormChecks): void {
  const thisYear = c.today.getUTCFullYear();
  k.whole('year_purchased', v.year_purchased, 1900, thisYear, `Enter a year from 1900 to ${thisYear}.`);
  k.answered('purchase_price', v.purchase_price);
  k.whole('living_area_sqft', v.living_area_sqft, 100, 100_000, 'Enter the living area in square feet, from 100 to 100,000.');
  k.whole('bedrooms', v.bedrooms, 0, 50, 'Enter a whole number of bedrooms, from 0 to 50.');
  if (k.answered('bathrooms', v.bathrooms)) {
    const b = v.bathrooms ?? 0;
    k.add('bathrooms', Number.isInteger(b * 2) && b >= 0 && b <= 50 ? undefined : 'Enter bathrooms in halves, from 0 to 50 (for example 2.5).');
  }
  k.answered('is_listed_for_sale', v.is_listed_for_sale);
  if (k.answered('has_major_damage', v.has_major_damage) && v.has_major_damage) {
    k.words('major_damage_details', v.major_damage_details, DETAILS_MAX);
  }
}

function housingExpense(v: HousingExpenseValues, _c: SectionContext, k: FormChecks): void {
  if (k.answered('has_hoa', v.has_hoa) && v.has_hoa) {
    k.words('hoa_name', v.hoa_name);
    k.answered('hoa_monthly_dues', v.hoa_monthly_dues);
  }
  k.answered('annual_property_tax', v.annual_property_tax);
  k.answered('annual_homeowners_insurance', v.annual_homeowners_insurance);
}

function mortgageDetails(v: MortgageDetailsValues, _c: SectionContext, k: FormChecks): void {
  if (!k.answered('has_mortgages', v.has_mortgages) || !v.has_mortgages) return;
  const list = v.mortgages ?? [];
  if (list.length === 0) k.add('mortgages', 'Add at least one mortgage.');
  list.forEach((m, i) => {
    k.words(`mortgages.${i}.lender`, m.lender);
    k.answered(`mortgages.${i}.balance`, m.balance);
    k.answered(`mortgages.${i}.monthly_payment`, m.monthly_payment);
    k.answered(`mortgages.${i}.mortgage_type`, m.mortgage_type);
  });
  if (v.mortgages_verified !== true) k.add('mortgages_verified', 'Confirm that these are all the mortgages on your home.');
}

function liens(v: LiensValues, _c: SectionContext, k: FormChecks): void {
  if (!k.answered('has_additional_liens', v.has_additional_liens) || !v.has_additional_liens) return;
  const list = v.liens ?? [];
  if (list.length === 0) k.add('liens', 'Add at least one lien.');
  list.forEach((l, i) => {
    k.answered(`liens.${i}.lien_type`, l.lien_type);
    k.words(`liens.${i}.holder`, l.holder);
    k.answered(`liens.${i}.balance`, l.balance);
  });
}

function payoffs(v: PayoffsValues, c: SectionContext, k: FormChecks): void {
  if (!k.answered('has_payoffs', v.has_payoffs) || !v.has_payoffs) return;
  const list = v.payoffs ?? [];
  if (list.length === 0) k.add('payoffs', 'Add at least one debt to pay off.');
  list.forEach((p, i) => {
    k.words(`payoffs.${i}.creditor`, p.creditor);
    if (k.answered(`payoffs.${i}.amount`, p.amount) && p.amount === 0) k.add(`payoffs.${i}.amount`, USD_ABOVE_ZERO_MESSAGE);
    if (p.lien_id !== undefined && p.lien_id !== '' && !c.debtIds.has(p.lien_id)) {
      k.add(`payoffs.${i}.lien_id`, 'Choose one of the mortgages or liens on this home.');
    }
  });
}

function declarations(v: DeclarationsValues, c: SectionContext, k: FormChecks): string | undefined {
  return checkDeclarations(v, c.people, k);
}

/**
 * The submit rules of every section (designed; docs/api.md "Required answers"): answers `{ detail, errors }`
 * when something is missing or wrong (errors keyed by the field path inside `values`, §5 messages), else
 * undefined. Drafts are never checked: only a submit is.
 */
export function sectionProblems(record: SectionRecord, c: SectionContext): { detail: string; errors: Record<string, string[]> } | undefined {
  const k = new FormChecks();
  let detail: string | undefined;
  switch (record.section) {
    case 'personal-information': personalInformation(record.values, c, k); break;
    case 'investment-information': investmentInformation(record.values, c, k); break;
    case 'property-information': propertyInformation(record.values, c, k); break;
    case 'housing-expense': housingExpense(record.values, c, k); break;
    case 'mortgage-details': mortgageDetails(record.values, c, k); break;
    case 'liens': liens(record.values, c, k); break;
    case 'payoffs': payoffs(record.values, c, k); break;
    case 'declarations': detail = declarations(record.values, c, k); break;
  }
  if (!k.failed) return undefined;
  return { detail: detail ?? 'Some answers are missing or need a change.', errors: k.found() };
}
