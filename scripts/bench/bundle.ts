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

/**
 * First-load JavaScript of one lazy route: the entry's static graph plus the route chunk's. Sizes in bytes; `source`
 * is the repo-relative page module (absent for the entry).
 */
export type RouteBundle = { route: string; source?: string; files: string[]; gzipBytes: number };

/**
 * One built JavaScript chunk, whether read from Vite's manifest or from the bundle during the build: its output file
 * (`assets/x-hash.js`), the repo-relative source module it stands for (null for shared chunks), and the output files
 * it imports statically.
 */
export interface BuiltChunk {
  file: string;
  source: string | null;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
}

/** The files one lazily loaded page needs before it renders (the entry's own files excluded). */
export interface RouteFirstLoad {
  /** Route path pattern (`/login/:magiclink`), or a label for pages shown without their own route (`(404)`). */
  route: string;
  /** Repo-relative page module. */
  source: string;
  files: string[];
}

/** The feature a page module belongs to (`src/client/features/<feature>/…`). */
const FEATURE_OF_PAGE = /^src\/client\/features\/([^/]+)\//;

/**
 * What the composition root (app/routes.tsx) renders before a page's content and the page waits for, in a chunk of its
 * own that the page does not import: on an application's home, the chooser between the application home, the investment
 * dashboard and the outcome page. Keyed by route label.
 */
const PAGE_COMPANIONS: ReadonlyArray<{ routes: RegExp; source: string }> = [
  { routes: /^\/applications\/:applicationId(\s|$)/, source: 'src/client/app/pages/ApplicationHomeRoute.tsx' },
];

/**
 * What each lazy route loads before it renders (issue #2 §7 "first-load JS"): the entry and its static imports
 * (`entry`), and per page chunk found in the route tables its own static closure plus, for a page of a lazily
 * mounted feature (its `index.ts` is a chunk of its own), that feature's module chunk and the kernel modules mounted
 * with it ({@link featureModuleSources}), which app/lazyFeatures.ts `lazyPage` waits for, and its
 * {@link PAGE_COMPANIONS} (`routes`, entry files left out). Used both to size routes and to preload the current
 * route's chunks from index.html.
 */
export function firstLoads(chunks: readonly BuiltChunk[], repoRoot: string): { entry: string[]; routes: RouteFirstLoad[] } {
  const entry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => filesFrom(chunks, chunk.file, new Set())));
  const paths = routePathsByPage(repoRoot);
  const mounted = featureModuleSources(repoRoot);
  const lazyChunk = (source: string) => chunks.find((chunk) => chunk.isDynamicEntry && chunk.source === source);
  const routes = chunks.flatMap((chunk): RouteFirstLoad[] => {
    const route = chunk.source && chunk.isDynamicEntry ? paths.get(chunk.source) : undefined;
    if (!chunk.source || route === undefined) return [];
    const feature = FEATURE_OF_PAGE.exec(chunk.source)?.[1];
    const modules = feature ? (mounted.get(feature) ?? [`src/client/features/${feature}/index.ts`]) : [];
    const companions = PAGE_COMPANIONS.filter((companion) => companion.routes.test(route)).map((companion) => companion.source);
    const starts = [chunk, ...[...modules, ...companions].map(lazyChunk)].flatMap((start) => (start ? [start.file] : []));
    const files = new Set(starts.flatMap((file) => filesFrom(chunks, file, entry)));
    return [{ route, source: chunk.source, files: [...files] }];
  });
  return { entry: [...entry], routes };
}

/**
 * `file` (an output chunk, e.g. `assets/x.js`) with every file it imports statically, minus `loaded` (e.g. the entry's
 * files): what a browser fetches when it imports that chunk.
 */
export function filesFrom(chunks: readonly BuiltChunk[], file: string, loaded: ReadonlySet<string>): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    for (const imported of byFile.get(at)?.imports ?? []) visit(imported);
  };
  visit(file);
  return [...seen].filter((at) => !loaded.has(at));
}

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

