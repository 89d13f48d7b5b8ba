/**
 * Filling the built index.html with a prerendered page (issue 14 §1): pure string work, unit-tested
 * (tests/unit/prerender/pageHtml.test.ts).
 */

/** The empty root Vite's index.html carries. */
const EMPTY_ROOT = /<div id="root"><\/div>/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const FIRST_H1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/;

/**
 * The page's document title as the browser sets it (`ui/Page`: "<h1> · <app title>"), from the prerendered HTML's
 * first h1 (already HTML-escaped, so it goes into `<title>` as it is; React's text separators and any inner tags
 * dropped). No h1: the app title alone.
 */
export function titleOf(html: string, appTitle: string): string {
  const heading = FIRST_H1.exec(html)?.[1]
    ?.replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .trim();
  return heading ? `${heading} · ${appTitle}` : appTitle;
}

/**
 * What goes into one page's file: the HTML for `#root`, its title, the path it shows (null: not hydrated), and tags for
 * the head (after the title, before any script).
 */
export interface PageFill {
  html: string;
  title: string;
  prerendered: string | null;
  head?: string;
  /**
   * `/` only: the signed-in shell and its title, in an inert `<template id="signed-in-start">` after `#root`. The
   * template's inline script (src/client/app/web/index.html) puts it in place of the funnel page before the first
   * paint when a session is stored: a signed-in customer opening `/` never sees the funnel's first question.
   */
  signedInStart?: { html: string; title: string };
  /**
   * The shell only: the headings of the signed-in pages that need no data for them, each in an inert `<template>` after
   * `#root` ({@link shellHeadingTemplates}).
   */
  shellHeadings?: readonly ShellHeadingFill[];
}

/**
 * One signed-in page's heading for the shell: `pattern` (a RegExp source for `location.pathname`), the document title,
 * the class of the page's `main` and the HTML of its h1 and lead.
 */
export interface ShellHeadingFill {
  pattern: string;
  title: string;
  mainClass: string;
  html: string;
}

/** The attribute naming a shell heading's path pattern (read by the inline script of index.html). */
export const SHELL_HEADING_ATTRIBUTE = 'data-shell-path';

/**
 * The shell's heading templates: the inline script of index.html puts the first whose pattern matches the address at
 * the top of the shell's `main` (with the page's content width and document title) before the first paint, so a
 * person sees the page's heading, not only "Loading…", while its code downloads.
 */
export function shellHeadingTemplates(headings: readonly ShellHeadingFill[]): string {
  return headings
    .map(
      ({ pattern, title, mainClass, html }) =>
        `<template ${SHELL_HEADING_ATTRIBUTE}="${escapeAttribute(pattern)}" data-title="${escapeAttribute(title)}" data-main-class="${escapeAttribute(mainClass)}">${html}</template>`,
    )
    .join('');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The id of the `<template>` holding the signed-in shell on `/` (read by the inline script of index.html). */
export const SIGNED_IN_START_ID = 'signed-in-start';

const signedInStartTemplate = (start: PageFill['signedInStart']) =>
  start ? `<template id="${SIGNED_IN_START_ID}" data-title="${escapeAttribute(start.title)}">${start.html}</template>` : '';

/**
 * `template` (the built index.html) with `#root` holding the page and the page's `<title>`.
 * @throws Error when the template has no empty `<div id="root"></div>` or no `<title>`.
 */
export function fillTemplate(template: string, fill: PageFill): string {
  if (!EMPTY_ROOT.test(template)) throw new Error('prerender: the built index.html has no empty <div id="root"></div>');
  if (!TITLE.test(template)) throw new Error('prerender: the built index.html has no <title>');
  const attribute = fill.prerendered === null ? '' : ` data-prerendered="${escapeAttribute(fill.prerendered)}"`;
  return template
    .replace(TITLE, () => `<title>${fill.title}</title>${fill.head ?? ''}`)
    .replace(EMPTY_ROOT, () => `<div id="root"${attribute}>${fill.html}</div>${signedInStartTemplate(fill.signedInStart)}${shellHeadingTemplates(fill.shellHeadings ?? [])}`);
}

/** The route-preload script's data in the built index.html (vite.config.ts `routePreloadScript`): files, then routes. */
const PRELOAD_DATA = /var f=(\[[^\]]*\]),r=(\[.*?\]),p=location\.pathname/;

/**
 * `<link rel="modulepreload">` tags for the chunks the template's route-preload script would add on `path` (its first
 * matching route, most specific first), and style preloads for their stylesheets, so a prerendered page's parser
 * starts them at once and the script, finding them, adds nothing. Empty when the template has no such script or no
 * route matches.
 */
export function preloadLinksFor(template: string, path: string): string {
  const data = PRELOAD_DATA.exec(template);
  if (!data) return '';
  const files = JSON.parse(data[1] ?? '[]') as string[];
  const routes = JSON.parse(data[2] ?? '[]') as Array<[string, number[]]>;
  const match = routes.find(([source]) => new RegExp(source, 'i').test(path));
  return (match?.[1] ?? [])
    .map((n) => files[n] ?? '')
    .map((file) => (file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="/${file}" />` : `<link rel="modulepreload" crossorigin href="/${file}" />`))
    .join('');
}

/**
 * The inline scripts of the built index.html, by what they do and where (src/client/app/web/index.html, vite.config.ts
 * `routePreloadScript`): each is recognised by a marker of its text.
 */
const INLINE_SCRIPTS: ReadonlyArray<{ marker: string; runsOn: (where: string) => boolean }> = [
  // The data start: the first screen's GETs of a customer's application, or the application list on `/` and
  // `/applicants` signed in. A prerendered page is neither an application's page nor, but for those two, the list.
  { marker: '__heiDataStart', runsOn: (where) => where === SIGNED_IN_SHELL || where === '/' || where === '/applicants' },
  // The signed-in shell in place of `/`'s funnel page when a session is stored (`/` is always its prerendered page).
  { marker: SIGNED_IN_START_ID, runsOn: (where) => where === '/' },
  // The shell's heading, which only the shell carries templates for.
  { marker: SHELL_HEADING_ATTRIBUTE, runsOn: (where) => where === SIGNED_IN_SHELL },
  // The route preloads, which a prerendered page lists as links already (preloadLinksFor): it returns at once there.
  { marker: "link[rel=modulepreload]')", runsOn: (where) => where === SIGNED_IN_SHELL },
];

/** An inline script (and the comment just before it) of the built index.html. */
const INLINE_SCRIPT = /(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<script>((?:(?!<\/script>)[\s\S])*)<\/script>/g;

/** {@link withoutIdleScripts}'s `where` for the signed-in shell, which answers every signed-in address but `/`. */
export const SIGNED_IN_SHELL = '(signed-in shell)';

/**
 * `html` (a prerendered page of path `where`, or the shell: {@link SIGNED_IN_SHELL}; not the 404 page, which shows at
 * any path) without the inline scripts that do nothing there. Each inline script is a task on the main thread while the
 * document is parsed, and the first makes V8 build the page's context, all before the first paint: on a funnel page or
 * `/login` none of them has anything to do, on the shell the swap meant for `/`.
 */
export function withoutIdleScripts(html: string, where: string): string {
  return html.replace(INLINE_SCRIPT, (whole, body: string) => {
    const known = INLINE_SCRIPTS.find((script) => body.includes(script.marker));
    return known && !known.runsOn(where) ? '' : whole;
  });
}
