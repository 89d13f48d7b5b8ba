import { request as httpRequest } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cspHash } from '../../src/sandbox/http/contentSecurityPolicy';
import { login, startTestServer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/**
 * Issue 13 §1 "No Content-Security-Policy" and the plugins paragraph: every HTML response carries a strict CSP and the
 * other browser headers (helmet), the policy allows exactly the inline blocks of the built index.html and of the
 * sandbox's own pages, and only the built portal's text files are compressed — never API or /sandbox answers (BREACH).
 */

/** A built portal like Vite's: an inline route-preload script, an inlined stylesheet, a JSON data block, an entry. */
const PRELOAD = "(function(){var l=document.createElement('link');l.rel='modulepreload';l.href='/assets/app-abc123.js';document.head.appendChild(l)})()";
const CSS = 'body{margin:0;font:16px system-ui}';
const indexHtml = (css: string) =>
  `<!doctype html><html lang="en"><head><title>Home Equity Release Application</title><script>${PRELOAD}</script><style>${css}</style>` +
  `<script type="application/json" id="data">{"a":1}</script><script type="module" crossorigin src="/assets/app-abc123.js"></script></head>` +
  '<body><div id="root"></div></body></html>';

let staticDir: string;
let server: TestServer;
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'hei-csp-'));
  await writeFile(join(staticDir, 'index.html'), indexHtml(CSS));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  server = await startTestServer({ seed: true, staticDir });
});
afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** A CSP header as directive → sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map((header ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((p) => p[0]).map(([name = '', ...sources]) => [name, sources]));
}

/** The inline blocks of an HTML page a browser would check against script-src / style-src. */
function inlineOf(html: string) {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  return { scripts, styles };
}

/** Raw GET (node:http, so the body is not decoded) of the test's server, with optional headers. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The back office signed in as ops: its cookie. */
async function opsCookie(): Promise<string> {
  const res = await fetch(`${server.url}/sandbox/back-office/sign-in`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'ops@example.com', password: 'Ops-pass-1', next: '/sandbox/back-office' }).toString(),
  });
  expect(res.status).toBe(303);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Every HTML page the sandbox serves, fetched as a browser would (with the ops cookie where a page needs it). */
async function htmlPages(): Promise<{ path: string; res: Response; html: string }[]> {
  const cookie = await opsCookie();
  const paths: [string, boolean][] = [
    ['/', false], ['/login', false], ['/applications/3f2c/tasks', false],
    ['/sandbox/outbox', false], ['/sandbox/back-office', false], ['/sandbox/back-office', true], ['/sandbox/analytics', true],
  ];
  return Promise.all(paths.map(async ([path, signedIn]) => {
    const res = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', ...(signedIn && { cookie }) } });
    return { path: `${path}${signedIn ? ' (signed in)' : ''}`, res, html: await res.text() };
  }));
}

