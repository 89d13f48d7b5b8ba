/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { build, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
// `.js` (resolving to the .ts file): Vite's config loader wants relative imports with an extension.
import { filesFrom, firstLoads } from './scripts/bench/bundle.js';
import { firstLoadBudget } from './scripts/bench/targets.js';
import { escapeRegExp, pathPattern } from './scripts/build/pathPattern.js';
import { routeSetGroups } from './scripts/build/routeSetChunks.js';
import { parseSignupPath } from './src/client/kernel/session/signupPath.js';
import { SIGNED_OUT_INDEX_PAGE, TOKEN_STORAGE_KEY } from './scripts/prerender/indexPage.js';
import { prerender } from './scripts/prerender/plugin.js';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/**
 * Production builds only (dev server and tests keep the packages' defaults): react-router's export map always points at
 * its development build (dev warnings kept), and rxjs's default is ES5 with tslib helpers; both ship a smaller build.
 */
function productionBuildsOf(): Plugin {
  const targets: Record<string, string> = {
    'react-router': join(packageDir('react-router'), 'dist/production/index.mjs'),
    rxjs: join(packageDir('rxjs'), 'dist/esm/index.js'),
    'rxjs/operators': join(packageDir('rxjs'), 'dist/esm/operators/index.js'),
  };
  return {
    name: 'hei:production-builds',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => targets[id] ?? null,
  };
}

/** Route params in a pattern: fewer is more specific (`/x/sections/declarations` before `/x/sections/:section`). */
const paramCount = (path: string) => (path.match(/:\w+/g) ?? []).length;

/**
 * The inline script that modulepreloads the chunks of the route matching the current path, and preloads their
 * stylesheets: `files` are the output files (scripts and `.css`), `routes` pairs a path RegExp source with indexes into
 * `files`, most specific route first.
 */
function routePreloadScript(files: readonly string[], routes: ReadonlyArray<readonly [string, number[]]>): string {
  return (
    // A prerendered page lists its route's chunks as <link>s already (scripts/prerender/pageHtml.ts): nothing to add.
    `<script>(function(){if(document.querySelector('link[rel=modulepreload]'))return;` +
    `var f=${JSON.stringify(files)},r=${JSON.stringify(routes)},p=location.pathname;` +
    // `/` shows the funnel's first page to someone signed out (scripts/prerender/indexPage.ts).
    `try{if(p==='/'&&!sessionStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}))p=${JSON.stringify(SIGNED_OUT_INDEX_PAGE)}}catch(e){}` +
    `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0],'i').test(p)){r[i][1].forEach(function(n){` +
    // A chunk's stylesheet is preloaded with the anonymous CORS mode of the <link> Vite's preload helper adds when the
    // chunk is imported, so that link is answered from this preload, not by a request after the entry has run.
    `var l=document.createElement('link');if(/\\.css$/.test(f[n])){l.rel='preload';l.as='style';l.crossOrigin=''}else l.rel='modulepreload';` +
    `l.href='/'+f[n];document.head.appendChild(l)});break}})()</script>`
  );
}

/**
 * The stylesheets of `files` (chunks of a first load) that Vite's preload helper adds as their chunks are imported:
 * without a preload, each is one more request after the entry has run, at the end of the page's critical path. The
 * entry's own stylesheet is inlined (below) and left out.
 */
function stylesheetsOf(outputs: ReadonlyArray<Rolldown.OutputChunk | Rolldown.OutputAsset>, files: readonly string[]): string[] {
  const css = new Set<string>();
  for (const output of outputs) {
    if (output.type !== 'chunk' || output.isEntry || !files.includes(output.fileName)) continue;
    for (const sheet of output.viteMetadata?.importedCss ?? []) css.add(sheet);
  }
  return [...css];
}

/**
 * Modules an application's pages fetch as they start, which their content does not wait for: the analytics tracker
 * (app/main.tsx) and the sign-in email notice (app/routes.tsx).
 */
const ALONGSIDE_APPLICATION_PAGES = ['/src/client/analytics/tracker.ts', '/src/client/app/ActiveAppEmailNotice.tsx'];
/** The routes of an application's pages (a customer's signed-in pages). */
const APPLICATION_ROUTES = '/applications/:applicationId';

/**
 * Production builds only, for the first paint (issue #2 §7: Lighthouse LCP of a client-rendered page): the stylesheet
 * (a few KB) is inlined instead of being a render-blocking request, and a small inline script modulepreloads the
 * current route's chunks (scripts/bench/bundle.ts `firstLoads`, the same definition the bench measures) so they
 * download alongside the entry instead of after it has run. Paths that are no route (e.g. the 404 page) preload
 * nothing.
 */
function firstPaint(repoRoot: string): Plugin {
  return {
    name: 'hei:first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const outputs = Object.values(ctx.bundle ?? {});
        const chunks = outputs
          .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
          .map((c) => ({
            file: c.fileName,
            source: c.facadeModuleId ? relative(repoRoot, c.facadeModuleId).split('\\').join(posix.sep) : null,
            imports: c.imports,
            isEntry: c.isEntry,
            isDynamicEntry: c.isDynamicEntry,
          }));
        if (chunks.length === 0) return html;
        const files: string[] = [];
        const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
        const loads = firstLoads(chunks, repoRoot);
        // What an application's pages fetch as the entry starts without waiting for it: the analytics tracker (app/main)
        // and the sign-in email notice above the page (app/routes). The HTML preloads them with the route's chunks, so
        // they do not wait for the entry to run (docs/performance.md "Nothing after the entry").
        const alongside = ALONGSIDE_APPLICATION_PAGES.flatMap((module) => {
          const holder = outputs.find((o): o is Rolldown.OutputChunk => o.type === 'chunk' && o.moduleIds.some((id) => id.endsWith(module)));
          if (!holder) throw new Error(`hei:first-paint: no chunk holds ${module}`);
          return filesFrom(chunks, holder.fileName, new Set(loads.entry));
        });
        const routes = loads.routes
          // Labels such as `(404)` or `/applicants (signed out)` are pages without a route of their own.
          .filter(({ route, files: needed }) => route.startsWith('/') && !/[\s(]/.test(route) && needed.length > 0)
          .sort((a, b) => paramCount(a.route) - paramCount(b.route))
          .map(({ route, files: needed }) => {
            const preloaded = route.startsWith(APPLICATION_ROUTES) ? [...new Set([...needed, ...alongside])] : needed;
            return [pathPattern(route), [...preloaded, ...stylesheetsOf(outputs, needed)].map(indexOf)] as const;
          });
        let out = html.replace(/(\s*)<script type="module"/, (_, space: string) => `${space}${routePreloadScript(files, routes)}${space}<script type="module"`);
        for (const asset of outputs) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${escapeRegExp(asset.fileName)}"[^>]*>`);
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // The link stays, disabled (a disabled stylesheet is not fetched: HTML "link type stylesheet"), so that Vite's
          // preload helper, which looks for a stylesheet link of that address before it loads a lazy chunk's CSS, finds
          // this one and does not fetch the inlined sheet again (a render-blocking request per page otherwise).
          out = out.replace(link, (tag) => `<style>${css.trim()}</style>${tag.replace(/\s*\/?>$/, ' disabled />')}`);
        }
        return out;
      },
    },
  };
}

