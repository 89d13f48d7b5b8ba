import type { SectionName } from '../contract/sectionEnums';

/**
 * How each §2 application form section is named to a person (page titles, the form overview, the sandbox's "still
 * missing" list): liens is shown as "Property Financing". The order of the sections is the contract's
 * `SECTION_NAME.values` (src/contract/sectionEnums.ts), not this table's.
 */
export const SECTION_TITLES: Readonly<Record<SectionName, string>> = {
  'personal-information': 'Personal information',
  'investment-information': 'Investment information',
  'property-information': 'Property information',
  'housing-expense': 'Housing expense',
  'mortgage-details': 'Mortgage details',
  liens: 'Property Financing',
  payoffs: 'Payoffs',
  declarations: 'Declarations',
};
