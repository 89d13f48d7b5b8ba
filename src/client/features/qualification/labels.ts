import type { MortgageType } from '../../../contract/sectionEnums';

/** Readable names of the kinds of mortgage (contract MORTGAGE_TYPE), in the order offered. */
export const MORTGAGE_TYPE_LABELS: Readonly<Record<MortgageType, string>> = {
  conventional: 'Conventional',
  fha: 'FHA (Federal Housing Administration)',
  va: 'VA (Department of Veterans Affairs)',
  usda: 'USDA (Department of Agriculture)',
  reverse: 'Reverse mortgage',
  other: 'Other',
};