/**
 * Production browser builds only: a Brotli (quality 11) and a gzip (level 9) copy beside every built script and
 * stylesheet, which the sandbox sends as they are (`@fastify/static` `preCompressed`) instead of compressing each answer
 * (src/sandbox/static.ts). HTML is left out: the prerender step rewrites index.html and writes the pages after this
 * runs, so a copy made here would be stale. Measured in docs/performance.md ("Compressed once, at build").
 */
function precompressedAssets(): Plugin {
  const plugin = compression({
    include: /\.(js|css)$/,
    algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    logLevel: 'silent',
  }) as Plugin;
  return { ...plugin, apply: (config, env) => env.command === 'build' && !config.build?.ssr };
}

/** Set while {@link routeSetChunks} makes its first build: that build chunks as the bundler would on its own. */
const FIRST_BUILD_FLAG = 'HEI_FIRST_BUILD';
/** The named chunk groups of the configuration below, which a first build's chunks keep. */
const NAMED_GROUPS = new Set(['boot', 'forms']);
/** What every page loads after its first render (app/main.tsx): the analytics tracker and the analytics layer. */
const EVERY_PAGE_PARTS = /^src\/client\/analytics\/(index|tracker)\.ts$/;
/** Module id → the chunk group {@link routeSetChunks} chose for it (filled before the browser build chunks). */
const routeSets = new Map<string, string>();

