import { sameDraftValues, valuesFitting } from '../../kernel/drafts/values';
import { LIEN_TYPE, MORTGAGE_TYPE, USE_OF_PROCEEDS } from '../../../contract/sectionEnums';
import { SECTION_VALUES, type Lien, type Mortgage } from '../../../contract/sections';
import { formatCurrency } from '../../../domain/format';
import { MORTGAGE_TYPE_SHORT_LABELS, optionsOf } from '../../../domain/labels';
import { LIEN_TYPE_LABELS, USE_OF_PROCEEDS_LABELS } from '../../../domain/sectionLabels';
import type { FormSection } from './sectionOrder';

type Values = Record<string, unknown>;

/**
 * What a form holds, made fit for the section's contract before it is saved: every answer that fits is kept, an
 * answer that does not (a half-built value) is left out, and list items are checked one by one so one bad item never
 * drops the others. The PUT therefore never fails on its shape; the submit rules say what is still missing.
 */
export function cleanSectionValues(section: FormSection, values: Values): Values {
  return valuesFitting(SECTION_VALUES[section], values);
}

/**
 * The values a section finally saves when the person presses "Save and continue". Property Financing records the
 * §3 wizard flags: `additional_liens_submitted` (they answered with a list) and `finished_liens` (done with liens).
 */
export function finalizeSectionValues(section: FormSection, values: Values): Values {
  if (section !== 'liens') return values;
  return { ...values, additional_liens_submitted: values.has_additional_liens === true, finished_liens: true };
}

/** A debt a payoff can name (`lien_id`): a mortgage of mortgage-details or a lien of Property Financing. */
export interface DebtOption {
  value: string;
  label: string;
  /** Who is owed, to prefill the payoff's creditor. */
  creditor: string;
}

/** Select options of the mortgage types. */
export const MORTGAGE_TYPE_OPTIONS = optionsOf(MORTGAGE_TYPE.values, MORTGAGE_TYPE_SHORT_LABELS);
/** Select options of the lien types. */
export const LIEN_TYPE_OPTIONS = optionsOf(LIEN_TYPE.values, LIEN_TYPE_LABELS);
/** Checkbox choices of the uses of the money. */
export const USE_OF_PROCEEDS_CHOICES = optionsOf(USE_OF_PROCEEDS.values, USE_OF_PROCEEDS_LABELS);

const amount = (n: number | undefined) => (n === undefined ? '' : ` (${formatCurrency(n)})`);

/**
 * The debts a payoff can name, from the mortgage-details and Property Financing values (only those with a holder):
 * "Mortgage: Big Bank ($250,000)", "Home equity loan: Credit Union ($20,000)".
 */
export function debtOptions(mortgages: readonly Partial<Mortgage>[], liens: readonly Partial<Lien>[]): DebtOption[] {
  const out: DebtOption[] = [];
  for (const m of mortgages) {
    if (!m.id || !m.lender?.trim()) continue;
    out.push({ value: m.id, label: `Mortgage: ${m.lender}${amount(m.balance)}`, creditor: m.lender });
  }
  for (const l of liens) {
    if (!l.id || !l.holder?.trim()) continue;
    const kind = l.lien_type ? LIEN_TYPE_LABELS[l.lien_type] : 'Lien';
    out.push({ value: l.id, label: `${kind}: ${l.holder}${amount(l.balance)}`, creditor: l.holder });
  }
  return out;
}

/** True when two values objects are the same answers (key order ignored): nothing new to save. */
export const sameValues = sameDraftValues;
