#!/usr/bin/env node
/**
 * Makes sure a Chromium the browser tests and the benchmark can drive is present (ARCHITECTURE.md "Tests":
 * system Chromium, never a Playwright download).
 *
 * Lookup order:
 *   1. `CHROME_PATH` — THE variable to point the tests at a browser (`CHROME_PATH=/path/to/chrome npm run test:e2e`).
 *      When it is set it must name an executable file: a wrong value is an error, never silently ignored.
 *   2. /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome, /usr/bin/google-chrome-stable.
 * If none is found on Debian/Ubuntu as root, installs the `chromium` apt package (about 30 s); otherwise exits 1
 * with instructions. Without `CHROME_PATH`, also installs Chromium's headless shell (`chromium-headless-shell`, the
 * browser the tests prefer: the same engine for about a quarter less CPU) when it is missing and it can; without it
 * the tests run in the full browser, only slower. Prints the browsers found. Plain Node ESM, no dependencies.
 *
 * Keep the candidate list and the headless shell's path in sync with scripts/chromium-path.ts (the importable twin
 * used by tests and bench).
 */
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const canInstall = existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0;

/** @param {string} path */
function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** @returns {string | undefined} */
function lookup() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return fromEnv;
    fail(`CHROME_PATH is set to "${fromEnv}", which is not an executable file. Fix it or unset it to use a system Chromium.`);
  }
  return CANDIDATES.find(isExecutableFile);
}

/** @param {string} message */
function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

/** @param {string} path */
function versionOf(path) {
  try {
    // Debian's wrapper script prints a harmless "[: unexpected operator" on stderr: ignore stderr.
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 20_000 }).trim();
  } catch {
    return 'version unknown';
  }
}

/** Runs `command` with the terminal's output; answers whether it exited 0. @param {string} command @param {string[]} args */
function attempt(command, args) {
  console.log(`ensure-chromium: running ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

/** As {@link attempt}, but a failure ends the script. @param {string} command @param {string[]} args */
function run(command, args) {
  if (!attempt(command, args)) fail(`"${command} ${args.join(' ')}" failed.`);
}

let browser = lookup();
if (!browser) {
  if (!canInstall) {
    fail('no Chromium found. Install it (e.g. `sudo apt-get install chromium`) or set CHROME_PATH=/path/to/chrome.');
  }
  console.log('ensure-chromium: no Chromium found; installing the Debian "chromium" package with apt-get (about 30 s)...');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  browser = lookup();
  if (!browser) fail('apt-get installed chromium but no browser was found at ' + CANDIDATES.join(', ') + '. Set CHROME_PATH=/path/to/chrome.');
}
console.log(`ensure-chromium: the benchmark uses ${browser} (${versionOf(browser)})`);

if (!process.env.CHROME_PATH && !isExecutableFile(HEADLESS_SHELL) && canInstall) {
  console.log("ensure-chromium: installing Chromium's headless shell for the browser tests...");
  const install = ['install', '-y', 'chromium-headless-shell'];
  // The package lists may be missing or stale on a fresh machine: update them only when the install needs it.
  const installed = attempt('apt-get', install) || (attempt('apt-get', ['update']) && attempt('apt-get', install));
  if (!installed) console.warn('ensure-chromium: could not install chromium-headless-shell; the browser tests use the full browser (slower).');
}
const testBrowser = process.env.CHROME_PATH || (isExecutableFile(HEADLESS_SHELL) ? HEADLESS_SHELL : browser);
console.log(`ensure-chromium: the browser tests use ${testBrowser}${testBrowser === browser ? '' : ` (${versionOf(testBrowser)})`}`);
