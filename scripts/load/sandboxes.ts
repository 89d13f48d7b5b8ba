import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

/** A sandbox process started by the load script. */
export interface SandboxProcess {
  url: string;
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });

/**
 * Starts `npm run sandbox` (API only) on 127.0.0.1 on a free port with `DATABASE_URL`, and waits up to
 * `timeoutMs` for `/api/health`. Rejects with the process's output when it exits or never answers.
 */
export async function startSandboxProcess(databaseUrl: string, seed: boolean, timeoutMs = 120_000): Promise<SandboxProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'heportal-load-'));
  const child: ChildProcess = spawn(join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['src/sandbox/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: String(port), SANDBOX_NO_STATIC: '1',
      SANDBOX_DATA_DIR: dataDir, SANDBOX_SEED: seed ? '1' : '0', SANDBOX_BOT_CHECK: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sandbox exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`sandbox did not answer within ${timeoutMs} ms:\n${output}`);
}
