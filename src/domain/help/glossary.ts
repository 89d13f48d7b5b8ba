/** A term of the product and what it means, for the resources page's glossary (a `<dl>`). */
export interface GlossaryEntry {
  readonly term: string;
  readonly definition: string;
}

/** Words a homeowner meets in the portal (§1, §3), in alphabetical order. */
export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    term: 'Appraisal',
    definition: 'An independent estimate of your home’s market value by a licensed appraiser. It sets the starting value used in your agreement.',
  },
  {
    term: 'Closing documents',
    definition: 'The agreement and the disclosures you sign to complete your Home Equity Investment.',
  },
  {
    term: 'Equity share',
    definition: 'The percentage of your home’s future value that the provider receives when the agreement ends.',
  },
  {
    term: 'Home Equity Investment',
    definition: 'Cash today in exchange for a share of your home’s future value. It is not a loan: there are no monthly payments and no interest.',
  },
  {
    term: 'Home Equity Officer',
    definition: 'Your main contact from application to the Investment Estimate: answers your questions and helps schedule the appraisal.',
  },
  {
    term: 'Investment Estimate',
    definition: 'Our offer for your home: the investment amount, the equity share, the fees and what you might repay under several home-value scenarios.',
  },
  {
    term: 'Lien',
    definition: 'A legal claim on your home that secures a debt, such as a mortgage or a home equity line of credit.',
  },
  {
    term: 'Payoff',
    definition: 'Paying a lien off in full from the investment amount at closing. A payoff statement from your lender gives the exact amount.',
  },
  {
    term: 'Title',
    definition: 'The legal record of who owns your home. A title report lists the owners and any liens.',
  },
  {
    term: 'Transaction Specialist',
    definition: 'Your contact from the Investment Estimate to closing: prepares your closing documents and coordinates funding.',
  },
];
