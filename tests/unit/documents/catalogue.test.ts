import { DOCUMENT_TYPE } from '../../../src/contract/documentEnums';
import {
  DOCUMENT_CATALOGUE,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_TYPE_GROUPS,
  documentTypeLabel,
  isUploadableDocumentType,
  SPECIAL_DOCUMENT_TYPES,
  UPLOAD_PICKER_GROUPS,
} from '../../../src/domain/documents';

const TYPES = DOCUMENT_TYPE.values;

describe('§3 document catalogue', () => {
  it('has exactly one row per document type, each with a label, a category, a group and a hint', () => {
    expect(Object.keys(DOCUMENT_CATALOGUE).sort()).toEqual([...TYPES].sort());
    for (const type of TYPES) {
      const info = DOCUMENT_CATALOGUE[type];
      expect(info.label.trim(), type).not.toBe('');
      expect(info.hint.trim(), type).not.toBe('');
      expect(DOCUMENT_CATEGORIES, type).toContain(info.category);
      expect(DOCUMENT_TYPE_GROUPS, type).toContain(info.group);
    }
  });

  it('uses exactly the §3 category headings, each for at least one type, each with a heading', () => {
    expect([...DOCUMENT_CATEGORIES].sort()).toEqual(
      ['government-id', 'personal', 'property', 'assets', 'income', 'w-2', 'paycheck-stubs', 'retiree-benefit-letter', 'self-employed-tax-returns', 'liabilities', 'other'].sort(),
    );
    const used = new Set(TYPES.map((t) => DOCUMENT_CATALOGUE[t].category));
    expect([...used].sort()).toEqual([...DOCUMENT_CATEGORIES].sort());
    for (const c of DOCUMENT_CATEGORIES) expect(DOCUMENT_CATEGORY_LABELS[c].trim()).not.toBe('');
  });

  it('uses exactly the §3 document-type groups, each for at least one type', () => {
    expect([...DOCUMENT_TYPE_GROUPS]).toEqual(['assets', 'government-id', 'income', 'liabilities', 'other', 'paycheck-stubs', 'personal', 'property', 'rap-income', 'self-income', 'w2']);
    const used = new Set(TYPES.map((t) => DOCUMENT_CATALOGUE[t].group));
    expect([...used].sort()).toEqual([...DOCUMENT_TYPE_GROUPS].sort());
  });

  it('gives every type a different label, so a customer can tell them apart', () => {
    const labels = TYPES.map(documentTypeLabel);
    const duplicates = labels.filter((l, i) => labels.indexOf(l) !== i);
    expect(duplicates).toEqual([]);
  });

  it('shows the labels a customer expects for common documents', () => {
    expect(documentTypeLabel('drivers-license')).toBe('Driver’s license');
    expect(documentTypeLabel('w2-most-recent')).toBe('Most recent W-2');
    expect(documentTypeLabel('income-4506t')).toBe('4506-T');
    expect(documentTypeLabel('hoa-statement')).toBe('HOA bill or account statement');
  });

  it('files the §3 headings’ own types under them', () => {
    const inCategory = (c: string) => TYPES.filter((t) => DOCUMENT_CATALOGUE[t].category === c);
    expect(inCategory('government-id')).toEqual(['drivers-license', 'passport', 'green-card', 'government-id-generic']);
    expect(inCategory('paycheck-stubs')).toEqual(['paystub-latest', 'paystub-last-year', 'paystub-year-before-last']);
    expect(inCategory('self-employed-tax-returns')).toEqual(['self-employed-tax-return-last-year', 'self-employed-tax-return-year-before']);
    expect(inCategory('w-2')).toEqual(['w2-most-recent', 'paystub-most-recent-and-next']);
  });
});

describe('what a customer may upload', () => {
  const provided = ['consent-credit', 'consent-telephone', 'qcs-report', 'e-signed-document', 'credit-report'] as const;

  it('keeps consents, the QCS report, e-signed documents and the credit report out of the picker', () => {
    const offered = UPLOAD_PICKER_GROUPS.flatMap((g) => g.options.map((o) => o.type));
    for (const t of provided) {
      expect(offered).not.toContain(t);
      expect(isUploadableDocumentType(t)).toBe(false);
    }
    expect(offered.sort()).toEqual(TYPES.filter((t) => !(provided as readonly string[]).includes(t)).sort());
  });

  it('groups the picker by category in catalogue order, with the category headings', () => {
    const order = UPLOAD_PICKER_GROUPS.map((g) => g.category);
    expect(order).toEqual(DOCUMENT_CATEGORIES.filter((c) => order.includes(c)));
    for (const g of UPLOAD_PICKER_GROUPS) {
      expect(g.label).toBe(DOCUMENT_CATEGORY_LABELS[g.category]);
      for (const o of g.options) expect(DOCUMENT_CATALOGUE[o.type].category).toBe(g.category);
    }
  });

  it('accepts only known, uploadable type names from a URL', () => {
    expect(isUploadableDocumentType('mortgage-statement')).toBe(true);
    expect(isUploadableDocumentType('Mortgage-Statement')).toBe(false);
    expect(isUploadableDocumentType('toString')).toBe(false);
    expect(isUploadableDocumentType('')).toBe(false);
    expect(isUploadableDocumentType(undefined)).toBe(false);
  });
});

describe('§3 special set (designed)', () => {
  it('has about 30 types', () => {
    expect(SPECIAL_DOCUMENT_TYPES.length).toBeGreaterThanOrEqual(25);
    expect(SPECIAL_DOCUMENT_TYPES.length).toBeLessThanOrEqual(35);
  });

  it('covers identification, insurance, HOA, mortgage statements, trust, income proofs, bankruptcy and payoff documents', () => {
    expect(SPECIAL_DOCUMENT_TYPES).toEqual(
      expect.arrayContaining([
        'drivers-license', 'passport', 'homeowners-insurance-policy', 'flood-insurance-policy', 'hoa-statement',
        'mortgage-statement', 'trust-agreement', 'income-social-security', 'w2-most-recent', 'paystub-latest',
        'bankruptcy-discharge-notice', 'payoff-statement',
      ]),
    );
  });

  it('contains only documents a customer can upload', () => {
    for (const t of SPECIAL_DOCUMENT_TYPES) expect(isUploadableDocumentType(t)).toBe(true);
  });
});
