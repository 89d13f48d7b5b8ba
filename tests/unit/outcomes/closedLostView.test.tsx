import { renderToStaticMarkup } from 'react-dom/server';
import type { ClosedLost } from '../../../src/contract';
import { closedLostView } from '../../../src/client/features/application/closedLostSelectors';
import { CreditDisclosureCard } from '../../../src/client/features/application/views/CreditDisclosureCard';
import { application } from '../app/fixtures';

const decided = { decided_at: '2026-03-04T10:00:00.000Z', stage_reached: 'under-review' } as const;
const disclosure = {
  bureau: { name: 'Experian', address: 'P.O. Box 4500, Allen, TX 75013', phone: '(888) 397-3742', website: 'https://www.experian.com' },
  score: 487, score_range: { min: 300, max: 850 }, pulled_at: '2026-02-01T17:00:00.000Z',
  key_factors: ['A payment was 90 days late', 'Balances are high compared with limits'],
};
const viewOf = (c: ClosedLost) => closedLostView(application({ stage: 'closed-lost', customer_stage: 'closed', closed_lost: c }), c);

describe('the outcome page view of a denial (FCRA §615(a))', () => {
  it('a credit denial with the disclosure shows it, and the ECOA notice', () => {
    const v = viewOf({ outcome: 'denied', reason: 'credit', denial_factors: ['fico-under-500'], ...decided, credit_disclosure: disclosure });
    expect(v.credit).toMatchObject({ score: 487, range: '300 to 850', bureau: { name: 'Experian' } });
    expect(v.ecoaNotice?.join(' ')).toMatch(/Equal Credit Opportunity Act/);
  });

  it('a credit denial without it (null or absent) shows the decision without that block, never an empty one', () => {
    expect(viewOf({ outcome: 'denied', reason: 'credit', denial_factors: [], ...decided, credit_disclosure: null }).credit).toBeNull();
    const absent = viewOf({ outcome: 'denied', reason: 'credit', denial_factors: [], ...decided });
    expect(absent).toMatchObject({ credit: null, title: 'Application denied', reason: { label: 'Credit history' } });
  });

  it('a withdrawal has neither the disclosure nor the ECOA notice', () => {
    expect(viewOf({ outcome: 'withdrawn', reason: 'too-expensive', denial_factors: [], ...decided, credit_disclosure: null })).toMatchObject({ credit: null, ecoaNotice: null });
  });

  it('the card names the bureau, the score and range, the key factors in order, both rights and the bureau’s contact', () => {
    const v = viewOf({ outcome: 'denied', reason: 'credit', denial_factors: [], ...decided, credit_disclosure: disclosure });
    if (!v.credit) throw new Error('no credit view');
    const html = renderToStaticMarkup(<CreditDisclosureCard credit={v.credit} />);
    expect(html).toContain('<dd>487</dd>');
    expect(html).toContain('<dd>300 to 850</dd>');
    expect(html).toContain('<dd>02/01/2026</dd>');
    expect(html).toMatch(/<ol class="outcome-factors"><li>A payment was 90 days late<\/li><li>Balances are high compared with limits<\/li><\/ol>/);
    expect(html).toContain('within 60 days');
    expect(html).toContain('dispute it with Experian');
    expect(html).toContain('Experian did not make this decision and cannot tell you why it was made.');
    expect(html).toContain('href="tel:8883973742"');
    expect(html).toContain('href="https://www.experian.com"');
  });
});
