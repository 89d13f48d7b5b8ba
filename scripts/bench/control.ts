import { readFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The bench's control pages (issue 14 §3: "say so in docs/performance.md" when a target does not hold on this kind of
 * machine). Lighthouse audits them exactly as it audits the portal's pages, and the bench prints them beside the
 * targets, never as targets:
 * - `hello`: a page with one heading and one line of text, no CSS and no script — the floor of the machine itself
 *   (navigation, parsing, layout and paint at the mobile preset's 4× CPU). A page with scripts meets a target this
 *   page misses only where its scripts delay the simulated first paint past the browser's own work, at the cost of
 *   its LCP (docs/performance.md "The machine's floor").
 * - `no-js`: the prerendered `/property_address` as built, with every script and module preload taken out — what the
 *   page's HTML and CSS cost the browser before any of the portal's JavaScript.
 */

/** A control page: its label in the bench's table and the URL path it is served at from the build output. */
export type ControlPage = { label: string; path: string };

/** The page the `no-js` control copies (a public page of issue 14 §3 row 1). */
export const CONTROL_SOURCE_PATH = '/property_address';

/** The `hello` control's whole HTML: a valid, accessible page with nothing for the browser to fetch or run. */
export const HELLO_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Control</title></head><body><h1>Control page</h1><p>One heading and one line of text, no CSS and no script.</p></body></html>';

/**
 * `html` without `<script>` elements (inline or not) and without `<link rel="modulepreload">` tags; everything else
 * (the inlined CSS, the prerendered markup, the title) as it is.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

async function writePage(outDir: string, path: string, html: string): Promise<void> {
  const dir = join(outDir, path);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), html);
}

/** The folder of the build output the control pages are written to: a path no route of the portal uses. */
const CONTROL_ROOT = '/bench-control/';

/**
 * Writes both control pages into the build output `outDir` (under {@link CONTROL_ROOT}) and answers them, `hello`
 * first. {@link removeControlPages} takes them out again.
 * @throws Error when the build has no prerendered `/property_address` (the prerender step did not run).
 */
export async function writeControlPages(outDir: string): Promise<ControlPage[]> {
  const source = join(outDir, CONTROL_SOURCE_PATH, 'index.html');
  const built = await readFile(source, 'utf8').catch(() => {
    throw new Error(`no prerendered ${CONTROL_SOURCE_PATH} in ${outDir} (a control page copies it)`);
  });
  const pages: Array<ControlPage & { html: string }> = [
    { label: 'control: hello page', path: `${CONTROL_ROOT}hello/`, html: HELLO_HTML },
    { label: 'control: /property_address, no JS', path: `${CONTROL_ROOT}property_address/`, html: withoutScripts(built) },
  ];
  for (const page of pages) await writePage(outDir, page.path, page.html);
  return pages.map(({ label, path }) => ({ label, path }));
}

/** Removes the control pages from the build output `outDir`, leaving it as the build made it. */
export async function removeControlPages(outDir: string): Promise<void> {
  await rm(join(outDir, CONTROL_ROOT), { recursive: true, force: true });
}
