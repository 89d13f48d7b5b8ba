import type { CreditDisclosure } from '../../../contract/outcomes/creditDisclosure';
import { formatDate } from '../../../domain/format';
import { creditNoticeWords, scoreRangeWords, websiteWords, type CreditNoticeWords } from '../../../domain/outcomes';

/** The bureau as the page shows it: its `tel:` target and its website as people say it beside what the server sent. */
export interface CreditBureauView {
  name: string;
  address: string;
  phone: string;
  /** `tel:` target: digits (and a leading +) only. */
  phoneHref: string;
  website: string;
  /** The website without `https://` ("www.experian.com"). */
  websiteLabel: string;
}

/** The credit disclosure of a credit-based denial as shown (docs/application.md "The credit disclosure"). */
export interface CreditDisclosureView {
  bureau: CreditBureauView;
  score: number;
  /** "300 to 850". */
  range: string;
  /** §9 MM/dd/yyyy: the date the report was pulled. */
  pulledOn: string;
  /** Up to four, in plain words, as the bureau sent them. */
  keyFactors: readonly string[];
  words: CreditNoticeWords;
}

/** The credit disclosure sent by the server, ready to show. */
export function creditDisclosureView(d: CreditDisclosure): CreditDisclosureView {
  return {
    bureau: {
      name: d.bureau.name,
      address: d.bureau.address,
      phone: d.bureau.phone,
      phoneHref: `tel:${d.bureau.phone.replace(/[^\d+]/g, '')}`,
      website: d.bureau.website,
      websiteLabel: websiteWords(d.bureau.website),
    },
    score: d.score,
    range: scoreRangeWords(d.score_range),
    pulledOn: formatDate(d.pulled_at),
    keyFactors: d.key_factors,
    words: creditNoticeWords(d.bureau.name),
  };
}
