import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { registerAnalytics } from './analytics/routes';
import { checkUncheckedEvents } from './analytics/verdict';
import { registerBackOffice } from './backoffice';
import { registerBotCheck } from './botCheck/routes';
import { registerUploadStorage } from './storage/routes';
import { describeDatabaseUrl, startBanner } from './banner';
import { registerAddressLimits } from './throttle/addressLimits';
import { defaultConfig, type SandboxConfig } from './config';
import { LOCK_KEYS, openDatabase, type Db } from './db';
import { lockDataDir } from './db/lock';
import { allBindings } from './handlers';
import { registerExposureGate } from './exposure/gate';
import { isExposed } from './exposure/loopback';
import { createHttpApp } from './http/app';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerEndpoints } from './http/router';
import { consoleLogger, type Logger } from './log';
import { registerSandboxPages } from './outbox/routes';
import { ensureStaff } from './repo/staff';
import { loadJwtSecret } from './auth/secret';
import { seedDemoData } from './seed/seed';
import { sweepDiagnostics } from './diagnostics/retention';
import { createServices } from './services';
import { assertStaticDir, createPageAnswers, isBackendPath, registerStatic, sendPortalPage } from './static';

export type { SandboxConfig } from './config';

/** Options of {@link startSandbox}. */
export interface StartSandboxOptions {
  /**
   * Interface to listen on; default 127.0.0.1 (never all interfaces by default). Any host that is not loopback only
   * puts the `/sandbox/*` pages behind the staff sign-in (issue 13 §1; `config.exposed`, src/sandbox/exposure).
   */
  host?: string;
  /** Port; 0 = a free random one (tests). Default 0. */
  port?: number;
  /** Folder for the database and the JWT secret; created if missing (unused by the database with `databaseUrl`). */
  dataDir: string;
  /**
   * `postgres://…`: use this PostgreSQL server instead of the embedded PGlite (issue 13 §3). Several sandboxes may
   * share it: migrations and seeding run once, the JWT secret lives in the database, no data-folder lock.
   */
  databaseUrl?: string;
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
  /** The open database, for checks that read it directly (the fuzz test's table digest, issue 13 §2). */
  db: Db;
  /** Schema migration versions applied at this start (empty when the schema was current). */
  migrationsApplied: number[];
  /** True when the demo data was seeded at this start. */
  seeded: boolean;
}

/**
 * Starts the sandbox API (every contract endpoint under `/api`, see docs/api.md), the outbox, back-office and
 * analytics pages under `/sandbox`, signed-upload storage under `/storage/uploads`, `GET /api/health`, and — with `staticDir` — the built portal with SPA fallback, all on
 * one port; the bot check's stand-in widget under `/sandbox/turnstile` and its verification of sign-up and sign-in
 * (docs/bot-check.md). Opens/migrates the PGlite database in `dataDir` (or the PostgreSQL one at `databaseUrl`) and seeds demo data unless `seed: false`.
 * Rejects when the port is taken, the folder is unusable or `staticDir` has no index.html.
 */
export async function startSandbox(opts: StartSandboxOptions): Promise<RunningSandbox> {
  const config: SandboxConfig = { ...defaultConfig(), ...opts.config };
  const host = opts.host ?? '127.0.0.1';
  // Trusting X-Forwarded-For means a proxy forwards others' requests: reachable from elsewhere even on loopback.
  config.exposed = isExposed(host, config.exposed || config.trustProxy);
  if (config.exposed && !config.staffPassword) {
    // The demo staff passwords are public: on an exposed sandbox they would open the outbox, and so every account.
    throw new Error('sandbox: reachable from other machines (HOST is not loopback, SANDBOX_EXPOSED=1 or SANDBOX_TRUST_PROXY=1), so set SANDBOX_STAFF_PASSWORD (12 characters or more): the demo staff passwords are public');
  }
  const log = opts.logger ?? consoleLogger(opts.quiet ?? false);
  if (opts.staticDir) assertStaticDir(opts.staticDir);
  const dataDir = resolve(opts.dataDir);
  await mkdir(dataDir, { recursive: true });
  // The single-writer lock guards the embedded database's folder; a PostgreSQL server is meant to be shared.
  const unlock = opts.databaseUrl ? async () => undefined : await lockDataDir(dataDir);
  const target = opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : { dataDir };
  const opened = await openDatabase(target, config.now()).catch(async (e: unknown) => {
    await unlock();
    throw e;
  });
  const { db, applied } = opened;
  let closed = false;
  const app = createHttpApp(log, { trustProxy: config.trustProxy });
  try {
    const secret = await loadJwtSecret(dataDir, undefined, db);
    const services = createServices(db, config, secret, log);
    // Before the limits and the exposure gate: an answer they refuse early still carries the headers.
    await registerSecurityHeaders(app, { staticDir: opts.staticDir, sources: config.cspSources });

    const pageAnswers = opts.staticDir ? createPageAnswers(opts.staticDir) : null;
    app.setNotFoundHandler((request, reply) => {
      if (pageAnswers && (request.method === 'GET' || request.method === 'HEAD') && !isBackendPath(request.url)) return sendPortalPage(reply, pageAnswers(request.url));
      return reply.code(404).send({ detail: 'Not found.' });
    });

    // Before any limited route is registered (its onRoute hook attaches the limits).
    await registerAddressLimits(app, services);
    registerExposureGate(app, services);
    app.get('/api/health', async () => ({ ok: true }));
    registerBotCheck(app, services);
    registerEndpoints(app, allBindings(services), services);
    registerSandboxPages(app, services);
    registerBackOffice(app, services);
    registerAnalytics(app, services);
    registerUploadStorage(app, services);
    if (opts.staticDir) await registerStatic(app, opts.staticDir);

    // Once per database even when several processes start together (a no-op lock on the embedded database).
    const seeded = await db.withLock(LOCK_KEYS.seed, async () => {
      await ensureStaff(db);
      await checkUncheckedEvents(db);
      return opts.seed === false ? false : seedDemoData(services);
    });
    // Diagnostics past their retention go at every start (and at every share, diagnostics/retention.ts).
    await sweepDiagnostics(services);

    await app.listen({ host, port: opts.port ?? 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : opts.port;
    const shown = host !== '0.0.0.0' && host !== '::' ? host : '127.0.0.1';
    const url = `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
    if (!opts.config?.publicUrl) config.publicUrl = url;
    services.selfUrl = url;
    log.info(startBanner({ url, dataDir, staticDir: opts.staticDir, seeded, exposed: config.exposed, staffPasswordSet: config.staffPassword !== null,
      ...(opts.databaseUrl && { database: describeDatabaseUrl(opts.databaseUrl) }) }));

    return {
      url,
      app,
      db,
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
