/**
 * `npm run bench`: issue 14 §3's whole table on the built portal served by the sandbox. Never a test: it prints
 * PASS/FAIL per target and exits 0 unless the build or the sandbox cannot run.
 *
 * - First-load JS per route (gzip -9, KB = 1000 bytes) from the build manifest: every funnel page, `/` and `/login`
 *   ≤ 130 KB, the application home ≤ 145 KB, the section, tasks, documents, qualification and declarations pages ≤ 150 KB.
 * - Lighthouse 12 (mobile preset, simulated throttling, system Chromium), BENCH_RUNS runs (default 5) of
 *   `/property_address`, `/login`, `/`, and as the demo customer the application home, a section, the tasks and the
 *   documents pages: performance, accessibility, LCP, TBT, CLS and the JS the page loaded, each as median (min–max).
 * - Two control pages (./bench/control), audited the same way and printed beside the targets, never as targets: a page
 *   of one heading and one line (the floor of the machine) and `/property_address` with every script taken out.
 * - INP of typing 20 characters into a section field and pressing Continue, under 4× CPU slowdown (Lighthouse timespan).
 * - The ops view's polls of an unchanged application: status, header and body bytes per poll.
 * Writes every run's numbers and the machine to `.bench/results.json`. Browser: CHROME_PATH or the system Chromium.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, resolveConfig } from 'vite';
import { gzipBytes, readManifest, routeBundles, type RouteBundle } from './bench/bundle';
import { demoCustomerSession } from './bench/demoLogin';
import { INP_CPU_SLOWDOWN, INP_FIELD_LABEL, measureInp, type InpResult } from './bench/inp';
import { removeControlPages, writeControlPages, type ControlPage } from './bench/control';
import { auditRuns, type AuditSummary, type SessionSeed } from './bench/lighthouse';
import { busyWarning, describeMachine, finishMachine, formatMachine } from './bench/machine';
import { measureOpsPolling, type PollingResult } from './bench/opsPolling';
import { formatSpread, spreadOf } from './bench/stats';
import {
  AUDITED_PAGES, AUDITED_SECTION, evaluateTargets, inpTarget, kb, pagePath, pollingTarget, type PageResult, type Target,
} from './bench/targets';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const CONFIG_FILE = join(REPO_ROOT, 'vite.config.ts');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
/** sessionStorage key of the JWT (§9 storage keys; kernel STORAGE_KEYS.token). */
const TOKEN_KEY = 'auth-token';

/** A measurement that could not be made, and why (counts as a FAIL). */
type Skipped = { label: string; reason: string };

/** Builds the portal with a manifest (added inline: vite.config.ts stays as it is) and sizes each route's first load. */
async function measureBundles(): Promise<{ outDir: string; entry: RouteBundle; routes: RouteBundle[] }> {
  console.log('bench: vite build (with manifest)...');
  await build({ configFile: CONFIG_FILE, logLevel: 'warn', build: { manifest: true } });
  const config = await resolveConfig({ configFile: CONFIG_FILE }, 'build');
  const outDir = resolve(config.root, config.build.outDir);
  return { outDir, ...routeBundles(readManifest(outDir), config.root, outDir, REPO_ROOT) };
}

function printBundles(entry: RouteBundle, routes: RouteBundle[]): void {
  console.log(`\nFirst-load JS per route (gzip -9): entry alone ${kb(entry.gzipBytes)} in ${entry.files.length} file(s)`);
  if (routes.length === 0) console.log('  (no lazy page chunks found in the manifest)');
  for (const route of routes) console.log(`  ${route.route.padEnd(48)} ${kb(route.gzipBytes).padStart(10)}  (${route.files.length} files)`);
}

/** Sum of the gzip sizes of the scripts a page loaded, for those served from the build output. */
function scriptGzip(outDir: string, scriptUrls: string[]): number {
  return scriptUrls
    .map((url) => join(outDir, decodeURIComponent(new URL(url).pathname)))
    .filter((path) => path.startsWith(outDir) && existsSync(path))
    .reduce((sum, path) => sum + gzipBytes(path), 0);
}

/** Runs `measure`, or records why it could not run (a FAIL) and answers undefined. */
async function attempt<A>(label: string, skipped: Skipped[], measure: () => Promise<A>): Promise<A | undefined> {
  try {
    return await measure();
  } catch (error) {
    skipped.push({ label, reason: (error as Error).message });
    console.error(`bench: ${label} failed: ${(error as Error).message}`);
    return undefined;
  }
}

