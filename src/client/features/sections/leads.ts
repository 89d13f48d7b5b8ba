import type { FormSection } from './sectionOrder';

/**
 * The short line under each section's title (§2 sections): on the section's page, and in the prerendered shell before
 * the page's code arrives (app/prerender/shellHeadings.ts).
 */
export const SECTION_LEADS: Readonly<Record<FormSection, string>> = {
  'personal-information': 'Tell us about yourself.',
  'investment-information': 'How much you would like and what it is for.',
  'property-information': 'A few facts about your home.',
  'housing-expense': 'What you pay to keep your home.',
  'mortgage-details': 'The mortgages on your home.',
  liens: 'Other loans or liens secured by your home.',
  payoffs: 'Debts you want paid off from the money at closing.',
};
