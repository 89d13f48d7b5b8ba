import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestSandbox, type TestSandbox, type TestSandboxOptions } from '../../support/sandbox';

export type { TestSandbox, TestSandboxOptions };

/**
 * The built portal the sandbox serves: `vite build` output, built once per run by `npm run test:e2e` (or the path in
 * `E2E_STATIC_DIR`, e.g. a build of another branch).
 */
export const STATIC_DIR = process.env.E2E_STATIC_DIR ?? fileURLToPath(new URL('../../../dist/client', import.meta.url));

/**
 * Starts the sandbox of one browser test file (tests/support/sandbox.ts: a fresh database, seeded unless `seed: false`)
 * serving the built portal next to `/api`.
 * @throws Error when `index.html` of the build is missing (run `vite build` first) or the server fails to start.
 */
export async function startBrowserSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  if (!existsSync(join(STATIC_DIR, 'index.html'))) {
    throw new Error(`${STATIC_DIR}/index.html is missing: run vite build first (npm run test:e2e does).`);
  }
  return startTestSandbox({ ...options, staticDir: STATIC_DIR });
}
