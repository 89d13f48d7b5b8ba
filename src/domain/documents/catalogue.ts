import type { DocumentType } from '../../contract/documentEnums';
import type { DocumentCategory } from './categories';
import type { DocumentTypeGroup } from './groups';

/**
 * One §3 document type as the portal presents it: the customer-facing `label` (unique), its catalogue `category`
 * (the §3 heading), its §3 document-type `group`, whether a customer may pick it when uploading (`uploadable`:
 * consents, the QCS report, e-signed documents and the credit report are produced by the provider, never uploaded),
 * whether it is in the §3 "special set" (`special`, see {@link SPECIAL_DOCUMENT_TYPES}), and a one-line `hint`
 * telling the customer what to send.
 */
export interface DocumentTypeInfo {
  label: string;
  category: DocumentCategory;
  group: DocumentTypeGroup;
  uploadable: boolean;
  special: boolean;
  hint: string;
}

type Flag = 'special' | 'provider';

const row = (category: DocumentCategory, group: DocumentTypeGroup, label: string, hint: string, ...flags: Flag[]): DocumentTypeInfo => ({
  label,
  category,
  group,
  uploadable: !flags.includes('provider'),
  special: flags.includes('special'),
  hint,
});

/**
 * The §3 document catalogue, one row per `DOCUMENT_TYPE` value (the `Record` type makes a missing or unknown type a
 * compile error; tests/unit/documents checks labels are unique and every §3 category and group is used).
 * The special set (designed; the spec says "about 30 … identification, insurance, HOA dues, mortgage statements,
 * trust, income proofs, bankruptcy and payoff documents and similar"; the exact list is not shown) is marked
 * `'special'` below: 32 types.
 */