/** A control page's Lighthouse numbers. */
type ControlResult = AuditSummary & { control: ControlPage };
type Measured = { pages: PageResult[]; controls: ControlResult[]; inp?: InpResult; polling?: PollingResult };

/**
 * Starts the sandbox on a random loopback port (fresh data folder, demo seed, bot check off so the staff sign-in
 * needs no widget), then audits the pages, measures INP (after the audits: Continue saves the section) and the polls.
 */
async function measurePages(outDir: string, skipped: Skipped[]): Promise<Measured> {
  const { startSandbox } = await import('../src/sandbox/server');
  const dataDir = await mkdtemp(join(tmpdir(), 'hei-bench-'));
  const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, dataDir, staticDir: outDir, seed: true, quiet: true, config: { botCheckMode: 'off' } });
  const baseUrl = sandbox.url.replace(/\/+$/, '');
  try {
    const demo = await attempt('demo customer sign-in', skipped, () => demoCustomerSession(baseUrl));
    const applicationId = demo?.homePath.split('/').pop() ?? '';
    const session: SessionSeed = demo ? { [TOKEN_KEY]: demo.token } : {};
    const pages: PageResult[] = [];
    for (const page of AUDITED_PAGES) {
      if (page.signedIn && !demo) {
        skipped.push({ label: page.label, reason: 'no demo customer session' });
        continue;
      }
      const path = pagePath(page, applicationId);
      console.log(`bench: Lighthouse ×${RUNS} ${page.label}`);
      const summary = await attempt(`Lighthouse ${page.label}`, skipped, () => auditRuns(`${baseUrl}${path}`, RUNS, page.signedIn ? session : {}));
      if (summary) pages.push({ ...summary, page, path, scriptGzipBytes: spreadOf(summary.runs.map((run) => scriptGzip(outDir, run.scriptUrls))) });
    }
    const controls: ControlResult[] = [];
    for (const control of (await attempt('control pages', skipped, () => writeControlPages(outDir))) ?? []) {
      console.log(`bench: Lighthouse ×${RUNS} ${control.label}`);
      const summary = await attempt(`Lighthouse ${control.label}`, skipped, () => auditRuns(`${baseUrl}${control.path}`, RUNS));
      if (summary) controls.push({ ...summary, control });
    }
    await removeControlPages(outDir);
    if (!demo) return { pages, controls };
    console.log(`bench: INP ×${RUNS} on the ${AUDITED_SECTION} section (CPU ${INP_CPU_SLOWDOWN}×)`);
    const sectionUrl = `${baseUrl}/applications/${applicationId}/sections/${AUDITED_SECTION}`;
    const inp = await attempt('INP', skipped, () => measureInp(sectionUrl, RUNS, session));
    console.log('bench: ops polling of the demo application');
    const polling = await attempt('ops polling', skipped, () => measureOpsPolling(baseUrl, demo.homePath));
    return { pages, controls, ...(inp ? { inp } : {}), ...(polling ? { polling } : {}) };
  } finally {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printPages(pages: PageResult[], controls: ControlResult[]): void {
  console.log(`\nLighthouse (mobile, median (min–max) of ${RUNS} run(s))`);
  const columns = ['perf', 'a11y', 'LCP ms', 'TBT ms', 'CLS', 'JS gzip as loaded'];
  console.log(`  ${'page'.padEnd(34)} ${columns.map((c, i) => c.padStart(i < 2 ? 11 : i === 5 ? 24 : 17)).join(' ')}`);
  for (const p of pages) console.log(`  ${p.page.label.padEnd(34)} ${auditCells(p)} ${formatSpread(p.scriptGzipBytes, kb).padStart(24)}`);
  for (const c of controls) console.log(`  ${`${c.control.label} (not a target)`.padEnd(34)} ${auditCells(c)}`);
}

/** A row's perf, a11y, LCP, TBT and CLS cells (median (min–max)). */
function auditCells(audit: AuditSummary): string {
  return [
    formatSpread(audit.performance, (v) => v.toFixed(0)).padStart(11),
    formatSpread(audit.accessibility, (v) => v.toFixed(0)).padStart(11),
    formatSpread(audit.lcpMs, (v) => v.toFixed(0)).padStart(17),
    formatSpread(audit.tbtMs, (v) => v.toFixed(0)).padStart(17),
    formatSpread(audit.cls, (v) => v.toFixed(3)).padStart(17),
  ].join(' ');
}

function printInteraction({ inp, polling }: Measured): void {
  if (inp) {
    const runs = inp.inpMs.runs.map((v, i) => `${v.toFixed(0)} ms (${inp.slowestEvents[i] ?? 'unknown'})`).join(', ');
    console.log(`\nINP (typing 20 characters into "${INP_FIELD_LABEL}" + Continue, CPU ${INP_CPU_SLOWDOWN}×): ${formatSpread(inp.inpMs, (v) => `${v.toFixed(0)} ms`)}; runs (slowest event): ${runs}`);
  }
  if (!polling) return;
  console.log(`\nOps polling of an unchanged application (every ${polling.intervalMs / 1000} s):`);
  polling.polls.forEach((p, i) => console.log(`  poll ${i + 1}: HTTP ${p.status}, headers ${p.headerBytes} bytes, body ${p.bodyBytes} bytes`));
  console.log(`  median: HTTP ${polling.medianStatus}, headers ${polling.medianHeaderBytes} bytes, body ${polling.medianBodyBytes} bytes, ${polling.medianWireBytes} bytes on the wire`);
}

async function main(): Promise<void> {
  const machine = await describeMachine();
  console.log(`bench: ${formatMachine(machine)}`);
  const busyAtStart = busyWarning(machine);
  if (busyAtStart) console.log(`bench: ${busyAtStart}`);
  const { outDir, entry, routes } = await measureBundles();
  printBundles(entry, routes);
  const skipped: Skipped[] = [];
  const measured = await measurePages(outDir, skipped);
  printPages(measured.pages, measured.controls);
  printInteraction(measured);
  const targets: Target[] = [
    ...evaluateTargets(routes, measured.pages),
    ...(measured.inp ? [inpTarget(measured.inp.inpMs)] : []),
    ...(measured.polling ? [pollingTarget(measured.polling)] : []),
  ];
  const ended = finishMachine(machine);
  console.log(`\nTargets (machine: ${formatMachine(ended)})`);
  for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.shown} (target ${t.target})`);
  for (const s of skipped) console.log(`  FAIL  ${s.label}: not measured (${s.reason})`);
  const failed = targets.filter((t) => !t.pass).length + skipped.length;
  console.log(`  ${targets.length + skipped.length - failed} of ${targets.length + skipped.length} targets met`);
  const busy = busyWarning(ended);
  if (busy) console.log(`  ${busy}`);
  for (const c of measured.controls) {
    console.log(
      `  ${c.control.label} (not a target): performance ${formatSpread(c.performance, (v) => v.toFixed(0))}, ` +
        `LCP ${formatSpread(c.lcpMs, (v) => v.toFixed(0))} ms, TBT ${formatSpread(c.tbtMs, (v) => v.toFixed(0))} ms`,
    );
  }
  if (measured.controls.length > 0) {
    console.log("  The hello page is this machine's floor: a page meets a target it misses only at another's cost (docs/performance.md).");
  }

  const resultsDir = join(REPO_ROOT, '.bench');
  await mkdir(resultsDir, { recursive: true });
  const results = {
    generatedAt: new Date().toISOString(),
    machine: ended,
    busy: busyWarning(ended),
    runs: RUNS,
    bundles: { entry, routes },
    pages: measured.pages.map(({ scriptUrls, runs, page, ...rest }) => ({
      ...rest,
      label: page.label,
      route: page.route,
      targets: page.targets,
      runs: runs.map(({ scriptUrls: urls, ...run }) => ({ ...run, scripts: urls.map((u) => new URL(u).pathname) })),
      scripts: scriptUrls.map((u) => new URL(u).pathname),
    })),
    controls: measured.controls.map(({ scriptUrls: _scriptUrls, control, ...rest }) => ({ ...rest, label: control.label, path: control.path })),
    inp: measured.inp ?? null,
    opsPolling: measured.polling ?? null,
    targets,
    skipped,
  };
  await writeFile(join(resultsDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nbench: wrote ${join(resultsDir, 'results.json')}`);
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
