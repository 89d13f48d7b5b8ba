/**
 * `npm run bench`: bundle sizes and Lighthouse audits of the built portal served by the sandbox. Never a test: it
 * prints PASS/FAIL against the targets and always exits 0 unless the build or the sandbox cannot run.
 *
 * Targets: first-load JS of every funnel page ≤ 130 KB gzip (KB = 1000 bytes; from the build manifest, and for
 * /property_address also as Lighthouse saw it load), Lighthouse performance ≥ 95 and accessibility = 100 (mobile
 * preset, median of BENCH_RUNS runs, default 3).
 * Writes `.bench/results.json`. Browser: CHROME_PATH or the system Chromium (scripts/chromium-path.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, resolveConfig } from 'vite';
import { gzipBytes, readManifest, routeBundles, type RouteBundle } from './bench/bundle';
import { demoCustomerSession } from './bench/demoLogin';
import { auditMedian, type AuditSummary, type SessionSeed } from './bench/lighthouse';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const CONFIG_FILE = join(REPO_ROOT, 'vite.config.ts');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const FUNNEL_JS_BUDGET_BYTES = 130_000;
const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_TARGET = 100;
/** sessionStorage key of the JWT (§9 storage keys; kernel STORAGE_KEYS.token). */
const TOKEN_KEY = 'auth-token';

type Target = { name: string; value: number; target: string; pass: boolean };
type PageResult = AuditSummary & { label: string; scriptGzipBytes: number };
/** A page that could not be audited, and why (counts as a FAIL). */
type Skipped = { label: string; reason: string };

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

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

async function auditPages(outDir: string, skipped: Skipped[]): Promise<PageResult[]> {
  const { startSandbox } = await import('../src/sandbox/server');
  const dataDir = await mkdtemp(join(tmpdir(), 'hei-bench-'));
  const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, dataDir, staticDir: outDir, seed: true, quiet: true });
  const baseUrl = sandbox.url.replace(/\/+$/, '');
  try {
    const pages: Array<{ label: string; path: string; session: SessionSeed }> = [
      { label: 'funnel: Get Started', path: '/property_address', session: {} },
      { label: 'login', path: '/login', session: {} },
    ];
    try {
      const { token, homePath } = await demoCustomerSession(baseUrl);
      pages.push({ label: 'application home (demo customer)', path: homePath, session: { [TOKEN_KEY]: token } });
    } catch (error) {
      skipped.push({ label: 'application home (demo customer)', reason: (error as Error).message });
      console.error(`bench: skipping the application home: ${(error as Error).message}`);
    }
    const results: PageResult[] = [];
    for (const { label, path, session } of pages) {
      console.log(`bench: Lighthouse ×${RUNS} ${path}`);
      try {
        const summary = await auditMedian(`${baseUrl}${path}`, RUNS, session);
        results.push({ ...summary, url: path, label, scriptGzipBytes: scriptGzip(outDir, summary.scriptUrls) });
      } catch (error) {
        skipped.push({ label, reason: (error as Error).message });
        console.error(`bench: Lighthouse failed on ${path}: ${(error as Error).message}`);
      }
    }
    return results;
  } finally {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printPages(pages: PageResult[]): void {
  console.log(`\nLighthouse (mobile, median of ${RUNS})`);
  console.log(`  ${'page'.padEnd(36)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(6)} ${'JS gzip'.padStart(10)}`);
  for (const p of pages) {
    console.log(
      `  ${p.label.padEnd(36)} ${String(p.performance).padStart(5)} ${String(p.accessibility).padStart(5)} ${p.lcpMs.toFixed(0).padStart(8)} ${p.tbtMs.toFixed(0).padStart(8)} ${p.cls.toFixed(3).padStart(6)} ${kb(p.scriptGzipBytes).padStart(10)}`,
    );
  }
}

/** Pages of the public funnel (issue #2 §7: the budget holds for each of them). */
const isFunnelPage = (route: RouteBundle) => route.source?.startsWith('src/client/features/funnel/views/') === true;

function evaluateTargets(routes: RouteBundle[], pages: PageResult[]): Target[] {
  const targets: Target[] = routes.filter(isFunnelPage).map((route) => ({
    name: `first-load JS ${route.route.split('  ')[0]} (gzip bytes, manifest)`,
    value: route.gzipBytes,
    target: `<= ${FUNNEL_JS_BUDGET_BYTES}`,
    pass: route.gzipBytes <= FUNNEL_JS_BUDGET_BYTES,
  }));
  const funnel = pages.find((p) => p.url === '/property_address');
  if (funnel) {
    targets.push({ name: 'first-load JS /property_address (gzip bytes, as loaded in Lighthouse)', value: funnel.scriptGzipBytes, target: `<= ${FUNNEL_JS_BUDGET_BYTES}`, pass: funnel.scriptGzipBytes <= FUNNEL_JS_BUDGET_BYTES });
  }
  for (const p of pages) {
    targets.push({ name: `${p.url} performance`, value: p.performance, target: `>= ${PERFORMANCE_TARGET}`, pass: p.performance >= PERFORMANCE_TARGET });
    targets.push({ name: `${p.url} accessibility`, value: p.accessibility, target: `= ${ACCESSIBILITY_TARGET}`, pass: p.accessibility >= ACCESSIBILITY_TARGET });
  }
  return targets;
}

async function main(): Promise<void> {
  const { outDir, entry, routes } = await measureBundles();
  printBundles(entry, routes);
  const skipped: Skipped[] = [];
  const pages = await auditPages(outDir, skipped);
  printPages(pages);
  const targets = evaluateTargets(routes, pages);
  console.log('\nTargets');
  for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.value} (target ${t.target})`);
  for (const s of skipped) console.log(`  FAIL  ${s.label}: not audited (${s.reason})`);

  const resultsDir = join(REPO_ROOT, '.bench');
  await mkdir(resultsDir, { recursive: true });
  const results = {
    generatedAt: new Date().toISOString(),
    runs: RUNS,
    bundles: { entry, routes },
    pages: pages.map(({ scriptUrls, ...rest }) => ({ ...rest, scripts: scriptUrls.map((u) => new URL(u).pathname) })),
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
