import {
  creditNoticeWords, ECOA_NOTICE, isCreditBasedDenial, outcomeNextSteps, scoreRangeWords, websiteWords,
} from '../../../src/domain/outcomes';
import { creditDisclosureView } from '../../../src/client/features/application/creditDisclosureView';

describe('which denials owe the credit disclosure (FCRA §615(a))', () => {
  it('a credit or bankruptcy reason, or any factor read from the credit report, whatever the reason', () => {
    expect(isCreditBasedDenial({ reason: 'credit', denial_factors: [] })).toBe(true);
    expect(isCreditBasedDenial({ reason: 'bankruptcy', denial_factors: [] })).toBe(true);
    expect(isCreditBasedDenial({ reason: 'not-enough-equity', denial_factors: ['mortgage-delinquency-120-days'] })).toBe(true);
    expect(isCreditBasedDenial({ reason: 'other', denial_factors: ['dti-over-45-percent'] })).toBe(true);
  });

  it('not a denial about the home alone', () => {
    expect(isCreditBasedDenial({ reason: 'atypical-property', denial_factors: [] })).toBe(false);
    expect(isCreditBasedDenial({ reason: 'not-enough-equity', denial_factors: ['title-held-in-llc', 'unpermitted-rental'] })).toBe(false);
  });

  it('after a credit-based denial the Home Equity Officer also goes through the credit report', () => {
    expect(outcomeNextSteps({ outcome: 'denied', reason: 'other', denial_factors: ['fico-under-500'] }).contact).toMatch(/credit report/);
    expect(outcomeNextSteps({ outcome: 'denied', reason: 'atypical-property', denial_factors: [] }).contact).not.toMatch(/credit/);
  });
});

describe('the words of the credit disclosure', () => {
  const words = creditNoticeWords('Experian');

  it('names the bureau, says it did not decide, and states the 60-day free copy and the dispute rights', () => {
    expect(words.usedReport).toBe('Our decision was based in whole or in part on information in a credit report from Experian.');
    expect(words.notTheirDecision).toBe('Experian did not make this decision and cannot tell you why it was made.');
    expect(words.freeCopy).toMatch(/free copy of your credit report from Experian if you ask for it within 60 days/);
    expect(words.dispute).toMatch(/wrong or incomplete, you have the right to dispute it with Experian/);
  });

  it('is plain: short sentences, no legal codes or section signs', () => {
    for (const text of [...Object.values(words), ...ECOA_NOTICE]) {
      expect(text).not.toMatch(/§|U\.S\.C\.|pursuant|hereby|thereof/i);
      for (const sentence of text.split(/(?<=\.)\s/)) expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(60);
    }
  });

  it('the ECOA notice lists the protected grounds and the agency to contact', () => {
    const text = ECOA_NOTICE.join(' ');
    for (const ground of ['race', 'color', 'religion', 'national origin', 'sex', 'marital status', 'age', 'public assistance']) expect(text).toContain(ground);
    expect(text).toContain('Federal Trade Commission');
  });

  it('reads a range and a website as people say them', () => {
    expect(scoreRangeWords({ min: 300, max: 850 })).toBe('300 to 850');
    expect(websiteWords('https://www.experian.com/')).toBe('www.experian.com');
    expect(websiteWords('https://www.annualcreditreport.com/index.action')).toBe('www.annualcreditreport.com/index.action');
  });

  it('the page view: a dialable number, the date in §9 format, the factors as sent', () => {
    const view = creditDisclosureView({
      bureau: { name: 'Experian', address: 'P.O. Box 4500, Allen, TX 75013', phone: '1-888-397-3742', website: 'https://www.experian.com' },
      score: 487, score_range: { min: 300, max: 850 }, pulled_at: '2026-02-01T17:00:00.000Z', key_factors: ['A payment was 90 days late'],
    });
    expect(view).toMatchObject({
      bureau: { phoneHref: 'tel:18883973742', websiteLabel: 'www.experian.com' }, score: 487, range: '300 to 850',
      pulledOn: '02/01/2026', keyFactors: ['A payment was 90 days late'],
    });
    expect(view.words.freeCopy).toContain('Experian');
  });
});
