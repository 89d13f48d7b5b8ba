import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The bench's control page: one heading, a paragraph and a form, no CSS and no script, served by the sandbox from the
 * build output like any other file and audited in the same rounds and the same modes as the portal's pages. It is the
 * floor of a page as the sandbox serves it (a navigation into a new renderer process, which the sandbox's
 * Cross-Origin-Opener-Policy asks for, then parsing, layout and paint at the mobile preset's 4× CPU; docs/performance.md
 * "The floor"): every speed target is a ratio to it (./targets), so a busy or slower machine moves both sides.
 */

/** A control page: its label in the bench's table and the URL path it is served at from the build output. */
export type ControlPage = { label: string; path: string };

/** The control's whole HTML: a valid, accessible page with nothing for the browser to fetch or run. */
export const HELLO_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Control</title></head><body><main><h1>Control page</h1><p>One heading, a paragraph and a form: no CSS and no script.</p>' +
  '<form action="#" method="post"><label for="email">Email address</label> <input id="email" name="email" type="email" autocomplete="email"> ' +
  '<button type="submit">Continue</button></form></main></body></html>';

async function writePage(outDir: string, path: string, html: string): Promise<void> {
  const dir = join(outDir, path);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), html);
}

/** The folder of the build output the control pages are written to: a path no route of the portal uses. */
const CONTROL_ROOT = '/bench-control/';

/** Writes the control page into the build output `outDir` (under {@link CONTROL_ROOT}) and answers where it is. */
export async function writeControlPage(outDir: string): Promise<ControlPage> {
  const page = { label: 'control page', path: `${CONTROL_ROOT}hello/` };
  await writePage(outDir, page.path, HELLO_HTML);
  return page;
}

/** Removes the control page from the build output `outDir`, leaving it as the build made it. */
export async function removeControlPage(outDir: string): Promise<void> {
  await rm(join(outDir, CONTROL_ROOT), { recursive: true, force: true });
}
