import { DENIAL_FACTOR, DENIAL_REASONS, DENIED_REASON, FURTHER_DENIAL_REASON, WITHDRAWN_REASON } from '../../../src/contract';
import {
  DENIAL_FACTOR_WORDS, DENIAL_REAPPLY_ADVICE, DENIAL_REASON_WORDS, OUTCOME_TITLES, outcomeNextSteps, WITHDRAWN_REASON_WORDS,
  type PlainWords,
} from '../../../src/domain/outcomes';

/** Every code of an enumeration, so a label that reads like one is caught (e.g. "not-enough-equity"). */
const ALL_CODES = new Set<string>([...DENIAL_REASONS, ...WITHDRAWN_REASON.values, ...DENIAL_FACTOR.values]);
/** The codes that read as slugs (with a dash): none may appear inside shown text. */
const SLUG_CODES = [...ALL_CODES].filter((c) => c.includes('-'));

function expectPlainWords(name: string, codes: readonly string[], words: Readonly<Record<string, PlainWords>>): void {
  describe(name, () => {
    it('has a non-empty label and explanation for every code, and nothing else', () => {
      expect(Object.keys(words).sort()).toEqual([...codes].sort());
      for (const code of codes) {
        expect(words[code]?.label.trim(), code).not.toBe('');
        expect(words[code]?.explanation.trim(), code).not.toBe('');
      }
    });

    it('has a different label for every code', () => {
      const labels = codes.map((c) => words[c]?.label);
      expect(new Set(labels).size).toBe(labels.length);
    });

    it('never shows a raw code: no label or explanation is a code, or has a slug in it', () => {
      for (const code of codes) {
        const text = `${words[code]?.label} ${words[code]?.explanation}`;
        expect(ALL_CODES.has(words[code]?.label ?? ''), code).toBe(false);
        for (const raw of SLUG_CODES) expect(text.toLowerCase(), code).not.toContain(raw);
        expect(words[code]?.label, code).toMatch(/^[A-Z]/);
      }
    });
  });
}

describe('closed-lost reasons in plain words (issue 12 §1)', () => {
  it('the contract has the §4 lists: 19 denied reasons, 10 withdrawn reasons, the further codes and the denial factors', () => {
    expect(DENIED_REASON.values).toHaveLength(19);
    expect(WITHDRAWN_REASON.values).toHaveLength(10);
    expect(FURTHER_DENIAL_REASON.values).toEqual(['improper-title-vesting', 'unacceptable-property-type']);
    expect(DENIAL_FACTOR.values).toHaveLength(14);
  });

  expectPlainWords('denied reasons and further reason codes', DENIAL_REASONS, DENIAL_REASON_WORDS);
  expectPlainWords('withdrawn reasons', WITHDRAWN_REASON.values, WITHDRAWN_REASON_WORDS);
  expectPlainWords('detailed denial factors', DENIAL_FACTOR.values, DENIAL_FACTOR_WORDS);

  it('names both outcomes honestly', () => {
    expect(OUTCOME_TITLES).toEqual({ denied: 'Application denied', withdrawn: 'Application withdrawn' });
  });
});

describe('what the homeowner can do next (issue 12 §1)', () => {
  it('after a denial: a new application, the HEO, and when to reapply only for reasons a new application could change', () => {
    const credit = outcomeNextSteps({ outcome: 'denied', reason: 'credit' });
    expect(credit).toMatchObject({ offerNewApplication: true });
    expect(credit.reapply).toMatch(/credit report has improved/);
    expect(credit.contact).toMatch(/Home Equity Officer/);
    expect(outcomeNextSteps({ outcome: 'denied', reason: 'atypical-property' }).reapply).toBeNull();
    for (const advice of Object.values(DENIAL_REAPPLY_ADVICE)) for (const raw of SLUG_CODES) expect(advice.toLowerCase()).not.toContain(raw);
  });

  it('after a withdrawal: start again whenever ready, except a duplicate, whose other application is open', () => {
    expect(outcomeNextSteps({ outcome: 'withdrawn', reason: 'too-expensive' })).toMatchObject({ offerNewApplication: true, reapply: expect.stringMatching(/whenever you are ready/) });
    expect(outcomeNextSteps({ outcome: 'withdrawn', reason: 'duplicate' })).toMatchObject({ offerNewApplication: false, reapply: expect.stringMatching(/other application/) });
  });
});
