import { accessSync, constants, statSync } from 'node:fs';

/**
 * Chromium's headless shell (Debian package `chromium-headless-shell`): the same Blink and V8 without the browser's
 * user interface. The browser tests drive it when present — it takes about a quarter less CPU for the same pages —
 * and the benchmark never does, so its figures stay those of the browser people use. Keep in sync with
 * scripts/ensure-chromium.mjs.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** System browsers tried after `CHROME_PATH`; keep in sync with scripts/ensure-chromium.mjs. */
export const CHROMIUM_CANDIDATES: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Absolute path of the Chromium to drive (e2e tests, bench). `CHROME_PATH` wins and must name an executable file;
 * otherwise the first executable of {@link CHROMIUM_CANDIDATES}.
 * @throws Error when `CHROME_PATH` is wrong or no browser is found (run `node scripts/ensure-chromium.mjs`).
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to "${fromEnv}", which is not an executable file. Fix it or unset it.`);
  }
  const found = CHROMIUM_CANDIDATES.find(isExecutableFile);
  if (!found) {
    throw new Error(
      'No Chromium found. Install it (node scripts/ensure-chromium.mjs, or apt-get install chromium) or set CHROME_PATH=/path/to/chrome.',
    );
  }
  return found;
}

/**
 * Absolute path of the Chromium the browser tests drive: `CHROME_PATH` when set (checked as by {@link findChromium}),
 * else {@link HEADLESS_SHELL} when installed, else {@link findChromium}'s system browser.
 * @throws Error as {@link findChromium}.
 */
export function findTestChromium(env: NodeJS.ProcessEnv = process.env): string {
  if (!env.CHROME_PATH && isExecutableFile(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium(env);
}
