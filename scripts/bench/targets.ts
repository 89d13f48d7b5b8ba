import type { RouteBundle } from './bundle';
import type { AuditSummary } from './lighthouse';
import type { PollingResult } from './opsPolling';
import { formatSpread, type Spread } from './stats';

/** One page row of issue 14 §3's table: performance at least, LCP/TBT at most (ms), CLS at most, first-load JS gzip at most (bytes, KB = 1000). */
export type PageTargets = { performance: number; lcpMs: number; tbtMs: number; cls: number; jsBytes: number };

/** Issue 14 §3 row 1: `/property_address`, `/login`, `/` (signed out). */
export const PUBLIC_PAGE_TARGETS: PageTargets = { performance: 100, lcpMs: 1200, tbtMs: 50, cls: 0.01, jsBytes: 130_000 };
/** Issue 14 §3 row 2: the demo customer's application home. */
export const HOME_PAGE_TARGETS: PageTargets = { performance: 98, lcpMs: 1800, tbtMs: 100, cls: 0.01, jsBytes: 145_000 };
/** Issue 14 §3 row 3: a section page, the tasks page, the documents page (and issue 14 §2's 150 KB for the qualification and declarations pages). */
export const APPLICATION_PAGE_TARGETS: PageTargets = { performance: 95, lcpMs: 2000, tbtMs: 100, cls: 0.01, jsBytes: 150_000 };
/** Lighthouse accessibility on every audited page (issue #2, kept). */
export const ACCESSIBILITY_TARGET = 100;
/** Issue 14 §3 "Interaction": INP at most, ms. */
export const INP_TARGET_MS = 100;
/** Issue 14 §3 ops polling: a 304 with no body, or at most this many bytes on the wire per poll. */
export const POLL_WIRE_BYTES_TARGET = 1000;

/** The section page the bench opens: the first of §2's sections, which the in-progress demo customer can open. */
export const AUDITED_SECTION = 'personal-information';

/**
 * A page Lighthouse audits: `route` is its route pattern as in the features' route tables (it names the manifest's
 * route row, and gives the URL once `:applicationId` and `:section` are filled in); signed-in pages are opened as the
 * demo customer.
 */
export type AuditedPage = { label: string; route: string; signedIn: boolean; targets: PageTargets };

/** Issue 14 §3's pages, in its table's order. */
export const AUDITED_PAGES: readonly AuditedPage[] = [
  { label: 'funnel: /property_address', route: '/property_address', signedIn: false, targets: PUBLIC_PAGE_TARGETS },
  { label: '/login', route: '/login', signedIn: false, targets: PUBLIC_PAGE_TARGETS },
  { label: '/ (signed out)', route: '/', signedIn: false, targets: PUBLIC_PAGE_TARGETS },
  { label: 'application home (demo customer)', route: '/applications/:applicationId', signedIn: true, targets: HOME_PAGE_TARGETS },
  { label: `section: ${AUDITED_SECTION}`, route: '/applications/:applicationId/sections/:section', signedIn: true, targets: APPLICATION_PAGE_TARGETS },
  { label: 'tasks', route: '/applications/:applicationId/tasks', signedIn: true, targets: APPLICATION_PAGE_TARGETS },
  { label: 'documents', route: '/applications/:applicationId/documents', signedIn: true, targets: APPLICATION_PAGE_TARGETS },
];

/** Further manifest-only budgets (issue 14 §2 second bullet): the other pages that loaded the phone metadata up front. */
const MANIFEST_ONLY_BUDGETS: ReadonlyArray<{ route: string; bytes: number }> = [
  { route: '/applications/:applicationId/qualification', bytes: APPLICATION_PAGE_TARGETS.jsBytes },
  { route: '/applications/:applicationId/sections/declarations', bytes: APPLICATION_PAGE_TARGETS.jsBytes },
];

/** The URL path of `page` for the application `applicationId`. */
export const pagePath = (page: AuditedPage, applicationId: string): string =>
  page.route.replace(':applicationId', applicationId).replace(':section', AUDITED_SECTION);

/** One checked target: the median `value` (what passes or fails) and its printed form (with the spread when known). */
export type Target = { name: string; value: number; shown: string; target: string; pass: boolean };

/** An audited page's results: Lighthouse's and the gzip bytes of the scripts each run loaded. */
export type PageResult = AuditSummary & { page: AuditedPage; path: string; scriptGzipBytes: Spread };