/**
 * Production browser builds only (docs/performance.md "Fewer files"): builds the portal once as the bundler chunks it
 * on its own (in memory), then gives the real build a chunk group per set of budgeted pages whose first load holds a
 * module (scripts/build/routeSetChunks.ts): the application home loads 20 files instead of 40, and no budgeted page's
 * first load gains a byte.
 */
function routeSetChunks(repoRoot: string): Plugin {
  return {
    name: 'hei:route-set-chunks',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr && process.env[FIRST_BUILD_FLAG] !== '1',
    async config(_config, { mode }) {
      process.env[FIRST_BUILD_FLAG] = '1';
      try {
        const output = await build({ configFile: resolve(repoRoot, 'vite.config.ts'), mode, logLevel: 'silent', build: { write: false } });
        const outputs = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
        const chunks = outputs
          .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
          .map((c) => ({
            file: c.fileName,
            name: c.name,
            moduleIds: c.moduleIds,
            source: c.facadeModuleId ? relative(repoRoot, c.facadeModuleId).split('\\').join(posix.sep) : null,
            imports: c.imports,
            isEntry: c.isEntry,
            isDynamicEntry: c.isDynamicEntry,
          }));
        const groups = routeSetGroups(
          chunks,
          repoRoot,
          (route) => firstLoadBudget(route.route, route.source) !== undefined,
          NAMED_GROUPS,
          (chunk) => EVERY_PAGE_PARTS.test(chunk.source ?? ''),
        );
        routeSets.clear();
        for (const [id, group] of groups) routeSets.set(id, group);
      } finally {
        delete process.env[FIRST_BUILD_FLAG];
      }
    },
  };
}

/** Port of the sandbox API that `npm run dev` proxies `/api` to (default 4010). */
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);

/**
 * Test workers: one per core, at least two. Vitest's default leaves a core to its main process, which on 2 cores ran the
 * unit and integration files one at a time: 262 s instead of 164 s here, with the main process nearly idle meanwhile.
 */
const TEST_WORKERS = Math.max(2, availableParallelism());
/**
 * Browser test files at a time: two (each its own sandbox and browser contexts). A browser test waits on the page, the
 * network and the sandbox's timers much of its time, so two overlap well on 2 cores; three were slower here, with
 * failures (docs/testing.md "Keeping the run short").
 */
const E2E_WORKERS = 2;

/**
 * Issue 12 §3 `/{signup}`: refuses to build or serve with a VITE_SIGNUP_PATH that is not a single free path segment
 * (README "Configuration"), with the rule's own message, instead of shipping a portal whose sign-up link is dead; and
 * gives the code the path the rule made of it (`__SIGNUP_PATH__`, e.g. `/signup`), so the browser does not carry the
 * rule itself.
 */
function signupPathCheck(): Plugin {
  return {
    name: 'hei:signup-path',
    config(config, { mode }) {
      const envDir = resolve(import.meta.dirname, typeof config.envDir === 'string' ? config.envDir : (config.root ?? '.'));
      const result = parseSignupPath(loadEnv(mode, envDir, 'VITE_').VITE_SIGNUP_PATH);
      if (!result.ok) throw new Error(result.error);
      return { define: { __SIGNUP_PATH__: JSON.stringify(result.path) } };
    },
  };
}

