import { readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

/** gzip level used for every size: 9, what precompressed static hosting serves. */
const GZIP_LEVEL = 9;

/** gzip size in bytes of one built file. */
export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: GZIP_LEVEL }).byteLength;
}

/** First-load JavaScript of one lazy route: the entry's static graph plus the route chunk's. Sizes in bytes. */
export type RouteBundle = { route: string; files: string[]; gzipBytes: number };

/**
 * Reads Vite's manifest (`{outDir}/.vite/manifest.json`, present when built with `build.manifest: true`).
 * @throws Error when the manifest is missing or not JSON.
 */
export function readManifest(outDir: string): Manifest {
  const path = join(outDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`cannot read ${path} (build with build.manifest: true): ${(error as Error).message}`);
  }
}

/** Output files (JS) of `key` and everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * Per lazy route (dynamic-entry chunks whose source lives under `src/client/app/routes/`): the JS a browser loads
 * before the route renders = the HTML entry + its static imports + the route chunk + its static imports.
 * `root` is Vite's root (manifest `src` names are relative to it); `outDir` holds the built files.
 */
export function routeBundles(manifest: Manifest, root: string, outDir: string, repoRoot: string): { entry: RouteBundle; routes: RouteBundle[] } {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entryClosure = new Set<string>();
  for (const key of entryKeys) staticClosure(manifest, key, entryClosure);

  const measure = (route: string, keys: Set<string>): RouteBundle => {
    const files = [...keys].map((key) => manifest[key]?.file).filter((file): file is string => !!file && file.endsWith('.js'));
    return { route, files, gzipBytes: files.reduce((sum, file) => sum + gzipBytes(join(outDir, file)), 0) };
  };

  const routes = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src)
    .map(([key, chunk]) => ({ key, source: relative(repoRoot, resolve(root, chunk.src ?? key)).split('\\').join(posix.sep) }))
    .filter(({ source }) => source.startsWith('src/client/app/routes/'))
    .map(({ key, source }) => measure(source.replace('src/client/app/routes/', ''), staticClosure(manifest, key, new Set(entryClosure))))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  return { entry: measure('(entry)', entryClosure), routes };
}
