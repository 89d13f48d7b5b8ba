import { relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** How many files the summary lists. */
export const SLOWEST_SHOWN = 10;

/** One test file's time: `seconds` = import + setup + every test and hook, as Vitest measured it. */
export type FileTime = { project: string; file: string; seconds: number; tests: number };

/** The time of each finished file, from Vitest's own per-file diagnostics (wall time in that file's worker). */
export function fileTimes(modules: ReadonlyArray<TestModule>, root: string): FileTime[] {
  return modules.map((module) => {
    const d = module.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    return { project: module.project.name, file: relative(root, module.moduleId), seconds: ms / 1000, tests: [...module.children.allTests()].length };
  });
}

/**
 * The summary printed at the end of a run: the `shown` slowest files, slowest first, then each project's total (the
 * sum of its files, which is more than the run's wall time where files run in parallel).
 */
export function slowestSummary(times: readonly FileTime[], shown = SLOWEST_SHOWN): string {
  if (times.length === 0) return '';
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, shown);
  const width = Math.max(...slowest.map((t) => t.file.length));
  const totals = new Map<string, { seconds: number; files: number }>();
  for (const t of times) {
    const total = totals.get(t.project) ?? { seconds: 0, files: 0 };
    totals.set(t.project, { seconds: total.seconds + t.seconds, files: total.files + 1 });
  }
  return [
    `Slowest ${slowest.length} test files (seconds in their worker; docs/testing.md "Keeping the run short"):`,
    ...slowest.map((t) => `  ${t.seconds.toFixed(1).padStart(6)}  ${t.file.padEnd(width)}  ${t.project}, ${t.tests} test${t.tests === 1 ? '' : 's'}`),
    `Per project (sum of its files): ${[...totals].map(([name, t]) => `${name} ${t.seconds.toFixed(0)} s in ${t.files} file${t.files === 1 ? '' : 's'}`).join('; ')}`,
  ].join('\n');
}

/**
 * A Vitest reporter (next to the default one, vite.config.ts `test.reporters`) that prints, after every run, where the
 * time went: the slowest test files and each project's total, so whoever makes a file slower sees it.
 */
export default class SlowestReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const summary = slowestSummary(fileTimes(modules, this.root));
    if (summary) process.stdout.write(`\n${summary}\n`);
  }
}
