import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
 * Per lazy route (each lazily loaded page module, with its route path from the features' routes.ts tables): the JS a browser loads
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

  const sourceOf = (key: string) => relative(repoRoot, resolve(root, manifest[key]?.src ?? key)).split('\\').join(posix.sep);
  const paths = routePathsByPage(repoRoot);
  // A page of a lazily mounted feature (auth, application) also waits for that feature's module chunk.
  const featureModuleKey = (feature: string) =>
    Object.keys(manifest).find((key) => manifest[key]?.isDynamicEntry && sourceOf(key) === `src/client/features/${feature}/index.ts`);
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .map((key) => ({ key, source: sourceOf(key) }))
    .filter(({ source }) => paths.has(source))
    .map(({ key, source }) => {
      const keys = staticClosure(manifest, key, new Set(entryClosure));
      const feature = /^src\/client\/features\/(auth|application)\//.exec(source)?.[1];
      const moduleKey = feature ? featureModuleKey(feature) : undefined;
      if (moduleKey) staticClosure(manifest, moduleKey, keys);
      return measure(`${paths.get(source)}  (${source.replace(/^src\/client\//, '')})`, keys);
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  return { entry: measure('(entry)', entryClosure), routes };
}

/** Pages the composition root shows without a `{ path, load }` row of their own. */
const PAGE_PATHS_OUTSIDE_ROUTE_TABLES: Readonly<Record<string, string>> = {
  'src/client/app/pages/LandingPage.tsx': '/',
  'src/client/app/pages/WelcomePage.tsx': '/welcome',
  'src/client/app/pages/NotFoundPage.tsx': '(404)',
  'src/client/features/funnel/views/ApplicantsPage.tsx': '/applicants (signed out)',
  'src/client/features/application/views/ApplicationsListPage.tsx': '/applicants (signed in)',
};

/**
 * Route path of each lazily loaded page module, read from the features' `routes.ts` tables
 * (`{ path: '/login', load: () => import('./views/LoginPage')… }`, funnel paths via `stepPath('x')` = `/x`).
 */
export function routePathsByPage(repoRoot: string): Map<string, string> {
  const out = new Map(Object.entries(PAGE_PATHS_OUTSIDE_ROUTE_TABLES));
  const featuresDir = join(repoRoot, 'src/client/features');
  for (const feature of readdirSync(featuresDir)) {
    const file = join(featuresDir, feature, 'routes.ts');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const row = /path:\s*(?:'([^']+)'|stepPath\('([^']+)'\))\s*,\s*load:\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g;
    for (let m = row.exec(text); m; m = row.exec(text)) {
      out.set(`src/client/features/${feature}/${m[3]}.tsx`, m[1] ?? `/${m[2]}`);
    }
  }
  return out;
}
