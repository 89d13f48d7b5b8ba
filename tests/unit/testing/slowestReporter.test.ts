import { slowestSummary, type FileTime } from '../../support/slowestReporter';

const file = (n: number, seconds: number, project = 'unit'): FileTime => ({ project, file: `tests/${project}/f${n}.test.ts`, seconds, tests: n });

// The end-of-run summary someone reads to find what made the suite slower.
describe('the slowest-files summary printed after each test run', () => {
  it('lists the slowest ten files, slowest first, with their project and test count, then each project\'s total', () => {
    const times = [...Array.from({ length: 11 }, (_, i) => file(i + 1, i + 1)), file(20, 30.04, 'e2e')];
    const lines = slowestSummary(times).split('\n');
    expect(lines[0]).toMatch(/^Slowest 10 test files/);
    expect(lines.slice(1, 11).map((l) => l.trim().split(/\s+/).slice(0, 2))).toEqual([
      ['30.0', 'tests/e2e/f20.test.ts'],
      ...[11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => [`${n}.0`, `tests/unit/f${n}.test.ts`]),
    ]);
    expect(lines[1]).toMatch(/e2e, 20 tests$/);
    expect(lines[11]).toBe('Per project (sum of its files): unit 66 s in 11 files; e2e 30 s in 1 file');
  });

  it('says nothing when no file ran', () => {
    expect(slowestSummary([])).toBe('');
  });
});