/** Pages of the public funnel (issue #2 §7: the budget holds for each of them). */
const isFunnelPage = (route: RouteBundle) => route.source?.startsWith('src/client/features/funnel/views/') === true;
/** A manifest row's route pattern (`/login` of `/login  (features/auth/views/LoginPage.tsx)`). */
const patternOf = (route: RouteBundle) => route.route.split('  ')[0] ?? route.route;

/** Every route's first-load JS (manifest) against its budget: funnel pages, the audited pages, qualification and declarations. */
function manifestTargets(routes: readonly RouteBundle[]): Target[] {
  const budgets = new Map<string, number>();
  for (const route of routes.filter(isFunnelPage)) budgets.set(patternOf(route), PUBLIC_PAGE_TARGETS.jsBytes);
  for (const page of AUDITED_PAGES) budgets.set(page.route, page.targets.jsBytes);
  for (const { route, bytes } of MANIFEST_ONLY_BUDGETS) budgets.set(route, bytes);
  return [...budgets].map(([pattern, bytes]) => {
    const route = routes.find((r) => patternOf(r) === pattern);
    const name = `first-load JS ${pattern} (gzip, manifest)`;
    if (!route) return { name, value: NaN, shown: 'not in the manifest', target: `<= ${kb(bytes)}`, pass: false };
    return { name, value: route.gzipBytes, shown: kb(route.gzipBytes), target: `<= ${kb(bytes)}`, pass: route.gzipBytes <= bytes };
  });
}

/** KB (1000 bytes), one decimal. */
export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

const ms = (v: number) => `${v.toFixed(0)} ms`;
const score = (v: number) => v.toFixed(0);
const cls = (v: number) => v.toFixed(3);

/** Lighthouse targets of one audited page (judged on the medians). */
function pageTargets(result: PageResult): Target[] {
  const { targets } = result.page;
  const at = result.page.label;
  const check = (name: string, spread: Spread, format: (v: number) => string, limit: string, pass: (v: number) => boolean): Target => ({
    name: `${at}: ${name}`,
    value: spread.median,
    shown: formatSpread(spread, format),
    target: limit,
    pass: pass(spread.median),
  });
  return [
    check('performance', result.performance, score, `>= ${targets.performance}`, (v) => v >= targets.performance),
    check('accessibility', result.accessibility, score, `= ${ACCESSIBILITY_TARGET}`, (v) => v >= ACCESSIBILITY_TARGET),
    check('LCP', result.lcpMs, ms, `<= ${targets.lcpMs} ms`, (v) => v <= targets.lcpMs),
    check('TBT', result.tbtMs, ms, `<= ${targets.tbtMs} ms`, (v) => v <= targets.tbtMs),
    check('CLS', result.cls, cls, `<= ${targets.cls}`, (v) => v <= targets.cls),
    check('first-load JS as loaded in Lighthouse (gzip)', result.scriptGzipBytes, kb, `<= ${kb(targets.jsBytes)}`, (v) => v <= targets.jsBytes),
  ];
}

/** INP of the section form (issue 14 §3 "Interaction"). */
export function inpTarget(inp: Spread): Target {
  return { name: 'INP: 20 characters typed into a section field + Continue, CPU 4×', value: inp.median, shown: formatSpread(inp, ms), target: `<= ${INP_TARGET_MS} ms`, pass: inp.median <= INP_TARGET_MS };
}

/** Ops polling of an unchanged application: each poll a 304 with an empty body, or ≤ 1 KB on the wire (median). */
export function pollingTarget(polling: PollingResult): Target {
  const all304 = polling.polls.every((p) => p.status === 304 && p.bodyBytes === 0);
  return {
    name: 'ops polling of an unchanged application (bytes on the wire per poll, median)',
    value: polling.medianWireBytes,
    shown: `${polling.medianWireBytes} bytes, status ${polling.polls.map((p) => p.status).join('/')}, body ${polling.medianBodyBytes} bytes`,
    target: `304 with no body, or <= ${POLL_WIRE_BYTES_TARGET} bytes`,
    pass: all304 || polling.medianWireBytes <= POLL_WIRE_BYTES_TARGET,
  };
}

/** Every bundle and Lighthouse target of issue 14 §3 (INP and polling are added by their own measurements). */
export function evaluateTargets(routes: readonly RouteBundle[], pages: readonly PageResult[]): Target[] {
  return [...manifestTargets(routes), ...pages.flatMap(pageTargets)];
}
