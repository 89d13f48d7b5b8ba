import { FAQS, faqById, GLOSSARY, GUIDES } from '../../../src/domain/help';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/constants';
import { formatFileSize } from '../../../src/domain/format';
import { CUSTOMER_STAGE_FAQS, STAGE_FAQ_LINKS } from '../../../src/domain/stageContent';

describe('FAQ content (issue #4 §5 /faq, §2 customer-stage FAQ links)', () => {
  it('answers every FAQ a customer-stage message links to, under the same title', () => {
    const linked = Object.values(CUSTOMER_STAGE_FAQS).flat();
    for (const link of [...STAGE_FAQ_LINKS, ...linked]) {
      expect(faqById(link.id), link.id).toMatchObject({ id: link.id, title: link.title });
    }
  });

  it('adds general questions on fees, equity share, repayment, documents, e-signing and funding', () => {
    const stageIds = new Set(STAGE_FAQ_LINKS.map((l) => l.id));
    const general = FAQS.filter((f) => !stageIds.has(f.id)).map((f) => f.title);
    expect(general.length).toBeGreaterThanOrEqual(6);
    for (const topic of [/fee/i, /equity share/i, /repay/i, /files|documents/i, /sign/i, /funds/i]) {
      expect(general.some((title) => topic.test(title)), String(topic)).toBe(true);
    }
  });

  it('uses unique ids that are valid in a URL hash and as element ids, each with an answer', () => {
    const ids = FAQS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const faq of FAQS) {
      expect(faq.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(faq.answer.length).toBeGreaterThan(0);
      expect(faq.answer.every((p) => p.trim().length > 0)).toBe(true);
    }
  });

  it('states the upload limit from the one constant (§9 file size format)', () => {
    expect(faqById('which-files-can-i-upload')?.answer.join(' ')).toContain(formatFileSize(MAX_UPLOAD_BYTES));
  });
});

describe('resources content (issue #4 §5 /resources)', () => {
  it('explains the product’s words, in alphabetical order', () => {
    const terms = GLOSSARY.map((g) => g.term);
    for (const term of ['Home Equity Investment', 'Equity share', 'Investment Estimate', 'Lien', 'Payoff', 'Title', 'Appraisal', 'Home Equity Officer', 'Transaction Specialist']) {
      expect(terms).toContain(term);
    }
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b)));
    expect(GLOSSARY.every((g) => g.definition.trim().length > 0)).toBe(true);
  });

  it('has guides with steps', () => {
    expect(GUIDES.length).toBeGreaterThan(0);
    expect(GUIDES.every((g) => g.steps.length > 0)).toBe(true);
  });
});
