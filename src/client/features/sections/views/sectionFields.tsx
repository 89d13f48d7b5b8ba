import { useMemo } from 'react';
import { preloadable, useProjection, type Preloadable } from '../../../kernel/react';
import type { FormSection } from '../sectionOrder';
import { makeSelectDebtOptions } from '../selectors';
import type { DebtOption } from '../values';

/*
 * Each section's fields in a chunk of their own (issue 14 §2: ≤ 150 KB first load on a section page): a section page
 * loads the one form it shows, in parallel with the section's data (SectionPage preloads it on mount), instead of all
 * seven.
 */

const PayoffsFields = preloadable<{ debts: readonly DebtOption[] }>(() => import('./forms/PayoffsFields').then((m) => m.PayoffsFields));

const FIELDS: Readonly<Record<Exclude<FormSection, 'payoffs'>, Preloadable<object>>> = {
  'personal-information': preloadable(() => import('./forms/PersonalInformationFields').then((m) => m.PersonalInformationFields)),
  'investment-information': preloadable(() => import('./forms/InvestmentInformationFields').then((m) => m.InvestmentInformationFields)),
  'property-information': preloadable(() => import('./forms/PropertyInformationFields').then((m) => m.PropertyInformationFields)),
  'housing-expense': preloadable(() => import('./forms/HousingExpenseFields').then((m) => m.HousingExpenseFields)),
  'mortgage-details': preloadable(() => import('./forms/MortgageDetailsFields').then((m) => m.MortgageDetailsFields)),
  liens: preloadable(() => import('./forms/LiensFields').then((m) => m.LiensFields)),
};

/**
 * Loads the fields of `section` ahead of their first render; rejects when their chunk cannot be fetched (the form's
 * first render then fetches once more, and the route's error page, with its reload link, shows if that fails too).
 */
export function preloadSectionFields(section: FormSection): Promise<void> {
  return (section === 'payoffs' ? PayoffsFields : FIELDS[section]).preload();
}

/** The payoffs form reads the debts of the other sections. */
function PayoffsWithDebts({ applicationId }: { applicationId: string }) {
  const select = useMemo(() => makeSelectDebtOptions(applicationId), [applicationId]);
  return <PayoffsFields debts={useProjection(select)} />;
}

/** The fields of `section`'s form: rendered at once when preloaded, otherwise suspending until their chunk is here. */
export function SectionFields({ applicationId, section }: { applicationId: string; section: FormSection }) {
  if (section === 'payoffs') return <PayoffsWithDebts applicationId={applicationId} />;
  const Fields = FIELDS[section];
  return <Fields />;
}
