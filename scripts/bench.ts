/**
 * `npm run bench`: the speed and size targets of docs/performance.md on the built portal served by the sandbox. Never a
 * test: it prints PASS/FAIL per target and exits 0 unless the build or the sandbox cannot run.
 *
 * - First-load JS per route (gzip -9, KB = 1000 bytes) from the build manifest, against its budget.
 * - Lighthouse 12 (mobile preset, simulated throttling, system Chromium), BENCH_RUNS rounds (default 5). Each round
 *   audits every page and the control page (./bench/control) in turn, so machine noise hits them alike:
 *   - `/property_address`, `/login`, `/` and the control in `launcher` mode (chrome-launcher, as the `lighthouse`
 *     command does);
 *   - the application home, the investment dashboard, a section, the tasks and documents pages and a servicing request
 *     page as demo customers, and the control, in `page` mode (a puppeteer tab with the session in session storage,
 *     cold cache), and each signed-in page again in `warm` mode (after another page of the portal, cache kept).
 *   Each figure is printed as the median (min–max) and judged as a ratio to the control in the same mode (./bench/targets).
 * - INP of typing 20 characters into a section field and pressing Continue, under 4× CPU slowdown (Lighthouse timespan).
 * - The ops view's polls of an unchanged application: status, header and body bytes per poll.
 * Writes every run's numbers and the machine to `.bench/results.json`. Browser: CHROME_PATH or the system Chromium.
 * BENCH_PAGES (comma-separated labels, e.g. `tasks,control page`) audits only those rows, for a quick look.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, resolveConfig } from 'vite';
import { gzipBytes, readManifest, routeBundles, type RouteBundle } from './bench/bundle';
import { demoCustomerSession, type DemoSession } from './bench/demoLogin';
import { INP_CPU_SLOWDOWN, INP_FIELD_LABEL, measureInp, type InpResult } from './bench/inp';
import { removeControlPage, writeControlPage } from './bench/control';
import { auditWithRetries, summarise, type AuditMode, type AuditRun, type AuditSetup, type AuditSummary } from './bench/lighthouse';
import { busyWarning, describeMachine, finishMachine, formatMachine } from './bench/machine';
import { measureOpsPolling, type PollingResult } from './bench/opsPolling';
import { formatSpread, spreadOf } from './bench/stats';
import {
  AUDITED_SECTION, evaluateTargets, inpTarget, kb, pagePath, pollingTarget, PUBLIC_PAGES, SIGNED_IN_PAGES,
  type AuditedPage, type BenchCustomer, type Controls, type PageResult, type Target,
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

type Measured = { pages: PageResult[]; controls: Controls; inp?: InpResult; polling?: PollingResult };

/** One row of the rounds: what is audited, how, and where its figures go. */
type Job = { label: string; url: string; setup: AuditSetup; page?: AuditedPage; path: string; runs: AuditRun[] };

/** BENCH_PAGES: the labels to audit (all when unset). */
const ONLY = (process.env.BENCH_PAGES ?? '').split(',').map((l) => l.trim()).filter(Boolean);
const wanted = (label: string) => ONLY.length === 0 || ONLY.some((only) => label.startsWith(only));

/**
 * Starts the sandbox on a random loopback port (fresh data folder, demo seed, bot check off so the staff sign-in
 * needs no widget), signs the demo customers in, audits every page and the control in rounds, then measures INP
 * (after the audits: Continue saves the section) and the polls.
 */
