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
 * with instructions. Prints the browser path and version when found. Plain Node ESM, no dependencies.
 *
 * Keep the candidate list in sync with scripts/chromium-path.ts (the importable twin used by tests and bench).
 */
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

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

/** @param {string} command @param {string[]} args */
function run(command, args) {
  console.log(`ensure-chromium: running ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) fail(`"${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal}).`);
}

let browser = lookup();
if (!browser) {
  const canInstall = existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0;
  if (!canInstall) {
    fail('no Chromium found. Install it (e.g. `sudo apt-get install chromium`) or set CHROME_PATH=/path/to/chrome.');
  }
  console.log('ensure-chromium: no Chromium found; installing the Debian "chromium" package with apt-get (about 30 s)...');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  browser = lookup();
  if (!browser) fail('apt-get installed chromium but no browser was found at ' + CANDIDATES.join(', ') + '. Set CHROME_PATH=/path/to/chrome.');
}
console.log(`ensure-chromium: using ${browser} (${versionOf(browser)})`);
