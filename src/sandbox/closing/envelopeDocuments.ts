import { randomUUID } from 'node:crypto';
import type { InvestmentEstimate, Uuid } from '../../contract';
import { formatCurrency } from '../../domain/format';
import { formatDate } from '../../domain/formatDate';
import { formatPercent } from '../../domain/offer';
import type { ApplicationRow } from '../repo/applications';
import type { NewField, NewSigner, StoredEnvelopeDocument } from '../repo/envelopes';
import { ESTIMATE_RULES } from './estimate';

/** The provider as the closing documents name it (fictional). */
export const INVESTOR_NAME = 'Home Equity Release Investments, LLC';

/** What the documents quote: the application, its final terms, payoffs (USD) and the signers in position order. */
export interface ClosingFigures {
  app: ApplicationRow;
  estimate: InvestmentEstimate;
  payoffsTotal: number;
  signers: readonly NewSigner[];
  /** The effective date, yyyy-MM-dd. */
  effectiveDate: string;
}

const namesOf = (signers: readonly NewSigner[]): string => {
  const names = signers.map((s) => s.signer_name);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
};

const addressOf = (a: ApplicationRow): string =>
  `${a.street}${a.unit_number ? `, ${a.unit_number}` : ''}, ${a.city}, ${a.state} ${a.zip_code}`;

/**
 * The three closing documents of an envelope (issue #4 §4; the sandbox's stand-in for rendered PDFs): the Investment
 * Agreement (3 pages), the Memorandum of Agreement and Security Instrument (2 pages) and the Closing Disclosure
 * (2 pages), written with the application's figures (§9 currency and dates). Every signer initials each page but
 * the last of a document and signs its last page.
 */
export function closingDocuments(f: ClosingFigures): { documents: StoredEnvelopeDocument[]; fields: NewField[] } {
  const { app, estimate: e } = f;
  const homeowners = namesOf(f.signers);
  const totalFees = e.fees.reduce((sum, fee) => sum + fee.amount, 0);
  const cash = Math.max(0, e.investment_amount - totalFees - f.payoffsTotal);
  const years = ESTIMATE_RULES.scenarioYears;
  const cap = e.investment_amount * (1 + ESTIMATE_RULES.capAnnualReturn * years);
  const texts: { name: string; pages: { heading: string; paragraphs: string[] }[] }[] = [
    {
      name: 'Investment Agreement',
      pages: [
        {
          heading: 'Parties and property',
          paragraphs: [
            `This Investment Agreement takes effect on ${formatDate(f.effectiveDate)} between ${INVESTOR_NAME} (the Investor) and ${homeowners} (the Homeowner).`,
            `It concerns the home at ${addressOf(app)} (application ${app.external_id}).`,
            `The parties agree that the home's starting value is ${formatCurrency(e.home_value)}.`,
          ],
        },
        {
          heading: 'The investment',
          paragraphs: [
            `The Investor pays ${formatCurrency(e.investment_amount)} in exchange for ${formatPercent(e.equity_share_percent)} of the home's value when this agreement ends.`,
            `Fees of ${formatCurrency(totalFees)} and payoffs of ${formatCurrency(f.payoffsTotal)} are paid from the investment; the Homeowner receives ${formatCurrency(cash)}.`,
            `The agreement lasts up to ${e.term_years} years. There are no monthly payments.`,
          ],
        },
        {
          heading: 'Repayment',
          paragraphs: [
            `When the home is sold, the agreement ends or the Homeowner buys the investment out, the Homeowner pays the Investor ${formatPercent(e.equity_share_percent)} of the home's value at that time.`,
            `After ${years} years that payment is at most ${formatCurrency(cap)}; if the home loses value, the Investor shares in the loss.`,
            'By signing below, the Homeowner confirms having read and understood this agreement.',
          ],
        },
      ],
    },
    {
      name: 'Memorandum of Agreement and Security Instrument',
      pages: [
        {
          heading: 'Memorandum of agreement',
          paragraphs: [
            `This memorandum records that ${INVESTOR_NAME} holds an interest in the home at ${addressOf(app)} under an Investment Agreement dated ${formatDate(f.effectiveDate)}.`,
            'It will be recorded with the county so that any buyer or lender knows of the agreement.',
          ],
        },
        {
          heading: 'Security instrument',
          paragraphs: [
            `To secure the Homeowner's obligations, the Homeowner grants the Investor a lien on the home for the amounts due under the agreement.`,
            'The lien is released when the Investor has been paid.',
          ],
        },
      ],
    },
    {
      name: 'Closing Disclosure',
      pages: [
        {
          heading: 'Your figures',
          paragraphs: [
            `Investment amount: ${formatCurrency(e.investment_amount)}.`,
            ...e.fees.map((fee) => `${fee.label}: ${formatCurrency(fee.amount)}.`),
            `Payoffs of existing debts: ${formatCurrency(f.payoffsTotal)}.`,
            `Cash to you at closing: ${formatCurrency(cash)}.`,
          ],
        },
        {
          heading: 'Acknowledgement',
          paragraphs: [
            'You have the right to cancel within three business days of signing.',
            'By signing, you confirm that you received this disclosure before closing.',
          ],
        },
      ],
    },
  ];
  const documents: StoredEnvelopeDocument[] = texts.map((d) => ({
    uuid: randomUUID() as Uuid,
    name: d.name,
    pages: d.pages.map((p, i) => ({ number: i + 1, heading: p.heading, paragraphs: p.paragraphs })),
  }));
  const fields: NewField[] = documents.flatMap((d) =>
    d.pages.flatMap((p) =>
      f.signers.map((s): NewField => {
        const last = p.number === d.pages.length;
        return {
          profile_uuid: s.profile_uuid,
          document_uuid: d.uuid,
          page_number: p.number,
          kind: last ? 'signature' : 'initials',
          label: last ? `Signature of ${s.signer_name}` : `Initials of ${s.signer_name}`,
        };
      })));
  return { documents, fields };
}