async function measurePages(outDir: string, skipped: Skipped[]): Promise<Measured> {
  const { startSandbox } = await import('../src/sandbox/server');
  const dataDir = await mkdtemp(join(tmpdir(), 'hei-bench-'));
  const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, dataDir, staticDir: outDir, seed: true, quiet: true, config: { botCheckMode: 'off' } });
  const baseUrl = sandbox.url.replace(/\/+$/, '');
  try {
    const sessions = new Map<BenchCustomer, DemoSession>();
    for (const customer of ['inProgress', 'funded', 'buyout'] as const) {
      const session = await attempt(`demo customer sign-in (${customer})`, skipped, () => demoCustomerSession(baseUrl, customer));
      if (session) sessions.set(customer, session);
    }
    const control = await writeControlPage(outDir);
    const jobs: Job[] = [];
    const add = (label: string, path: string, setup: AuditSetup, page?: AuditedPage) => {
      if (wanted(label)) jobs.push({ label, url: `${baseUrl}${path}`, setup, path, runs: [], ...(page ? { page } : {}) });
    };
    add(`${control.label} (launcher)`, control.path, { mode: 'launcher' });
    for (const page of PUBLIC_PAGES) add(page.label, page.route, { mode: 'launcher' }, page);
    add(`${control.label} (page)`, control.path, { mode: 'page' });
    for (const page of SIGNED_IN_PAGES) {
      const session = page.customer ? sessions.get(page.customer) : undefined;
      if (!session || (page.route.includes(':requestUuid') && !session.requestUuid)) {
        skipped.push({ label: page.label, reason: `no demo session for ${page.customer ?? '?'}` });
        continue;
      }
      const path = pagePath(page, session);
      const seed = { [TOKEN_KEY]: session.token };
      add(`${page.label} (cold)`, path, { mode: 'page', session: seed }, page);
      // The second page of a visit: another page of the same person first (the home, or the tasks from the home).
      const first = path === session.homePath ? `${session.homePath}/tasks` : session.homePath;
      add(`${page.label} (warm)`, path, { mode: 'warm', session: seed, warmFrom: `${baseUrl}${first}` }, page);
    }
    for (let round = 1; round <= RUNS; round += 1) {
      console.log(`bench: Lighthouse round ${round} of ${RUNS} (${jobs.length} audits)`);
      for (const job of jobs) {
        const run = await attempt(`Lighthouse ${job.label}`, [], () => auditWithRetries(job.url, job.setup));
        if (run) job.runs.push(run);
      }
    }
    await removeControlPage(outDir);
    const controls: Controls = {};
    const pages: PageResult[] = [];
    for (const job of jobs) {
      if (job.runs.length === 0) {
        skipped.push({ label: job.label, reason: 'every Lighthouse run failed' });
        continue;
      }
      const summary = summarise(job.url, job.runs);
      if (!job.page) controls[job.setup.mode === 'launcher' ? 'launcher' : 'page'] = summary;
      else pages.push({ ...summary, page: job.page, mode: job.setup.mode, path: job.path, scriptGzipBytes: spreadOf(job.runs.map((run) => scriptGzip(outDir, run.scriptUrls))) });
    }
    const demo = sessions.get('inProgress');
    if (!demo) return { pages, controls };
    console.log(`bench: INP ×${RUNS} on the ${AUDITED_SECTION} section (CPU ${INP_CPU_SLOWDOWN}×)`);
    const sectionUrl = `${baseUrl}/applications/${demo.applicationId}/sections/${AUDITED_SECTION}`;
    const inp = await attempt('INP', skipped, () => measureInp(sectionUrl, RUNS, { [TOKEN_KEY]: demo.token }));
    console.log('bench: ops polling of the demo application');
    const polling = await attempt('ops polling', skipped, () => measureOpsPolling(baseUrl, demo.homePath));
    return { pages, controls, ...(inp ? { inp } : {}), ...(polling ? { polling } : {}) };
  } finally {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const MODE_NAMES: Record<AuditMode, string> = { launcher: 'launcher', page: 'page, cold cache', warm: 'page, warm cache' };

function printPages(pages: PageResult[], controls: Controls): void {
  console.log(`\nLighthouse (mobile, median (min–max) of ${RUNS} round(s); LCP also as the ratio to the control in the same mode;`);
  console.log('"LCP seen": what the audited browser itself observed, unthrottled, which the simulated LCP does not replay: timers;');
  console.log('"LCP requests": the requests the simulated LCP waited for, the document included, each about a round trip on one of six connections)');
  const columns = ['perf', 'a11y', 'LCP ms', 'TBT ms', 'CLS', 'LCP seen ms', 'LCP requests', 'LCP ÷ control', 'JS gzip as loaded'];
  console.log(`  ${'page (mode)'.padEnd(46)} ${columns.map((c, i) => c.padStart(i < 2 ? 11 : i === 8 ? 24 : i === 7 ? 14 : i === 6 ? 13 : 17)).join(' ')}`);
  const row = (label: string, audit: AuditSummary, control: AuditSummary | undefined, js: string) =>
    console.log(`  ${label.padEnd(46)} ${auditCells(audit)} ${(control ? `${(audit.lcpMs.median / control.lcpMs.median).toFixed(2)}×` : '').padStart(14)} ${js.padStart(24)}`);
  if (controls.launcher) row('control page (launcher)', controls.launcher, controls.launcher, '0');
  for (const p of pages.filter((r) => r.mode === 'launcher')) row(`${p.page.label} (${MODE_NAMES[p.mode]})`, p, controls.launcher, formatSpread(p.scriptGzipBytes, kb));
  if (controls.page) row('control page (page)', controls.page, controls.page, '0');
  for (const p of pages.filter((r) => r.mode !== 'launcher')) row(`${p.page.label} (${MODE_NAMES[p.mode]})`, p, controls.page, formatSpread(p.scriptGzipBytes, kb));
}

/** A row's perf, a11y, LCP, TBT, CLS, LCP-seen and LCP-requests cells (median (min–max)). */
function auditCells(audit: AuditSummary): string {
  return [
    formatSpread(audit.performance, (v) => v.toFixed(0)).padStart(11),
    formatSpread(audit.accessibility, (v) => v.toFixed(0)).padStart(11),
    formatSpread(audit.lcpMs, (v) => v.toFixed(0)).padStart(17),
    formatSpread(audit.tbtMs, (v) => v.toFixed(0)).padStart(17),
    formatSpread(audit.cls, (v) => v.toFixed(3)).padStart(17),
    formatSpread(audit.seenLcpMs, (v) => v.toFixed(0)).padStart(17),
    formatSpread(audit.lcpRequests, (v) => v.toFixed(0)).padStart(13),
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
    ...evaluateTargets(routes, measured.pages, measured.controls),
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
  for (const [mode, control] of Object.entries(measured.controls)) {
    console.log(
      `  control page (${mode}): performance ${formatSpread(control.performance, (v) => v.toFixed(0))}, ` +
        `LCP ${formatSpread(control.lcpMs, (v) => v.toFixed(0))} ms, TBT ${formatSpread(control.tbtMs, (v) => v.toFixed(0))} ms`,
    );
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
      runs: runs.map(({ scriptUrls: urls, ...run }) => ({ ...run, scripts: urls.map((u) => new URL(u).pathname) })),
      scripts: scriptUrls.map((u) => new URL(u).pathname),
    })),
    controls: Object.fromEntries(Object.entries(measured.controls).map(([mode, { scriptUrls: _scriptUrls, ...rest }]) => [mode, rest])),
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
