import * as t from 'io-ts';
import { closed, IsoDateTime } from '../codec';

/** A non-empty line of text (an address line, a phone number, a key factor). */
const Text = t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= 300, 'NonEmptyText');

/** A whole credit score point (FICO and VantageScore are whole numbers). */
const ScorePoint = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0 && n <= 10_000, 'ScorePoint');

/**
 * The consumer reporting agency ("credit bureau") whose report was used (FCRA §615(a)(2)): its name, one-line postal
 * address, phone number as it should be dialled and read (a nationwide bureau's is toll-free) and website
 * (an `https://` address).
 */
export const CreditBureau = closed('CreditBureau', {
  name: Text,
  address: Text,
  phone: Text,
  website: t.refinement(t.string, (s) => /^https:\/\/[^\s/]+(\/\S*)?$/.test(s), 'HttpsUrl'),
});
export type CreditBureau = t.TypeOf<typeof CreditBureau>;

/** The lowest and highest score of the scoring model, e.g. 300–850 (FCRA §609(f)(1)(B)). */
export const ScoreRange = t.refinement(
  closed('ScoreRange', { min: ScorePoint, max: ScorePoint }),
  (r) => r.min < r.max,
  'ScoreRange',
);
export type ScoreRange = t.TypeOf<typeof ScoreRange>;

/**
 * What a homeowner denied in whole or in part because of their credit report is owed (FCRA §615(a), §609(f); ECOA /
 * Reg B §1002.9): the bureau that supplied the report, the credit score used and its range, when the report was
 * pulled, and up to four key factors that hurt the score, each already in plain words (the bureau's reason
 * statements; the client shows them as sent). The score lies within the range. It is the signed-in person's own
 * report: a co-owner whose credit was not used gets null.
 */
export const CreditDisclosure = t.refinement(
  closed('CreditDisclosure', {
    bureau: CreditBureau,
    score: ScorePoint,
    score_range: ScoreRange,
    pulled_at: IsoDateTime,
    key_factors: t.refinement(t.array(Text), (a) => a.length <= 4, 'AtMostFourKeyFactors'),
  }),
  (d) => d.score >= d.score_range.min && d.score <= d.score_range.max,
  'CreditDisclosure',
);
export type CreditDisclosure = t.TypeOf<typeof CreditDisclosure>;
