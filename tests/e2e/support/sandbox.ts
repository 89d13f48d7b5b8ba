import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import { startSandbox } from '../../../src/sandbox/server';

/** The built portal the sandbox serves (`vite build` output; `E2E_STATIC_DIR` points elsewhere, e.g. a parallel build). */
export const STATIC_DIR = process.env.E2E_STATIC_DIR ?? fileURLToPath(new URL('../../../dist/client', import.meta.url));

const OutboxMessageCodec = t.intersection([
  t.type({ to: t.string, subject: t.string, text: t.string, sentAt: t.string }),
  // docs/sandbox.md: `code` and `link` are `string | null` (a code email has no link and the other way round).
  t.partial({ code: t.union([t.string, t.null]), link: t.union([t.string, t.null]) }),
]);
const OutboxCodec = t.type({ messages: t.array(OutboxMessageCodec) });

/** One email the sandbox "sent": `code` is a verification code, `link` a magic/password link (null when none); `sentAt` ISO 8601. */
export type OutboxMessage = t.TypeOf<typeof OutboxMessageCodec>;

/** Options of {@link startTestSandbox}: the sandbox's own config overrides, and whether to seed demo data (default yes). */
export type TestSandboxOptions = {
  seed?: boolean;
  config?: Parameters<typeof startSandbox>[0]['config'];
};

/** A running sandbox serving the built portal and `/api` on one random localhost port. */
export type TestSandbox = {
  /** e.g. `http://127.0.0.1:41234` (no trailing slash). */
  baseUrl: string;
  /** Emails sent to `email`, oldest first, read from `GET /sandbox/outbox.json?email=`. */
  outbox(email: string): Promise<OutboxMessage[]>;
  /**
   * Stops the server as if the backend went down (requests to `baseUrl` are refused) but keeps its data folder, so
   * {@link TestSandbox.restart} brings the same data back. Safe to call twice.
   */
  halt(): Promise<void>;
  /** Starts the server again after {@link TestSandbox.halt}, on the same port and data folder (no-op when running). */
  restart(): Promise<void>;
  /** Closes the server and deletes its data folder. Safe to call twice. */
  stop(): Promise<void>;
};

/**
 * Starts the sandbox for one e2e test file: a fresh temporary database folder, the built portal from `dist/client`,
 * seeded demo data, port 0 (random) on 127.0.0.1.
 * @throws Error when `dist/client/index.html` is missing (run `vite build` first) or the server fails to start.
 */
export async function startTestSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  if (!existsSync(join(STATIC_DIR, 'index.html'))) {
    throw new Error(`${STATIC_DIR}/index.html is missing: run vite build first (npm run test:e2e does).`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'hei-e2e-'));
  const start = (port: number) =>
    startSandbox({
      host: '127.0.0.1',
      port,
      dataDir,
      staticDir: STATIC_DIR,
      seed: options.seed ?? true,
      quiet: true,
      ...(options.config ? { config: options.config } : {}),
    });
  let server: Awaited<ReturnType<typeof startSandbox>>;
  try {
    server = await start(0);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = server.url.replace(/\/+$/, '');
  let stopped = false;
  let halted = false;

  return {
    baseUrl,
    async outbox(email) {
      const response = await fetch(`${baseUrl}/sandbox/outbox.json?email=${encodeURIComponent(email)}`);
      if (!response.ok) throw new Error(`outbox.json answered HTTP ${response.status}`);
      const decoded = OutboxCodec.decode(await response.json());
      if (!isRight(decoded)) throw new Error(`outbox.json has an unexpected shape:\n${PathReporter.report(decoded).join('\n')}`);
      return decoded.right.messages;
    },
    async halt() {
      if (halted || stopped) return;
      halted = true;
      await server.close();
    },
    async restart() {
      if (!halted || stopped) return;
      // The same port, so the open tab's requests reach it again; the same folder, so it holds the same data.
      server = await start(Number(new URL(baseUrl).port));
      halted = false;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (!halted) await server.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
