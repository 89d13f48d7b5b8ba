import { HELLO_HTML } from '../../../scripts/bench/control';
import { evaluateTargets, PUBLIC_PAGES, SIGNED_IN_PAGES, type PageResult } from '../../../scripts/bench/targets';
import type { AuditSummary } from '../../../scripts/bench/lighthouse';
import { spreadOf } from '../../../scripts/bench/stats';

describe('the control page (the floor of the machine the bench runs on)', () => {
  it('is a whole page with a title, a heading, a paragraph and a form, and nothing to fetch or run', () => {
    expect(HELLO_HTML).toMatch(/^<!doctype html><html lang="en">/);
    expect(HELLO_HTML).toContain('<title>Control</title>');
    expect(HELLO_HTML).toMatch(/<h1>[^<]+<\/h1><p>[^<]+<\/p><form/);
    expect(HELLO_HTML).toContain('<label for="email">');
    expect(HELLO_HTML).not.toMatch(/<script|<link|<style|src=|href=/i);
  });
});

/** An audit whose every run gave these figures. */
const audit = (figures: { performance: number; lcpMs: number; tbtMs: number; cls?: number }): AuditSummary => {
  const run = { accessibility: 100, cls: 0, seenLcpMs: figures.lcpMs / 2, lcpRequests: 1, scriptUrls: [], ...figures };
  return {
    url: 'x', runs: [run], scriptUrls: [],
    performance: spreadOf([run.performance]), accessibility: spreadOf([100]), lcpMs: spreadOf([run.lcpMs]), tbtMs: spreadOf([run.tbtMs]), cls: spreadOf([run.cls]), seenLcpMs: spreadOf([run.seenLcpMs]), lcpRequests: spreadOf([run.lcpRequests]),
  };
};

describe('the bench judges speed as ratios to the control audited the same way', () => {
  const control = { launcher: audit({ performance: 100, lcpMs: 800, tbtMs: 0 }), page: audit({ performance: 100, lcpMs: 900, tbtMs: 40 }) };
  const result = (page: PageResult['page'], mode: PageResult['mode'], figures: Parameters<typeof audit>[0]): PageResult => ({ ...audit(figures), page, mode, path: '/', scriptGzipBytes: spreadOf([100_000]) });
  const byName = (targets: ReturnType<typeof evaluateTargets>) => Object.fromEntries(targets.map((t) => [t.name, t.pass]));

  it('a public page passes at 1.6× the control’s LCP and 2 points under its performance, and fails beyond', () => {
    const page = PUBLIC_PAGES[0]!;
    const ok = byName(evaluateTargets([], [result(page, 'launcher', { performance: 98, lcpMs: 1280, tbtMs: 0 })], control));
    expect(ok[`${page.label}: LCP ÷ control's`]).toBe(true);
    expect(ok[`${page.label}: performance`]).toBe(true);
    const slow = byName(evaluateTargets([], [result(page, 'launcher', { performance: 97, lcpMs: 1290, tbtMs: 0 })], control));
    expect(slow[`${page.label}: LCP ÷ control's`]).toBe(false);
    expect(slow[`${page.label}: performance`]).toBe(false);
  });

  it('a signed-in page passes at 3× the page-mode control’s LCP and its TBT + 150 ms; warm must beat cold', () => {
    const page = SIGNED_IN_PAGES[0]!;
    const cold = result(page, 'page', { performance: 90, lcpMs: 2700, tbtMs: 190 });
    const targets = byName(evaluateTargets([], [cold, result(page, 'warm', { performance: 95, lcpMs: 2000, tbtMs: 100 })], control));
    expect(targets[`${page.label} (cold): LCP ÷ control's`]).toBe(true);
    expect(targets[`${page.label} (cold): TBT`]).toBe(true);
    expect(targets[`${page.label} (cold): performance`]).toBe(true);
    expect(targets[`${page.label} (warm): LCP`]).toBe(true);
    const worse = byName(evaluateTargets([], [result(page, 'page', { performance: 89, lcpMs: 2710, tbtMs: 191 }), result(page, 'warm', { performance: 95, lcpMs: 2710, tbtMs: 100 })], control));
    expect(Object.entries(worse).filter(([name, pass]) => name.startsWith(page.label) && !pass).map(([name]) => name).sort()).toEqual(
      [`${page.label} (cold): LCP ÷ control's`, `${page.label} (cold): TBT`, `${page.label} (cold): performance`, `${page.label} (warm): LCP`].sort(),
    );
  });

  it('without its control a page fails rather than passing unmeasured', () => {
    const targets = evaluateTargets([], [result(SIGNED_IN_PAGES[0]!, 'page', { performance: 100, lcpMs: 1, tbtMs: 0 })], {});
    expect(targets.filter((t) => !t.pass && t.shown !== 'not in the manifest').map((t) => t.shown)).toEqual(['not measured']);
  });
});