export const DOCUMENT_CATALOGUE: Readonly<Record<DocumentType, DocumentTypeInfo>> = {
  // government-id
  'drivers-license': row('government-id', 'government-id', 'Driver’s license', 'Front and back, current and not expired', 'special'),
  passport: row('government-id', 'government-id', 'Passport', 'The photo page of a current passport', 'special'),
  'green-card': row('government-id', 'government-id', 'Green card', 'Front and back of your permanent resident card', 'special'),
  'government-id-generic': row('government-id', 'government-id', 'Other government photo ID', 'Front and back of a current government-issued photo ID', 'special'),
  // personal
  'marriage-certificate': row('personal', 'personal', 'Marriage certificate', 'A copy of the certificate, all pages'),
  'power-of-attorney': row('personal', 'personal', 'Power of attorney', 'The signed power of attorney, all pages'),
  'ssn-verification': row('personal', 'personal', 'Social Security number verification', 'Your Social Security card or an SSA letter showing your number', 'special'),
  'divorce-decree': row('personal', 'personal', 'Divorce decree', 'The final decree, all pages'),
  'proof-of-name-change': row('personal', 'personal', 'Proof of name change', 'A court order, marriage certificate or similar record of the change'),
  // property
  'flood-insurance-policy': row('property', 'property', 'Flood insurance policy', 'The declarations page of your current policy', 'special'),
  'home-inspection-notice': row('property', 'property', 'Home inspection notice', 'The notice or report you received, all pages'),
  'mortgage-statement': row('property', 'property', 'Mortgage statement', 'All pages of your most recent statement', 'special'),
  'property-tax': row('property', 'property', 'Property tax bill', 'Your most recent property tax bill or statement'),
  'title-lien-release': row('property', 'property', 'Title lien release', 'The recorded release of the lien, all pages', 'special'),
  'rental-agreement': row('property', 'property', 'Rental agreement', 'The current signed lease, all pages'),
  'homeowners-insurance-policy': row('property', 'property', 'Homeowners insurance policy', 'The declarations page of your current policy', 'special'),
  'hoa-statement': row('property', 'property', 'HOA bill or account statement', 'Your most recent homeowners association bill or statement', 'special'),
  'trust-agreement': row('property', 'property', 'Trust agreement', 'The full trust agreement with all amendments', 'special'),
  'solar-panel-agreement': row('property', 'property', 'Solar panel agreement', 'The lease, loan or power purchase agreement, all pages'),
  'purchase-agreement': row('property', 'property', 'Purchase agreement', 'The signed purchase contract for your home, all pages'),
  'payoff-statement': row('property', 'property', 'Payoff statement', 'A current payoff statement from your lender', 'special'),
  'subordination-request': row('property', 'property', 'Subordination request documents', 'The lender’s subordination request and any forms they sent', 'special'),
  'mortgage-information': row('property', 'property', 'Mortgage information', 'Any document showing your lender, loan number and balance', 'special'),
  'improvement-receipts': row('property', 'property', 'Home improvement receipts', 'Invoices or receipts for the work done'),
  'improvement-photos-before': row('property', 'property', 'Photos before the improvement', 'Clear photos of the area before the work began'),
  'improvement-photos-after': row('property', 'property', 'Photos after the improvement', 'Clear photos of the finished work'),
  // assets
  'asset-statement': row('assets', 'assets', 'Asset statement', 'All pages of your most recent statement'),
  'bank-deposit-slip': row('assets', 'assets', 'Bank deposit slip', 'The deposit slip or receipt from your bank'),
  'account-statement': row('assets', 'assets', 'Bank or investment account statement', 'All pages of your most recent statement'),
  // income
  'income-4506t': row('income', 'income', '4506-T', 'The signed IRS Form 4506-T', 'special'),
  'income-balance-sheet': row('income', 'self-income', 'Balance sheet', 'Your business’s most recent balance sheet'),
  'income-alimony': row('income', 'income', 'Alimony or child support income', 'The court order or agreement and proof of recent payments', 'special'),
  'income-w2': row('income', 'w2', 'W-2 income', 'Your W-2 forms for the last two years', 'special'),
  'income-self-employed': row('income', 'self-income', 'Self-employment income', 'Proof of your business income, such as 1099 forms', 'special'),
  'income-bonus': row('income', 'income', 'Bonus income', 'A letter or paystub showing your bonus history'),
  'income-retirement': row('income', 'rap-income', 'Retirement income', 'A statement showing your monthly retirement income', 'special'),
  'income-social-security': row('income', 'rap-income', 'Social Security income', 'Your most recent Social Security benefit statement', 'special'),
  'income-va': row('income', 'income', 'VA benefits income', 'Your most recent VA benefits letter', 'special'),
  'income-other': row('income', 'income', 'Other income', 'Any document that shows the income and how often you receive it'),
  'income-rental-proof': row('income', 'income', 'Rental income proof', 'Leases and proof of rent received', 'special'),
  'income-pension': row('income', 'rap-income', 'Pension income', 'Your most recent pension statement or award letter', 'special'),
  'income-military': row('income', 'income', 'Military income', 'Your most recent Leave and Earnings Statement', 'special'),
  'profit-and-loss-statement': row('income', 'self-income', 'Profit and loss statement', 'Your business’s year-to-date profit and loss statement'),
  // w-2
  'w2-most-recent': row('w-2', 'w2', 'Most recent W-2', 'Your W-2 form from last year', 'special'),
  'paystub-most-recent-and-next': row('w-2', 'w2', 'Most recent and next paystub', 'Your latest paystub, then the next one when you receive it', 'special'),
  // paycheck-stubs
  'paystub-latest': row('paycheck-stubs', 'paycheck-stubs', 'Latest paystub', 'Your most recent paystub showing year-to-date earnings', 'special'),
  'paystub-last-year': row('paycheck-stubs', 'paycheck-stubs', 'Last paystub of last year', 'Your final paystub from December of last year'),
  'paystub-year-before-last': row('paycheck-stubs', 'paycheck-stubs', 'Last paystub of the year before last', 'Your final paystub from December of the year before last'),
  // retiree benefit letter
  'retiree-benefit-letter': row('retiree-benefit-letter', 'rap-income', 'Retiree benefit letter', 'Your current benefit or award letter', 'special'),
  // self-employed tax returns
  'self-employed-tax-return-last-year': row('self-employed-tax-returns', 'self-income', 'Tax return for last year', 'Your signed federal tax return with all schedules', 'special'),
  'self-employed-tax-return-year-before': row('self-employed-tax-returns', 'self-income', 'Tax return for the year before last', 'Your signed federal tax return with all schedules', 'special'),
  // liabilities
  'bankruptcy-discharge-notice': row('liabilities', 'liabilities', 'Bankruptcy discharge notice', 'The court’s discharge notice, all pages', 'special'),
  'credit-report': row('liabilities', 'liabilities', 'Credit report', 'Pulled by us with your consent', 'provider'),
  'foreclosure-documents': row('liabilities', 'liabilities', 'Foreclosure documents', 'Any notices or court records about the foreclosure'),
  'judgement-documents': row('liabilities', 'liabilities', 'Judgment documents', 'The judgment and proof it was paid or released'),
  'verification-of-mortgage': row('liabilities', 'liabilities', 'Verification of mortgage', 'The verification form completed by your lender', 'special'),
  // other
  'other-generic': row('other', 'other', 'Other document', 'Anything else your team asked for'),
  'consent-credit': row('other', 'other', 'Credit check consent', 'Recorded when you agree to a credit check', 'provider'),
  'consent-telephone': row('other', 'other', 'Telephone contact consent', 'Recorded when you agree to be contacted by phone', 'provider'),
  'non-applicant-disclosure': row('other', 'other', 'Non-applicant disclosure', 'The disclosure signed by a person on title who is not applying'),
  'qcs-report': row('other', 'other', 'QCS report', 'Prepared by us during review', 'provider'),
  'e-signed-document': row('other', 'other', 'Electronically signed document', 'Added when you sign your closing documents', 'provider'),
};
