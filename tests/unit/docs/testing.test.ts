import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as constants from '../../../src/domain/constants';

/**
 * docs/testing.md's table of timing rules stays true: every timing constant of src/domain/constants.ts has a row with
 * its value, and every row names a test file and a test in it that exist. Its worked example is a real test's code.
 */
const ROOT = join(__dirname, '../../..');
const DOC = readFileSync(join(ROOT, 'docs/testing.md'), 'utf8');

/** A timing constant: a duration (`_MS`, `_S`) or a count of retries, attempts or calls in a batch. */
const isTiming = (name: string) => /_(MS|S)$|RETR|ATTEMPTS|BATCH_SIZE/.test(name);
const TIMING = Object.entries(constants).filter(([name, value]) => typeof value === 'number' && isTiming(name)) as Array<[string, number]>;

/** A row: its constant, whether the constant lives elsewhere (`` `NAME` (`file`) ``), its value cell and its test cell. */
type Row = { constant: string; elsewhere: boolean; value: string; test: string };

/** The table rows that name a constant (`` `NAME` `` at the start of a cell) and a test (`` `file` › name ``). */
function rows(doc: string): Row[] {
  return doc
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => line.slice(2, -2).split(' | '))
    .flatMap((cells) => {
      const at = cells.findIndex((c) => /^`[A-Z][A-Z0-9_]+`/.test(c));
      const test = cells[cells.length - 1] ?? '';
      if (at <= 0 || !test.includes(' › ')) return [];
      const cell = cells[at] ?? '';
      return [{ constant: /^`([A-Z0-9_]+)`/.exec(cell)?.[1] ?? '', elsewhere: cell.includes('(`'), value: cells[at - 1] ?? '', test }];
    });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each `it(…)` / `test(…)` title of a test file, as a pattern (a template's `${…}` matches any text). */
function testTitles(source: string): RegExp[] {
  const titles = [...source.matchAll(/\b(?:it|test)(?:\.each\([\s\S]*?\))?\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g)];
  return titles.map((m) => {
    const raw = (m[2] ?? '').replace(/\\(['"`\\])/g, '$1');
    const pattern = m[1] === '`' ? raw.split(/\$\{[^}]*\}/).map(escape).join('.+?') : escape(raw);
    return new RegExp(`^${pattern}$`);
  });
}

/** Problems with a row's `` `file` › test name `` cell, if any. */
function missingTest(cell: string): string | null {
  const m = /^`([^`]+)` › (.+)$/.exec(cell);
  if (!m) return `not "\`file\` › test name": ${cell}`;
  const [, file = '', name = ''] = m;
  if (!existsSync(join(ROOT, file))) return `no file ${file}`;
  return testTitles(readFileSync(join(ROOT, file), 'utf8')).some((t) => t.test(name)) ? null : `no test "${name}" in ${file}`;
}

const digits = (text: string) => text.replace(/[\s,_]/g, '');

describe('docs/testing.md: the timing rules and the tests that pin them', () => {
  const table = rows(DOC);

  it('finds the timing constants and the rows it checks', () => {
    expect(TIMING.map(([name]) => name)).toEqual(expect.arrayContaining(['OPS_POLLING_INTERVAL_MS', 'API_CACHE_RETENTION_S', 'API_MAX_RETRIES', 'BOT_CHECK_MAX_ATTEMPTS']));
    expect(TIMING.map(([name]) => name)).not.toContain('MIN_VIEWPORT_WIDTH_PX');
    expect(table.length).toBeGreaterThanOrEqual(TIMING.length);
  });

  it('has a row for every timing constant of src/domain/constants.ts, with its value', () => {
    for (const [name, value] of TIMING) {
      const row = table.find((r) => r.constant === name && !r.elsewhere);
      expect(row, `docs/testing.md has no row for ${name}`).toBeDefined();
      expect(digits(row?.value ?? ''), `${name} is ${value}`).toContain(String(value));
    }
  });

  it('names, in every row, a test file and a test in it that exist', () => {
    expect(table.map((r) => missingTest(r.test)).filter(Boolean)).toEqual([]);
  });

  it('names only constants src/domain/constants.ts exports, unless the row says where the constant lives', () => {
    const exported = new Set(Object.keys(constants));
    expect(table.filter((r) => !r.elsewhere && !exported.has(r.constant)).map((r) => r.constant)).toEqual([]);
  });

  it('tells a test name that exists from one that does not, templates included', () => {
    const titles = testTitles("it('polls every 3000 ms', () => {}); it(`at most ${N} calls`, () => {});");
    expect(titles.some((t) => t.test('polls every 3000 ms'))).toBe(true);
    expect(titles.some((t) => t.test('at most 20 calls'))).toBe(true);
    expect(titles.some((t) => t.test('polls every 2000 ms'))).toBe(false);
    expect(missingTest('`tests/marbles/ops/polling.test.ts` › a test nobody wrote')).toMatch(/no test/);
    expect(missingTest('`tests/marbles/nowhere.test.ts` › x')).toMatch(/no file/);
  });

  it('quotes its worked example from the real test file', () => {
    const section = DOC.slice(DOC.indexOf('### Worked example'), DOC.indexOf('## The spec'));
    const file = /`(tests\/marbles\/[^`]+\.test\.ts)`/.exec(section)?.[1] ?? '';
    const source = readFileSync(join(ROOT, file), 'utf8');
    const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(source, `${file} no longer contains the example`).toContain(block.trimEnd());
  });
});