describe('security headers on every HTML response', () => {
  it('sends a strict CSP, no-referrer, nosniff, DENY framing and a Permissions-Policy on the portal and every sandbox page', async () => {
    for (const { path, res } of await htmlPages()) {
      expect({ path, type: res.headers.get('content-type') }).toEqual({ path, type: 'text/html; charset=utf-8' });
      const csp = parseCsp(res.headers.get('content-security-policy'));
      const scriptSrc = csp.get('script-src') ?? [];
      expect({ path, scriptSrc }).toEqual({ path, scriptSrc: expect.arrayContaining(["'self'"]) });
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) expect({ path, unsafe, in: scriptSrc.includes(unsafe) }).toEqual({ path, unsafe, in: false });
      expect(csp.get('style-src'), path).not.toContain("'unsafe-inline'");
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('form-action'), path).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), path).toEqual(["'none'"]);
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('permissions-policy'), path).toMatch(/(^|, )camera=\(\)/);
      expect(res.headers.get('permissions-policy'), path).toMatch(/(^|, )geolocation=\(\)/);
      expect(res.headers.get('permissions-policy'), path).toMatch(/(^|, )microphone=\(\)/);
      expect(res.headers.get('permissions-policy'), path).toMatch(/(^|, )payment=\(\)/);
    }
  });

  it('allows exactly the inline scripts and stylesheets each page holds, by hash (the JSON data block needs none)', async () => {
    for (const { path, res, html } of await htmlPages()) {
      const csp = parseCsp(res.headers.get('content-security-policy'));
      const { scripts, styles } = inlineOf(html);
      const hashes = (list: string[] | undefined) => (list ?? []).filter((s) => s.startsWith("'sha256-"));
      for (const script of scripts) expect({ path, allowed: csp.get('script-src')?.includes(cspHash(script)) }).toEqual({ path, allowed: true });
      for (const style of styles) expect({ path, allowed: csp.get('style-src')?.includes(cspHash(style)) }).toEqual({ path, allowed: true });
      expect(styles.length, `${path} has an inline stylesheet`).toBeGreaterThan(0);
      // No hash for anything the page does not hold (the portal's: its one preload script).
      if (!path.startsWith('/sandbox')) expect(hashes(csp.get('script-src'))).toEqual([cspHash(PRELOAD)]);
    }
  });

  it('follows a rebuilt index.html: the new inline stylesheet is allowed, the old one no longer', async () => {
    const before = parseCsp((await fetch(`${server.url}/login`)).headers.get('content-security-policy'));
    expect(before.get('style-src')).toContain(cspHash(CSS));
    const rebuilt = 'body{margin:0;color:#111}';
    await writeFile(join(staticDir, 'index.html'), indexHtml(rebuilt));
    try {
      const after = parseCsp((await fetch(`${server.url}/login`)).headers.get('content-security-policy'));
      expect(after.get('style-src')).toContain(cspHash(rebuilt));
      expect(after.get('style-src')).not.toContain(cspHash(CSS));
    } finally {
      await writeFile(join(staticDir, 'index.html'), indexHtml(CSS));
    }
  });

  it('gives API answers a policy that loads nothing, and keeps nosniff and no-referrer on them', async () => {
    for (const path of ['/api/health', '/api/v1/unknown/']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('sends a built script only the headers a script uses (nosniff, same-origin resource policy, no-referrer); a 404 under /assets keeps every page header', async () => {
    const script = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(script.headers.get('referrer-policy')).toBe('no-referrer');
    for (const name of ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-frame-options']) expect(script.headers.get(name), name).toBeNull();
    const headerBytes = [...script.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
    expect(headerBytes).toBeLessThan(600);

    const missing = await fetch(`${server.url}/assets/missing.js`);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(missing.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
    expect(missing.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe('compression', () => {
  it('compresses the built text files (Brotli or gzip, as accepted) but not API JSON, however large', async () => {
    const br = await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(1000);
    expect(brotliDecompressSync(br.body).toString()).toContain('x'.repeat(4000));
    const gzip = await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('x'.repeat(4000));
    expect((await rawGet('/assets/app-abc123.js')).headers['content-encoding']).toBeUndefined();

    const token = await login(server, DEMO.closed);
    const apps = await new Promise<{ headers: Record<string, unknown>; length: number }>((resolve, reject) => {
      const req = httpRequest(`${server.url}/api/v1/customer/application/`, { headers: { 'accept-encoding': 'gzip, br', authorization: `JWT ${token}` } }, (res) => {
        let length = 0;
        res.on('data', (c: Buffer) => (length += c.length));
        res.on('end', () => resolve({ headers: res.headers, length }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(apps.length).toBeGreaterThan(1024);
    expect(apps.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a /sandbox answer: the outbox page (codes and links next to a reflected filter) nor its JSON', async () => {
    for (const n of [1, 2, 3, 4, 5]) await server.api('POST', 'v1/customer/check-user/', { body: { email: `breach${n}@example.com` } });
    const outbox = await rawGet(`/sandbox/outbox?email=${'a'.repeat(600)}%40example.com`, { 'accept-encoding': 'gzip, br', accept: 'text/html' });
    expect(outbox.body.length).toBeGreaterThan(1024);
    expect(outbox.headers['content-encoding']).toBeUndefined();
    const json = await rawGet('/sandbox/outbox.json', { 'accept-encoding': 'gzip, br' });
    expect(json.body.length).toBeGreaterThan(1024);
    expect(json.headers['content-encoding']).toBeUndefined();
  });

  it('still answers a conditional GET of a static file with 304 and no body', async () => {
    const first = await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag ?? '');
    expect(etag).not.toBe('');
    const again = await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
