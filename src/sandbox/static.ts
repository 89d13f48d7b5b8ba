import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

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
 * `index.html`. Text files are compressed by `@fastify/compress` (Brotli or gzip, as the browser accepts; Lighthouse's
 * "text compression") in this scope only: API and `/sandbox` responses never are — compressing secrets next to
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
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
}

/** Answers the SPA's index.html for a client-side route (called from the not-found handler). */
export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
