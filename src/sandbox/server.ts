import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { registerAnalytics } from './analytics/routes';
import { checkUncheckedEvents } from './analytics/verdict';
import { registerBackOffice } from './backoffice';
import { registerBotCheck } from './botCheck/routes';
import { registerUploadStorage } from './storage/routes';
import { startBanner } from './banner';
import { defaultConfig, type SandboxConfig } from './config';
import { openDatabase } from './db';
import { lockDataDir } from './db/lock';
import { allBindings } from './handlers';
import { createHttpApp } from './http/app';
import { registerEndpoints } from './http/router';
import { consoleLogger, type Logger } from './log';
import { registerSandboxPages } from './outbox/routes';
import { ensureStaff } from './repo/staff';
import { loadJwtSecret } from './auth/secret';
import { seedDemoData } from './seed/seed';
import { createServices } from './services';
import { assertStaticDir, isBackendPath, registerStatic, sendSpaIndex } from './static';

export type { SandboxConfig } from './config';

/** Options of {@link startSandbox}. */
export interface StartSandboxOptions {
  /** Interface to listen on; default 127.0.0.1 (never all interfaces by default). */
  host?: string;
  /** Port; 0 = a free random one (tests). Default 0. */
  port?: number;
  /** Folder for the database and the JWT secret; created if missing. */
  dataDir: string;
  /** Built portal to serve with the SPA fallback, e.g. `dist/client`; omitted = API only. */
  staticDir?: string;
  /** Seed the demo data on first start (idempotent). Default true. */
  seed?: boolean;
  /** No banner, outbox or info lines (errors are still written to stderr). */
  quiet?: boolean;
  /** Overrides of the defaults (clock, supported states, limits, …). */
  config?: Partial<SandboxConfig>;
  /** Where lines go; default the console. */
  logger?: Logger;
}

/** A running sandbox. */
export interface RunningSandbox {
  /** Origin it listens on, e.g. `http://127.0.0.1:4000` (no trailing slash). */
  url: string;
  /** Stops listening and closes the database (safe to call twice). */
  close(): Promise<void>;
  app: FastifyInstance;
  /** Schema migration versions applied at this start (empty when the schema was current). */
  migrationsApplied: number[];
  /** True when the demo data was seeded at this start. */
  seeded: boolean;
}

/**
 * Starts the sandbox API (every contract endpoint under `/api`, see docs/api.md), the outbox, back-office and
 * analytics pages under `/sandbox`, signed-upload storage under `/storage/uploads`, `GET /api/health`, and — with `staticDir` — the built portal with SPA fallback, all on
 * one port; the bot check's stand-in widget under `/sandbox/turnstile` and its verification of sign-up and sign-in
 * (docs/bot-check.md). Opens/migrates the PGlite database in `dataDir` and seeds demo data unless `seed: false`.
 * Rejects when the port is taken, the folder is unusable or `staticDir` has no index.html.
 */
export async function startSandbox(opts: StartSandboxOptions): Promise<RunningSandbox> {
  const config: SandboxConfig = { ...defaultConfig(), ...opts.config };
  const log = opts.logger ?? consoleLogger(opts.quiet ?? false);
  if (opts.staticDir) assertStaticDir(opts.staticDir);
  const dataDir = resolve(opts.dataDir);
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  const opened = await openDatabase(dataDir, config.now()).catch(async (e: unknown) => {
    await unlock();
    throw e;
  });
  const { db, applied } = opened;
  let closed = false;
  const app = createHttpApp(log);
  try {
    const secret = await loadJwtSecret(dataDir);
    const services = createServices(db, config, secret, log);

    app.setNotFoundHandler((request, reply) => {
      if (opts.staticDir && (request.method === 'GET' || request.method === 'HEAD') && !isBackendPath(request.url)) return sendSpaIndex(reply);
      return reply.code(404).send({ detail: 'Not found.' });
    });

    app.get('/api/health', async () => ({ ok: true }));
    registerBotCheck(app, services);
    registerEndpoints(app, allBindings(services), services);
    registerSandboxPages(app, services);
    registerBackOffice(app, services);
    registerAnalytics(app, services);
    registerUploadStorage(app, services);
    if (opts.staticDir) await registerStatic(app, opts.staticDir);

    await ensureStaff(db);
    await checkUncheckedEvents(db);
    const seeded = opts.seed === false ? false : await seedDemoData(services);

    await app.listen({ host: opts.host ?? '127.0.0.1', port: opts.port ?? 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : opts.port;
    const host = opts.host && opts.host !== '0.0.0.0' && opts.host !== '::' ? opts.host : '127.0.0.1';
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    if (!opts.config?.publicUrl) config.publicUrl = url;
    services.selfUrl = url;
    log.info(startBanner({ url, dataDir, staticDir: opts.staticDir, seeded }));

    return {
      url,
      app,
      migrationsApplied: applied,
      seeded,
      close: async () => {
        if (closed) return;
        closed = true;
        await app.close();
        await db.close();
        await unlock();
      },
    };
  } catch (e) {
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    await unlock();
    throw e;
  }
}
