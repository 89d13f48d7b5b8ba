import type { LienType, UseOfProceeds } from '../contract/sectionEnums';

/*
 * Customer-facing names of the enumerations that only the application's section forms offer (the wire values stay
 * machine names).
 */

/** Kinds of lien other than a first mortgage (contract LIEN_TYPE; the Property Financing section and payoffs). */
export const LIEN_TYPE_LABELS: Readonly<Record<LienType, string>> = {
  'second-mortgage': 'Second mortgage',
  heloc: 'Home equity line of credit (HELOC)',
  'home-equity-loan': 'Home equity loan',
  'tax-lien': 'Tax lien',
  'judgment-lien': 'Judgment lien',
  'mechanics-lien': 'Mechanic’s lien',
  'solar-lien': 'Solar panel lien',
  'hoa-lien': 'HOA lien',
  other: 'Other lien',
};

/** What the money will be used for (contract USE_OF_PROCEEDS; the investment-information section). */
export const USE_OF_PROCEEDS_LABELS: Readonly<Record<UseOfProceeds, string>> = {
  'debt-consolidation': 'Pay off or consolidate debt',
  'home-improvement': 'Home improvement',
  education: 'Education',
  business: 'Business',
  retirement: 'Retirement',
  'emergency-savings': 'Emergency savings',
  'purchase-property': 'Buy another property',
  medical: 'Medical expenses',
  other: 'Something else',
};
