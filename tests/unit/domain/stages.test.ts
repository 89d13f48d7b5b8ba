import fc from 'fast-check';
import { CUSTOMER_STAGE_PROGRESS } from '../../../src/contract/enums';
import { CUSTOMER_STAGE_FAQS, STAGE_FAQ_LINKS, customerStageMessage } from '../../../src/domain/stageContent';
import {
  CLOSED_LOST_OUTCOMES,
  CUSTOMER_STAGES,
  INTERNAL_STAGES,
  compareStages,
  customerStageOf,
  customerStageProgress,
  isClosedLostOutcome,
  isStageAtOrAfter,
  isStageBefore,
} from '../../../src/domain/stages';

const stage = fc.constantFrom(...INTERNAL_STAGES);

describe('§4 internal stage order', () => {
  it('runs from pending-qualification to closed-lost', () => {
    expect(INTERNAL_STAGES[0]).toBe('pending-qualification');
    expect(INTERNAL_STAGES.at(-1)).toBe('closed-lost');
    expect(compareStages('pending-ie-delivery', 'pending-intent-to-proceed')).toBeLessThan(0);
    expect(isStageAtOrAfter('pending-wire', 'pending-ics-signature')).toBe(true);
    expect(isStageAtOrAfter('pending-doc-upload', 'pending-ie-delivery')).toBe(false);
    expect(isStageBefore('pending-doc-upload', 'pending-ie-delivery')).toBe(true);
  });

  it('compareStages is a total order consistent with the list', () => {
    fc.assert(
      fc.property(stage, stage, stage, (a, b, c) => {
        const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);
        expect(sign(compareStages(a, b))).toBe(sign(INTERNAL_STAGES.indexOf(a) - INTERNAL_STAGES.indexOf(b)));
        expect(sign(compareStages(a, b))).toBe(-sign(compareStages(b, a)) || 0);
        expect(compareStages(a, b) === 0).toBe(a === b);
        if (compareStages(a, b) <= 0 && compareStages(b, c) <= 0) expect(compareStages(a, c)).toBeLessThanOrEqual(0);
        expect(isStageAtOrAfter(a, b)).toBe(!isStageBefore(a, b));
      }),
    );
  });

  it('sorting any shuffle with compareStages gives back the §4 list', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...INTERNAL_STAGES], { minLength: INTERNAL_STAGES.length }), (shuffled) => {
        expect([...shuffled].sort(compareStages)).toEqual(INTERNAL_STAGES);
      }),
    );
  });

  it('closed-lost outcomes are denied or withdrawn', () => {
    expect([...CLOSED_LOST_OUTCOMES].sort()).toEqual(['denied', 'withdrawn']);
    expect(isClosedLostOutcome('denied')).toBe(true);
    expect(isClosedLostOutcome('won')).toBe(false);
  });
});

describe('§4 customer-facing stages', () => {
  it('are ordered by progress from 1 (in-progress) to 20 (closed)', () => {
    expect(CUSTOMER_STAGES[0]).toBe('in-progress');
    expect(CUSTOMER_STAGES.at(-1)).toBe('closed');
    expect(customerStageProgress('in-progress')).toBe(1);
    expect(customerStageProgress('closed')).toBe(20);
    const progress = CUSTOMER_STAGES.map(customerStageProgress);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    expect(CUSTOMER_STAGES).toHaveLength(Object.keys(CUSTOMER_STAGE_PROGRESS).length);
  });

  it('a customer never sees progress go backwards as the internal stage advances (all pairs)', () => {
    for (const a of INTERNAL_STAGES) {
      for (const b of INTERNAL_STAGES) {
        if (compareStages(a, b) <= 0) {
          expect(customerStageProgress(customerStageOf(a)), `${a} → ${b}`).toBeLessThanOrEqual(
            customerStageProgress(customerStageOf(b)),
          );
        }
      }
    }
  });

  it('every customer stage is shown for some internal stage, and closing shows closed', () => {
    expect(new Set(INTERNAL_STAGES.map(customerStageOf))).toEqual(new Set(CUSTOMER_STAGES));
    expect(customerStageOf('pending-qualification')).toBe('in-progress');
    expect(customerStageOf('pending-intent-to-proceed')).toBe('consent-to-proceed');
    expect(customerStageOf('pending-signature')).toBe('sign-closing-docs');
    expect(customerStageOf('closed-won')).toBe('closed');
    expect(customerStageOf('closed-lost')).toBe('closed');
  });

  it('every stage but closed has a message of its own', () => {
    const messages = CUSTOMER_STAGES.filter((s) => s !== 'closed').map((s) => customerStageMessage(s));
    for (const m of messages) expect(m?.trim()).toBeTruthy();
    expect(new Set(messages).size).toBe(messages.length);
    expect(customerStageMessage('closed')).toBeUndefined();
  });

  it('every stage suggests FAQ links with ids and titles, ids unique per stage and consistent across stages', () => {
    const byId = new Map(STAGE_FAQ_LINKS.map((l) => [l.id, l.title]));
    expect(byId.size).toBe(STAGE_FAQ_LINKS.length);
    for (const s of CUSTOMER_STAGES) {
      const links = CUSTOMER_STAGE_FAQS[s];
      expect(links.length).toBeGreaterThan(0);
      expect(new Set(links.map((l) => l.id)).size).toBe(links.length);
      for (const l of links) {
        expect(l.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(byId.get(l.id)).toBe(l.title);
      }
    }
  });
});
