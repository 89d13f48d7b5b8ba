/**
 * `npm run screens`: photographs every main screen of the portal (scripts/screens/catalogue.ts) at 375 and 1280 px
 * wide, full page, into `screens/<name>-<width>.png`, and writes the contact sheet `screens/index.html` showing them
 * side by side (docs/design-screens.md).
 *
 * Builds the portal (Vite), starts the sandbox on a random loopback port with a fresh temporary data folder and the
 * demo seed (bot check off), signs the accounts in through the API, and opens each screen with its session put into
 * session storage before the page's scripts run. Exits 1 naming every screen that could not be reached (the others are
 * still saved). Browser: CHROME_PATH or the system Chromium (scripts/chromium-path.ts).
 *
 * `npm run screens -- --no-build` skips the build and serves the portal already in `dist/client` (e.g. right after
 * `npx vite build`).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, resolveConfig } from 'vite';
import { findChromium } from './chromium-path';
import { accountsOf, SCREENS, type ScreenAccount } from './screens/catalogue';
import { openScreen, seedSession } from './screens/open';
import { signInScreens } from './screens/session';
import { contactSheet, type Shot } from './screens/sheet';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const CONFIG_FILE = join(REPO_ROOT, 'vite.config.ts');
const OUT_DIR = join(REPO_ROOT, 'screens');
/** The widths photographed, CSS px: a phone and a laptop. */
const WIDTHS = [375, 1280] as const;
/** Height of the window; the PNGs are full page, so this only matters for what "the fold" is. */
const HEIGHT = 800;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function buildPortal(): Promise<string> {
  const started = Date.now();
  console.log('screens: vite build...');
  await build({ configFile: CONFIG_FILE, logLevel: 'warn' });
  const config = await resolveConfig({ configFile: CONFIG_FILE }, 'build');
  console.log(`screens: built in ${seconds(started)}`);
  return resolve(config.root, config.build.outDir);
}

/** The portal already built (`--no-build`). @throws Error when there is none. */
async function builtPortal(): Promise<string> {
  const config = await resolveConfig({ configFile: CONFIG_FILE }, 'build');
  const outDir = resolve(config.root, config.build.outDir);
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`--no-build: ${outDir}/index.html is missing; run without --no-build`);
  console.log(`screens: serving the existing build in ${relative(REPO_ROOT, outDir)}`);
  return outDir;
}

/** Takes every screen at every width; answers the shots taken and the reasons of those that could not be. */
async function photograph(browser: Browser, baseUrl: string): Promise<{ shots: Shot[]; failures: string[] }> {
  const sessions = await signInScreens(baseUrl, SCREENS);
  const pages = new Map<ScreenAccount, Page>();
  for (const account of accountsOf(SCREENS)) {
    // One context per account: its session in storage before any script, reused for all of its screens.
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT }, deviceScaleFactor: 1 });
    await seedSession(context, baseUrl, sessions.seedOf(account));
    pages.set(account, await context.newPage());
  }
  const shots: Shot[] = [];
  const failures: string[] = [];
  for (const screen of SCREENS) {
    const page = pages.get(screen.account);
    if (!page) throw new Error(`no page for ${screen.account}`);
    const started = Date.now();
    try {
      const path = sessions.pathOf(screen);
      const files: Shot['files'][number][] = [];
      let heading = '';
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        heading = await openScreen(page, baseUrl, screen, path);
        const file = `${screen.name}-${width}.png`;
        await page.screenshot({ path: join(OUT_DIR, file), fullPage: true, animations: 'disabled' });
        files.push({ width, file });
      }
      shots.push({ screen, path, heading, files });
      console.log(`screens: ${screen.name.padEnd(24)} “${heading}” (${seconds(started)})`);
    } catch (error) {
      failures.push((error as Error).message);
      console.error(`screens: ${screen.name.padEnd(24)} FAILED: ${(error as Error).message}`);
    }
  }
  return { shots, failures };
}

async function main(): Promise<void> {
  const started = Date.now();
  const staticDir = process.argv.includes('--no-build') ? await builtPortal() : await buildPortal();
  await rm(OUT_DIR, { recursive: true, force: true });
  await mkdir(OUT_DIR, { recursive: true });
  const { startSandbox } = await import('../src/sandbox/server');
  const dataDir = await mkdtemp(join(tmpdir(), 'hei-screens-'));
  const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, dataDir, staticDir, seed: true, quiet: true, config: { botCheckMode: 'off' } });
  const baseUrl = sandbox.url.replace(/\/+$/, '');
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const { shots, failures } = await photograph(browser, baseUrl);
    const sheet = join(OUT_DIR, 'index.html');
    await writeFile(sheet, contactSheet(shots, new Date()));
    console.log(`\nscreens: ${shots.length} of ${SCREENS.length} screens at ${WIDTHS.join(' and ')} px in ${seconds(started)}`);
    console.log(`screens: contact sheet ${sheet} (${relative(process.cwd(), sheet) || sheet})`);
    if (failures.length > 0) {
      console.error(`\nscreens: ${failures.length} screen(s) could not be reached:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`screens: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
