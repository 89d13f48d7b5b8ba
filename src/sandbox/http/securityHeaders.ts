import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_STYLE, LIVE_SCRIPT } from '../analytics/page';
import { PAGE_STYLE } from '../backoffice/page';
import { OUTBOX_STYLE } from '../outbox/page';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../prerenderManifest';
import { isBackendPath } from '../static';
import { API_DIRECTIVES, inlineBlocks, portalDirectives, sandboxDirectives, styleAttributes, type CspDirectives, type CspSources } from './contentSecurityPolicy';

/**
 * Browser features the portal never uses, turned off for it and anything it embeds (issue 13 §1). Document upload
 * needs none of them: a file input (and a phone's "take photo" in its chooser) is not the `camera` feature, which
 * only governs `getUserMedia`. Only names Chromium knows: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer', 'autoplay', 'browsing-topics', 'camera', 'display-capture', 'encrypted-media', 'geolocation',
  'gyroscope', 'hid', 'idle-detection', 'local-fonts', 'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture',
  'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
].map((feature) => `${feature}=()`).join(', ');

/**
 * The inline scripts and stylesheets of the sandbox's own pages (constants of their modules, never page data): the
 * staff layout alone and with the analytics page's extra CSS, the outbox's CSS, and the analytics page's live script.
 */
export const SANDBOX_PAGE_INLINE = {
  scripts: [LIVE_SCRIPT],
  styles: [PAGE_STYLE, `${PAGE_STYLE}${ANALYTICS_STYLE}`, OUTBOX_STYLE],
} as const;

/**
 * Headers that only mean something on a document — a page the browser renders, frames or opens a window from — and
 * nothing on a script or stylesheet it loads (none of the portal's scripts is a worker, which a CSP would govern).
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'content-security-policy', 'permissions-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-frame-options',
  'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
];

/**
 * True for a built script or stylesheet of the portal (`/assets/…` answered as JavaScript or CSS): it keeps
 * `X-Content-Type-Options`, `Cross-Origin-Resource-Policy` and `Referrer-Policy`, and drops
 * {@link DOCUMENT_ONLY_HEADERS}, about 1.6 KB a file. A signed-in page loads some fifty such files, so on a phone's
 * link that is 80 KB less to wait for. Anything else under `/assets/` (a 404 page) keeps every header.
 */
export function isBuiltSubresource(url: string, contentType: unknown): boolean {
  return /^\/assets\//.test(url) && typeof contentType === 'string' && /^(?:(?:application|text)\/javascript|text\/css)\b/.test(contentType);
}

/** Options of {@link registerSecurityHeaders}. */
export interface SecurityHeaderOptions {
  /** The built portal (its index.html's inline script and style are hashed into the policy); omitted = API only. */
  staticDir?: string;
  /** Outside origins the portal loads from (config `cspSources`). */
  sources: CspSources;
}

type Middleware = ReturnType<typeof fastifyHelmet.contentSecurityPolicy>;
const middlewareOf = (directives: CspDirectives): Middleware => fastifyHelmet.contentSecurityPolicy({ useDefaults: false, directives });

/** The built HTML files whose inline blocks the policy allows: index.html and every file prerender.json names. */
function htmlFilesOf(staticDir: string): string[] {
  const manifestFile = resolve(staticDir, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return ['index.html'];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  return [...new Set(['index.html', manifest.shell, manifest.notFound, ...manifest.pages.map((p) => p.file)])];
}

/**
 * The portal's CSP middleware, rebuilt when the build changes (a `vite build` while the sandbox runs brings new
 * inline hashes): its inline blocks and style attributes are read from the built files themselves (index.html and the
 * prerendered pages, issue 14 §1), never from a request.
 */
function portalPolicy(staticDir: string, sources: CspSources): () => Middleware {
  const stampOf = (file: string) => {
    const stat = statSync(resolve(staticDir, file), { throwIfNoEntry: false });
    return stat ? `${stat.mtimeMs}:${stat.size}` : 'missing';
  };
  let stamp = '';
  let current: Middleware | null = null;
  return () => {
    const next = `${stampOf('index.html')}|${stampOf(PRERENDER_MANIFEST)}`;
    if (current === null || next !== stamp) {
      stamp = next;
      const pages = htmlFilesOf(staticDir)
        .map((file) => resolve(staticDir, file))
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file, 'utf8'));
      const blocks = pages.map(inlineBlocks);
      const unique = (lists: string[][]) => [...new Set(lists.flat())];
      current = middlewareOf(
        portalDirectives(
          { scripts: unique(blocks.map((b) => b.scripts)), styles: unique(blocks.map((b) => b.styles)), styleAttributes: unique(pages.map(styleAttributes)) },
          sources,
        ),
      );
    }
    return current;
  };
}

/**
 * Security headers on every response by `@fastify/helmet` (issue 13 §1): `Referrer-Policy: no-referrer` (a magic-link
 * key in the URL must not leak through Referer), `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`,
 * Cross-Origin-Opener/Resource-Policy same-origin, helmet's other defaults but HSTS (the sandbox speaks HTTP; HSTS is
 * the TLS terminator's), {@link PERMISSIONS_POLICY}, and a Content-Security-Policy chosen by path: the portal's
 * (pages, assets, SPA fallback), the sandbox pages' (`/sandbox/*`), or none-at-all for `/api/*` and `/storage/*`
 * (contentSecurityPolicy.ts). Runs `onRequest`, so every answer has them — including a refusal by a later hook;
 * register it (awaited) before other hooks and routes. A built script or stylesheet then sheds the headers only a
 * document uses ({@link isBuiltSubresource}).
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  const api = middlewareOf(API_DIRECTIVES);
  const sandbox = middlewareOf(sandboxDirectives(SANDBOX_PAGE_INLINE));
  const portal = opts.staticDir ? portalPolicy(opts.staticDir, opts.sources) : () => api;
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    const url = request.url;
    const policy = /^\/sandbox(?:[/?#]|$)/.test(url) ? sandbox : isBackendPath(url) ? api : portal();
    policy(request.raw, reply.raw, (error?: Error) => done(error));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isBuiltSubresource(request.url, reply.getHeader('content-type'))) {
      // helmet and the CSP middleware set theirs on the raw response, the hook above through the reply.
      for (const name of DOCUMENT_ONLY_HEADERS) {
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
    }
    done(null, payload);
  });
}
