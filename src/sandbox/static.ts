import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageAnswer, PRERENDER_MANIFEST, type PageAnswer, type PrerenderManifest } from './prerenderManifest';

/** Paths the SPA fallback never answers: the API, upload storage and the sandbox's own pages (they 404 as JSON). */
export const isBackendPath = (url: string): boolean => /^\/(api|sandbox|storage)(\/|$|\?)/.test(url);

/**
 * Content types of the built portal worth compressing (HTML, CSS, JS, SVG, manifests). JSON is left out: the only JSON
 * answered here is the 404 of an unknown /api or /sandbox path, and API JSON is never compressed (BREACH).
 */
const COMPRESSIBLE = /^(text\/|application\/(javascript|manifest\+json|xml)|image\/svg\+xml)/;

/** The absolute static folder; throws when it has no index.html ("build the portal first"). */
export function assertStaticDir(staticDir: string): string {
  const root = resolve(staticDir);
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(`sandbox: ${root}/index.html not found — build the portal first (npm run build) or set SANDBOX_NO_STATIC=1`);
  }
  return root;
}

/**
 * Serves the built portal from `staticDir` (e.g. dist/client) with long-lived caching for Vite's hashed
 * `/assets/*` and revalidation for everything else (`@fastify/static`'s ETag and Last-Modified answer a matching
 * conditional GET with 304), plus the SPA fallback: a GET that is not /api or /sandbox and matches no file answers
 * the page the build says (`createPageAnswers`: prerendered page, shell or 404, issue 14 §1). A built script or
 * stylesheet is sent as the Brotli or gzip copy the build wrote beside it (`preCompressed`, as the browser accepts;
 * vite.config.ts `precompressedAssets`): compressed once, at the highest level, instead of at every answer. Other text
 * files (the pages) are compressed as they are sent by `@fastify/compress` (Lighthouse's "text compression"), in this
 * scope only: API and `/sandbox` responses never are — compressing secrets next to
 * attacker-chosen text invites BREACH-style attacks (an unknown /api or /sandbox path routed here is a JSON 404, a type
 * this scope never compresses). Throws when the folder has no index.html ("run vite build first").
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = assertStaticDir(staticDir);
  await app.register(async (scope) => {
    // Before @fastify/static (its README), so the file routes get the compression hook; request bodies stay as sent.
    await scope.register(fastifyCompress, { global: true, globalDecompression: false, encodings: ['br', 'gzip'], customTypes: COMPRESSIBLE });
    await scope.register(fastifyStatic, {
      root,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', 'no-cache');
      },
    });
    // Vite's hashed files, with the build's compressed copies, in an instance of their own: with `preCompressed`,
    // @fastify/static 10 answers a folder's index.html that has no copy beside it with a 404.
    await scope.register(fastifyStatic, {
      root: resolve(root, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply) => {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  });
}

/**
 * How the build in `staticDir` answers a page address (issue 14 §1): by its `prerender.json` (re-read when a new build
 * replaces it) — the prerendered page, the shell, or the 404 page — or, for a build without one, index.html.
 */
export function createPageAnswers(staticDir: string): (url: string) => PageAnswer {
  const file = resolve(staticDir, PRERENDER_MANIFEST);
  let stamp = '';
  let manifest: PrerenderManifest | null = null;
  return (url) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    const next = stat ? `${stat.mtimeMs}:${stat.size}` : 'missing';
    if (next !== stamp) {
      stamp = next;
      manifest = stat ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest) : null;
    }
    if (manifest === null) return { file: 'index.html', status: 200 };
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(url, 'http://portal.invalid').pathname);
    } catch {
      return { file: manifest.notFound, status: 404 };
    }
    return pageAnswer(manifest, pathname);
  };
}

/** Answers a page of the portal that is no file of its own (called from the not-found handler). */
export function sendPortalPage(reply: FastifyReply, answer: PageAnswer): FastifyReply {
  return reply.code(answer.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile(answer.file);
}
