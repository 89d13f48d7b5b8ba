import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the SPA fallback never answers: the API, upload storage and the sandbox's own pages (they 404 as JSON). */
export const isBackendPath = (url: string): boolean => /^\/(api|sandbox|storage)(\/|$|\?)/.test(url);

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * Gzips the built portal's text files on the fly when the browser accepts it (Lighthouse's "text compression").
 * API responses are left alone: compressing secrets next to attacker-chosen text invites BREACH-style attacks.
 */
function compressStatic(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const type = String(reply.getHeader('content-type') ?? '');
  const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (!accepts || reply.statusCode !== 200 || isBackendPath(request.url) || !COMPRESSIBLE.test(type)) return payload;
  if (reply.getHeader('content-encoding')) return payload;
  const source = payload instanceof Readable ? payload : typeof payload === 'string' || Buffer.isBuffer(payload) ? Readable.from([payload]) : null;
  if (!source) return payload;
  reply.removeHeader('content-length');
  reply.header('content-encoding', 'gzip');
  reply.header('vary', 'Accept-Encoding');
  return source.pipe(createGzip());
}

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
 * `/assets/*` and revalidation for everything else, plus the SPA fallback: a GET that is not /api or /sandbox and
 * matches no file answers `index.html`. Throws when the folder has no index.html ("run vite build first").
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = assertStaticDir(staticDir);
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.addHook('onSend', async (request, reply, payload) => compressStatic(request, reply, payload));
}

/** Answers the SPA's index.html for a client-side route (called from the not-found handler). */
export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