export default defineConfig({
  plugins: [react(), productionBuildsOf(), routeSetChunks(import.meta.dirname), firstPaint(import.meta.dirname), precompressedAssets(), signupPathCheck(), prerender()],
  root: 'src/client/app/web',
  publicDir: false,
  build: {
    outDir: '../../../../dist/client',
    emptyOutDir: true,
    // Maps are written for tooling (bench attribution, error reports) but not linked from every chunk (−0.4 KB gzip).
    sourcemap: 'hidden',
    // Every browser the build targets but Safari 16 supports modulepreload; there it only means no early fetch.
    // Lazy pages list no dependencies to preload: the table of every page's chunk files cost 2 KB gzip of the entry
    // (issue #4 added seven features). A first load still preloads its route's chunks (the inline script of
    // firstPaint); a later navigation fetches a page's shared chunks once, after the page's own chunk.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps) },
    rolldownOptions: {
      output: {
        // Hash-only names: module names repeated in every chunk's imports and the preload map cost 0.7 KB gzip per page;
        // the manifest (.vite/manifest.json) says which source each file holds.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Everything the entry imports statically in one file (one request, compresses better) instead of a dozen.
          // The form library in one chunk of its own: left to itself the bundler put react-final-form in a chunk with
          // small shared modules (the back link), so pages without a form loaded it too (issue 14 §3: −0.5 KB gzip).
          groups: [
            { name: 'boot', tags: ['$initial'] },
            { name: 'forms', test: /[\\/]node_modules[\\/](final-form|react-final-form|@babel[\\/]runtime)[\\/]/ },
            // Shared code by the set of budgeted pages that load it first (routeSetChunks; none in its own first build).
            { name: (id: string) => routeSets.get(id) ?? null, includeDependenciesRecursively: false },
          ],
        },
      },
      treeshake: {
        // contract (io-ts codecs) and domain (pure rules) have no side effects: a module whose exports go unused is
        // dropped, and building a codec is a pure call, so a codec nobody decodes with stays out of the bundle.
        moduleSideEffects: [{ test: /[\\/]src[\\/](contract|domain)[\\/]/, sideEffects: false }],
        manualPureFunctions: [
          ...['closed', 'endpoint', 'enumeration', 'nullable'],
          ...['array', 'brand', 'intersection', 'keyof', 'literal', 'partial', 'record', 'refinement', 'type', 'union'].map((c) => `t.${c}`),
        ],
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: `http://127.0.0.1:${sandboxPort}`, changeOrigin: false },
      '/sandbox': { target: `http://127.0.0.1:${sandboxPort}`, changeOrigin: false },
      // Signed upload URLs (issue #4) point at the page's origin; storage is the sandbox.
      '/storage': { target: `http://127.0.0.1:${sandboxPort}`, changeOrigin: false },
    },
  },
  test: {
    root: '.',
    globals: true,
    // The default report, then the slowest test files and each project's total (tests/support/slowestReporter.ts).
    reporters: ['default', './tests/support/slowestReporter.ts'],
    maxWorkers: TEST_WORKERS,
    // Worker threads rather than child processes, except for the browser tests (below): the unit, marble and integration
    // files took about a quarter less CPU so (unit and marbles 43 s instead of 52–59 s, integration 150 s instead of
    // 167 s, on 2 cores).
    pool: 'threads',
    projects: [
      // Unit and marble files share their worker's modules (React, RxJS, io-ts and the contract load once per worker, not
      // once per file: the unit run takes a tenth of the time). A file that mocks a module is named `*.isolated.test.*`
      // and runs in the 'unit-isolated' project, each such file with modules of its own.
      {
        extends: true,
        test: { name: 'unit', root: '.', include: ['tests/unit/**/*.test.ts?(x)'], exclude: ['**/*.isolated.test.*', '**/node_modules/**'], isolate: false },
      },
      { extends: true, test: { name: 'unit-isolated', root: '.', include: ['tests/unit/**/*.isolated.test.ts?(x)'] } },
      { extends: true, test: { name: 'marbles', root: '.', include: ['tests/marbles/**/*.test.ts'], isolate: false } },
      {
        extends: true,
        test: {
          name: 'integration',
          root: '.',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/support/fastPasswords.ts'],
          // As long as a hook: some tests start sandboxes of their own (restarts, other configurations), and two or
          // three starts took more than 30 s on 2 cores shared with other work.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The files of a worker share its modules: the sandbox's (Fastify, PGlite, the contract) load once per worker
          // instead of once per file. Each file starts sandboxes of its own; no test mocks a module.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: ['tests/support/fastPasswords.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The files of a worker share its modules and its browser (tests/e2e/support/browser.ts `sharedBrowser`):
          // nothing per file but the import and the launch, done once per worker.
          maxWorkers: E2E_WORKERS,
          // Child processes, Vitest's default: each worker launches its own Chromium. Worker threads measured no different
          // here (two browser files: 115.8 and 122.4 s of CPU in threads, 122.1 and 122.8 s in child processes).
          pool: 'forks',
          isolate: false,
          // `npm test` runs every project in one `vitest run`. Where the browser files have as many workers as the rest
          // (2 cores), all files share the workers: a worker done with its browser files starts the unit and
          // integration files while the other finishes its last browser file. With more cores the browser files are a
          // group of their own, run after the others (Vitest runs projects of unequal maxWorkers in separate groups).
          sequence: { groupOrder: E2E_WORKERS === TEST_WORKERS ? 0 : 1 },
        },
      },
    ],
  },
});
