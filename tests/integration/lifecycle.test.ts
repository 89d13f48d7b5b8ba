import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Application } from '../../src/contract';
import { MIGRATIONS } from '../../src/sandbox/db/migrations';
import { startSandbox } from '../../src/sandbox/server';
import { dropTestDatabase, onPostgres, openTestDatabase } from '../support/database';
import { expectCodec, signUp, startTestServer } from './support/server';

describe('persistence across restarts', () => {
  it('keeps data, runs each migration once, seeds once, keeps tokens valid (same JWT secret), one server per folder', async () => {
    // An empty database (other tests start from a migrated copy); on PostgreSQL each test database is a copy of a
    // template the migrations already ran on (support/database.ts).
    const first = await startTestServer({ seed: true, pristine: true });
    expect(first.sandbox.migrationsApplied).toEqual(onPostgres ? [] : MIGRATIONS.map((m) => m.version));
    expect(first.sandbox.seeded).toBe(true);
    const { token, application_uuid } = await signUp(first, 'persist@example.com');
    // The one-server-per-folder lock guards the embedded database only; a PostgreSQL database is meant to be shared.
    if (!onPostgres) await expect(startSandbox({ dataDir: first.dataDir, quiet: true })).rejects.toThrow(/already open/);
    await first.close({ keepData: true });

    const second = await startTestServer({ dataDir: first.dataDir, seed: true });
    try {
      expect(second.sandbox.migrationsApplied).toEqual([]);
      expect(second.sandbox.seeded).toBe(false);
      const app = await second.api('GET', `v1/customer/application/${application_uuid}/`, { token });
      expect(app.status).toBe(200);
      expect(expectCodec(Application, app.body).application_profiles[0]?.profile.email).toBe('persist@example.com');
      const demo = await second.api('POST', 'v1/token-auth/', { body: { email: 'demo.closed@example.com', password: 'Demo-pass-1' } });
      expect(demo.status).toBe(200);
    } finally {
      await second.close({ keepData: true });
    }

    const db = await openTestDatabase(first.dataDir);
    try {
      const migrations = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
      expect(migrations.rows).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
      const ops = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM profiles WHERE email = 'ops@example.com'");
      expect(ops.rows[0]?.n).toBe(1);
    } finally {
      await db.close();
      await rm(first.dataDir, { recursive: true, force: true });
      await dropTestDatabase(first.dataDir);
    }
  });
});

describe('serving the built portal', () => {
  let staticDir: string;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const INDEX = '<!doctype html><html lang="en"><head><title>Home Equity Release Application</title></head><body><div id="root"></div></body></html>';
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'hei-static-'));
    await writeFile(join(staticDir, 'index.html'), INDEX);
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    // A built file with the build's compressed copies beside it (vite.config.ts `precompressedAssets`). The copies say
    // something else than the file, so a test can tell which one was sent.
    await writeFile(join(staticDir, 'assets', 'built-def456.js'), 'console.log("the file");');
    await writeFile(join(staticDir, 'assets', 'built-def456.js.br'), brotliCompressSync('console.log("the Brotli copy");'));
    await writeFile(join(staticDir, 'assets', 'built-def456.js.gz'), gzipSync('console.log("the gzip copy");'));
    await mkdir(join(staticDir, 'extra'));
    await writeFile(join(staticDir, 'extra', 'index.html'), '<!doctype html><title>A folder of its own</title>');
    server = await startTestServer({ seed: false, staticDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('answers index.html for client routes, files for files, and JSON 404 under /api and /sandbox', async () => {
    for (const route of ['/', '/login', '/login/some-key', '/applications/3f2c/tasks', '/unable-to-offer/state-not-supported']) {
      const res = await fetch(`${server.url}${route}`);
      expect({ route, status: res.status }).toEqual({ route, status: 200 });
      expect(await res.text()).toBe(INDEX);
    }
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toContain('console.log');
    for (const path of ['/api/v1/unknown/', '/sandbox/unknown']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('gzips text assets for browsers that accept it, and sends no-referrer (magic-link keys stay out of Referer)', async () => {
    const { request } = await import('node:http');
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.body.length).toBeLessThan(1000);
    expect(gunzipSync(raw.body).toString()).toContain('x'.repeat(4000));
    expect(raw.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends the Brotli or gzip copy the build made beside a file, as the browser accepts, and the file to others', async () => {
    const { request } = await import('node:http');
    const get = (encoding: string | null) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(`${server.url}/assets/built-def456.js`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log("the Brotli copy");');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('console.log("the gzip copy");');
    const plain = await get(null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log("the file");');
    // A folder's index.html, which has no copy beside it, is still sent (the bench's control page is one).
    const folder = await fetch(`${server.url}/extra/`, { headers: { 'accept-encoding': 'br' } });
    expect(folder.status).toBe(200);
    expect(await folder.text()).toContain('A folder of its own');
  });
});

describe('start-up errors', () => {
  it('refuses a static folder without index.html, with a message saying to build', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hei-int-'));
    const empty = await mkdtemp(join(tmpdir(), 'hei-empty-'));
    try {
      await expect(startSandbox({ dataDir, staticDir: empty, quiet: true, seed: false })).rejects.toThrow(/index\.html not found.*build/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(empty, { recursive: true, force: true });
    }
  });
});
