import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { inlineBlocks } from '../../src/sandbox/http/contentSecurityPolicy.js';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../../src/sandbox/prerenderManifest.js';
import { pathPattern } from '../build/pathPattern.js';
import { fillTemplate, preloadLinksFor, SIGNED_IN_SHELL, titleOf, withoutIdleScripts } from './pageHtml.js';

/** The server entry, bundled for Node (src/client/app/prerender/render.tsx). */
const SERVER_ENTRY = 'src/client/app/prerender/render.tsx';

/** What the server bundle exports (render.tsx). */
interface ServerBundle {
  renderPage(path: string): Promise<string>;
  renderShell(): Promise<string>;
  renderShellHeadings(): Promise<Array<{ route: string; title: string; mainClass: string; html: string }>>;
  routePatterns(): { public: string[]; session: string[] };
  PRERENDERED_PAGES: ReadonlyArray<{ path: string; renders: string; file: string }>;
  NOT_FOUND_FILE: string;
  SHELL_FILE: string;
  APP_TITLE: string;
}

/** True when every inline script and style of `page` is one of `template`'s (which the CSP allows by hash). */
const blocksAllowed = (template: string, page: string) => {
  const allowed = inlineBlocks(template);
  const [scripts, styles] = [new Set(allowed.scripts), new Set(allowed.styles)];
  const found = inlineBlocks(page);
  return found.scripts.every((text) => scripts.has(text)) && found.styles.every((text) => styles.has(text));
};

/**
 * Writes every prerendered page, the shell and the manifest into `outDir` from the built `index.html` (issue 14 §1).
 * @throws Error when a page fails to render, or its HTML would add an inline script or style (the CSP allows only the
 * built index.html's own, src/sandbox/http/contentSecurityPolicy.ts).
 */
async function writePages(outDir: string, bundle: ServerBundle): Promise<number> {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const write = async (file: string, content: string) => {
    if (!blocksAllowed(template, content)) throw new Error(`prerender: ${file} would carry an inline script or style the CSP does not allow`);
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), content);
  };
  // The shell first: index.html is about to become the `/` page.
  const shell = await bundle.renderShell();
  const shellHeadings = (await bundle.renderShellHeadings()).map(({ route, ...heading }) => ({ pattern: pathPattern(route), ...heading }));
  const shellPage = fillTemplate(template, { html: shell, title: bundle.APP_TITLE, prerendered: null, shellHeadings });
  await write(bundle.SHELL_FILE, withoutIdleScripts(shellPage, SIGNED_IN_SHELL));
  for (const page of bundle.PRERENDERED_PAGES) {
    const html = await bundle.renderPage(page.renders);
    const head = page.renders === '*' ? '' : preloadLinksFor(template, page.renders);
    const signedInStart = page.path === '/' ? { html: shell, title: bundle.APP_TITLE } : undefined;
    const filled = fillTemplate(template, { html, title: titleOf(html, bundle.APP_TITLE), prerendered: page.renders, head, signedInStart });
    await write(page.file, page.path === '*' ? filled : withoutIdleScripts(filled, page.path));
  }
  const manifest: PrerenderManifest = {
    pages: bundle.PRERENDERED_PAGES.filter((p) => p.path !== '*').map(({ path, file }) => ({ path, file })),
    notFound: bundle.NOT_FOUND_FILE,
    shell: bundle.SHELL_FILE,
    routes: bundle.routePatterns(),
  };
  await writeFile(join(outDir, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return bundle.PRERENDERED_PAGES.length;
}

/**
 * Production builds only (issue 14 §1 "prerendered public pages"): once the browser bundle is written, bundles
 * render.tsx for Node (a second, SSR build into a temporary folder, with every package inlined), renders each public
 * page and the signed-in shell into the output folder, and writes `prerender.json` for servers that route by it (the
 * sandbox). Runs on every `vite build`, so every build — tests, bench, `npm start` — serves the prerendered HTML.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'hei:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // Not for the in-memory first build of routeSetChunks (vite.config.ts), which writes nothing.
      if (config.build.ssr || config.build.write === false) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = await mkdtemp(join(tmpdir(), 'hei-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          ssr: { noExternal: true },
          build: { ssr: resolve(config.configFile ? dirname(config.configFile) : process.cwd(), SERVER_ENTRY), outDir: serverDir, emptyOutDir: true, sourcemap: false, minify: false },
        });
        const bundle = (await import(pathToFileURL(join(serverDir, 'render.js')).href)) as ServerBundle;
        const count = await writePages(outDir, bundle);
        config.logger.info(`prerender: ${count} pages and the signed-in shell written to ${outDir}`);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