/** The manifest's JS chunks as {@link BuiltChunk}s (`root` is Vite's root: manifest `src` names are relative to it). */
export function manifestChunks(manifest: Manifest, root: string, repoRoot: string): BuiltChunk[] {
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  return Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({
      file: chunk.file,
      source: chunk.src ? relative(repoRoot, resolve(root, chunk.src)).split('\\').join(posix.sep) : null,
      imports: (chunk.imports ?? []).map(fileOf),
      isEntry: chunk.isEntry === true,
      isDynamicEntry: chunk.isDynamicEntry === true,
    }));
}

/**
 * Per lazy route (each lazily loaded page module, with its route path from the features' routes.ts tables): the JS a
 * browser loads before the route renders = the HTML entry + its static imports + the route's files
 * ({@link firstLoads}). `root` is Vite's root; `outDir` holds the built files.
 */
export function routeBundles(manifest: Manifest, root: string, outDir: string, repoRoot: string): { entry: RouteBundle; routes: RouteBundle[] } {
  const { entry, routes } = firstLoads(manifestChunks(manifest, root, repoRoot), repoRoot);
  const measure = (route: string, files: string[], source?: string): RouteBundle => ({
    route,
    ...(source ? { source } : {}),
    files,
    gzipBytes: files.reduce((sum, file) => sum + gzipBytes(join(outDir, file)), 0),
  });
  return {
    entry: measure('(entry)', entry),
    routes: routes
      .map(({ route, source, files }) => measure(`${route}  (${source.replace(/^src\/client\//, '')})`, [...entry, ...files], source))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

/** Pages the composition root shows without a `{ path, load }` row of their own. */
const PAGE_PATHS_OUTSIDE_ROUTE_TABLES: Readonly<Record<string, string>> = {
  'src/client/app/pages/LandingPage.tsx': '/',
  'src/client/app/pages/WelcomePage.tsx': '/welcome',
  'src/client/app/pages/NotFoundPage.tsx': '(404)',
  'src/client/features/funnel/views/ApplicantsPage.tsx': '/applicants (signed out)',
  'src/client/features/application/views/ApplicationsListPage.tsx': '/applicants (signed in)',
  'src/client/features/servicing/views/InvestmentDashboardPage.tsx': '/applications/:applicationId (funded: investment dashboard)',
};

/** Where app/modules.ts says what each lazily mounted feature loads. */
const MODULES_FILE = 'src/client/app/modules.ts';

/**
 * The modules each lazily mounted feature loads before its pages render, read from app/modules.ts `LAZY_FEATURES`:
 * feature name → repo-relative sources (`src/client/features/sections/index.ts`, `src/client/kernel/drafts/index.ts`,
 * …), following the helpers it calls there (`draftModules()` …). A directory import stands for its `index.ts`.
 */
export function featureModuleSources(repoRoot: string): Map<string, string[]> {
  const text = readFileSync(join(repoRoot, MODULES_FILE), 'utf8');
  const appDir = posix.dirname(MODULES_FILE);
  const helpers = new Map<string, string>();
  for (const m of text.matchAll(/^function (\w+)\(\)[^{]*\{([\s\S]*?)^\}/gm)) helpers.set(m[1] ?? '', m[2] ?? '');
  const toSource = (spec: string) => {
    const path = posix.normalize(posix.join(appDir, spec));
    if (existsSync(join(repoRoot, `${path}.ts`))) return `${path}.ts`;
    if (existsSync(join(repoRoot, `${path}.tsx`))) return `${path}.tsx`;
    return `${path}/index.ts`;
  };
  const sourcesIn = (code: string, seen: Set<string>): string[] => [
    ...[...code.matchAll(/import\('([^']+)'\)/g)].map((m) => toSource(m[1] ?? '')),
    ...[...code.matchAll(/\b(\w+)\(\)/g)]
      .map((m) => m[1] ?? '')
      .filter((name) => helpers.has(name) && !seen.has(name))
      .flatMap((name) => sourcesIn(helpers.get(name) ?? '', new Set([...seen, name]))),
  ];
  const block = /export const LAZY_FEATURES = \{([\s\S]*?)^\} satisfies/m.exec(text)?.[1] ?? '';
  const out = new Map<string, string[]>();
  for (const m of block.matchAll(/^ {2}(\w+): ([\s\S]*?)(?=^ {2}\w+: |(?![\s\S]))/gm)) out.set(m[1] ?? '', [...new Set(sourcesIn(m[2] ?? '', new Set()))]);
  return out;
}

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
