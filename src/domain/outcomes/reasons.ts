import type { DenialFactor, DenialReason, WithdrawnReason } from '../../contract/outcomes/enums';

/** How a closed-lost reason or factor reads to the homeowner: a short label and one or two plain sentences. */
export interface PlainWords {
  label: string;
  explanation: string;
}

/**
 * §4 denied reasons and the further reason codes in plain words (issue 12 §1; the spec gives the codes only). Written
 * to the homeowner ("your home"), never showing a code; "other" points to the Home Equity Officer for the detail.
 */
export const DENIAL_REASON_WORDS: Readonly<Record<DenialReason, PlainWords>> = {
  'atypical-property': { label: 'The home is not a typical property for us', explanation: 'Homes that are unusual for their area are hard to value reliably, so we cannot invest in this one.' },
  'avm-data': { label: 'We could not value the home automatically', explanation: 'There was not enough reliable sales data near your home for an automated valuation.' },
  bankruptcy: { label: 'A recent or open bankruptcy', explanation: 'The credit report shows a bankruptcy that does not meet our guidelines.' },
  credit: { label: 'Credit history', explanation: 'The credit report does not meet our guidelines, for example because of late payments or collections.' },
  'home-value': { label: 'The home’s value', explanation: 'The value we found for your home does not support the investment you asked for.' },
  'home-value-above-guidelines': { label: 'The home’s value is above our limit', explanation: 'Your home is worth more than the largest home value we can invest in.' },
  'home-value-below-guidelines': { label: 'The home’s value is below our minimum', explanation: 'Your home is worth less than the smallest home value we can invest in.' },
  'improper-property-use': { label: 'How the home is used', explanation: 'The way the home is used (for example as a business or an unpermitted rental) is outside our guidelines.' },
  'ineligible-state': { label: 'We do not invest in this state', explanation: 'We are not able to offer an investment for a home in this state at the moment.' },
  'not-enough-equity': { label: 'Not enough equity in the home', explanation: 'After the mortgages and other debts on the home, there is not enough equity left for an investment.' },
  'property-condition': { label: 'The condition of the home', explanation: 'The appraisal found damage or repairs needed that are outside our guidelines.' },
  'unacceptable-first-lien': { label: 'The first mortgage', explanation: 'The terms of the first mortgage on the home (for example a reverse or balloon mortgage) are outside our guidelines.' },
  'unacceptable-vesting': { label: 'How the title is held', explanation: 'The way the owners hold title to the home is outside our guidelines.' },
  'unacceptable-cost-benefit-ratio': { label: 'The cost outweighs the benefit', explanation: 'After fees and payoffs, too little cash would reach you for the investment to make sense.' },
  'unresolved-subordinations': { label: 'A lender would not agree to our position', explanation: 'A lender on the home did not agree to the subordination the investment needs.' },
  'unresolved-lien-releases': { label: 'A lien could not be released', explanation: 'A lien on the home’s title was not released in time to close.' },
  'unresolved-payoffs': { label: 'A debt could not be paid off', explanation: 'A debt that had to be paid off at closing could not be settled.' },
  'insufficient-insurance': { label: 'Not enough homeowners insurance', explanation: 'The homeowners insurance does not cover the home as our guidelines require.' },
  other: { label: 'Another reason', explanation: 'Your Home Equity Officer can tell you more about the decision.' },
  'improper-title-vesting': { label: 'The title is held by a company or as a life estate', explanation: 'We can only invest when the owners hold title to the home themselves, not through a company or a life estate.' },
  'unacceptable-property-type': { label: 'The type of property', explanation: 'We do not invest in this type of property (for example a mobile home or a large lot).' },
};

/** §4 withdrawn reasons in plain words (issue 12 §1): why the application stopped, said without blame. */
export const WITHDRAWN_REASON_WORDS: Readonly<Record<WithdrawnReason, PlainWords>> = {
  'different-hea': { label: 'You chose another home equity provider', explanation: 'You decided to go ahead with a different home equity agreement.' },
  duplicate: { label: 'A duplicate application', explanation: 'This application repeated another one for the same home, which stays open.' },
  'incomplete-application': { label: 'The application was not completed', explanation: 'Some of the information or documents we needed did not reach us.' },
  'no-longer-interested': { label: 'You are no longer interested', explanation: 'You told us you no longer want to go ahead.' },
  'offer-too-small': { label: 'The offer was too small', explanation: 'The investment we could offer was less than you needed.' },
  'too-complex': { label: 'The process felt too complex', explanation: 'You told us the process was more involved than you wanted.' },
  'too-expensive': { label: 'The cost was too high', explanation: 'You told us the cost of the investment was more than you wanted to pay.' },
  'traditional-financing': { label: 'You chose a loan instead', explanation: 'You decided on traditional financing, such as a refinance or a home equity loan.' },
  unresponsive: { label: 'We could not reach you', explanation: 'We tried to reach you several times and did not hear back, so we closed the application.' },
  other: { label: 'Another reason', explanation: 'Your Home Equity Officer can tell you more.' },
};

/** §4 detailed denial factors in plain words (issue 12 §1). */
export const DENIAL_FACTOR_WORDS: Readonly<Record<DenialFactor, PlainWords>> = {
  'property-type': { label: 'Property type', explanation: 'The type of property is outside our guidelines.' },
  credit: { label: 'Credit', explanation: 'The credit report does not meet our guidelines.' },
  'dti-over-45-percent': { label: 'Debt-to-income ratio over 45%', explanation: 'Monthly debt payments are more than 45% of monthly income.' },
  'dscr-below-1-25x': { label: 'Rental income too low for the debts', explanation: 'The rental income covers less than 1.25 times the property’s debt payments (debt service coverage ratio).' },
  'fico-under-500': { label: 'Credit score under 500', explanation: 'The FICO credit score is below 500.' },
  'mortgage-delinquency-90-days': { label: 'A mortgage payment 90 days late', explanation: 'The credit report shows a mortgage payment 90 days past due.' },
  'mortgage-delinquency-120-days': { label: 'A mortgage payment 120 days late', explanation: 'The credit report shows a mortgage payment 120 days past due.' },
  'mortgage-delinquency-150-plus-days': { label: 'A mortgage payment 150 or more days late', explanation: 'The credit report shows a mortgage payment 150 or more days past due.' },
  bankruptcy: { label: 'Bankruptcy', explanation: 'The credit report shows a bankruptcy.' },
  'title-held-in-llc': { label: 'Title held by an LLC', explanation: 'The home is owned by a limited liability company rather than by people.' },
  'title-held-in-life-estate': { label: 'Title held as a life estate', explanation: 'The home is held as a life estate.' },
  'title-held-as-tenants-in-common': { label: 'Title held as tenants in common', explanation: 'The owners hold title as tenants in common.' },
  'unpermitted-rental': { label: 'Unpermitted rental', explanation: 'Part of the home is rented out without the permits it needs.' },
  'non-primary-residence-in-dc': { label: 'Not a primary residence in DC', explanation: 'In the District of Columbia we only invest in homes the owners live in.' },
};

/** The plain words of a closed-lost reason of either outcome. */
export function reasonWords(c: { outcome: 'denied'; reason: DenialReason } | { outcome: 'withdrawn'; reason: WithdrawnReason }): PlainWords {
  return c.outcome === 'denied' ? DENIAL_REASON_WORDS[c.reason] : WITHDRAWN_REASON_WORDS[c.reason];
}
