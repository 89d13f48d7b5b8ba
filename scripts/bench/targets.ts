import type { RouteBundle } from './bundle';
import type { AuditMode, AuditSummary } from './lighthouse';
import type { PollingResult } from './opsPolling';
import { formatSpread, type Spread } from './stats.js';

/**
 * The bench's targets (docs/performance.md "Targets"). Speed is judged as a ratio to a control page audited the same
 * way in the same rounds on the same machine, so a busy or slower machine moves both sides; only sizes, accessibility,
 * layout shift, INP and the polls have absolute targets.
 */

/** Public pages (`/property_address`, `/login`, `/`): LCP at most this many times the control's (launcher mode). */
export const PUBLIC_LCP_RATIO = 1.6;
/** …and performance at least the control's minus this many points. */
export const PUBLIC_PERFORMANCE_SLACK = 2;
/** Signed-in pages on a cold cache: LCP at most this many times the control's (page mode). */
export const SIGNED_IN_LCP_RATIO = 3;
/** …TBT at most the control's plus this many ms. */
export const SIGNED_IN_TBT_EXTRA_MS = 150;
/** …and performance at least this. */
export const SIGNED_IN_PERFORMANCE = 90;
/** CLS at most, every page. */
export const CLS_TARGET = 0.01;
/** Lighthouse accessibility on every audited page. */
export const ACCESSIBILITY_TARGET = 100;
/** First-load JS (gzip, KB = 1000 bytes): the public pages and every funnel page. */
export const PUBLIC_JS_BYTES = 130_000;
/** …the application home. */
export const HOME_JS_BYTES = 145_000;
/** …the section, tasks, documents, qualification and declarations pages. */
export const APPLICATION_JS_BYTES = 150_000;
/** INP of typing into a section field and pressing Continue, ms. */
export const INP_TARGET_MS = 100;
/** Ops polling of an unchanged application: a 304 with no body, or at most this many bytes on the wire per poll. */
export const POLL_WIRE_BYTES_TARGET = 1000;

/** The section page the bench opens: the first of §2's sections, which the in-progress demo customer can open. */
export const AUDITED_SECTION = 'personal-information';

/** The demo customers the bench signs in as (sandbox seed; docs/sandbox.md "Demo accounts"). */
export type BenchCustomer = 'inProgress' | 'funded' | 'buyout';

/**
 * A page the bench audits. `route` is its route pattern as in the features' route tables (it names the manifest's
 * route row; `:applicationId`, `:section` and `:requestUuid` are filled in); signed-in pages are opened as
 * `customer`, on a cold cache and again on a warm one.
 */
export type AuditedPage = { label: string; route: string; customer?: BenchCustomer; jsBytes?: number };

export const PUBLIC_PAGES: readonly AuditedPage[] = [
  { label: 'funnel: /property_address', route: '/property_address', jsBytes: PUBLIC_JS_BYTES },
  { label: '/login', route: '/login', jsBytes: PUBLIC_JS_BYTES },
  { label: '/ (signed out)', route: '/', jsBytes: PUBLIC_JS_BYTES },
];

export const SIGNED_IN_PAGES: readonly AuditedPage[] = [
  { label: 'application home', route: '/applications/:applicationId', customer: 'inProgress', jsBytes: HOME_JS_BYTES },
  { label: 'investment dashboard', route: '/applications/:applicationId', customer: 'funded' },
  { label: `section: ${AUDITED_SECTION}`, route: '/applications/:applicationId/sections/:section', customer: 'inProgress', jsBytes: APPLICATION_JS_BYTES },
  { label: 'tasks', route: '/applications/:applicationId/tasks', customer: 'inProgress', jsBytes: APPLICATION_JS_BYTES },
  { label: 'documents', route: '/applications/:applicationId/documents', customer: 'inProgress', jsBytes: APPLICATION_JS_BYTES },
  { label: 'servicing request', route: '/applications/:applicationId/servicing/:requestUuid', customer: 'buyout' },
];

/** Further manifest-only budgets: the other pages that loaded the phone metadata up front. */
const MANIFEST_ONLY_BUDGETS: ReadonlyArray<{ route: string; bytes: number }> = [
  { route: '/applications/:applicationId/qualification', bytes: APPLICATION_JS_BYTES },
  { route: '/applications/:applicationId/sections/declarations', bytes: APPLICATION_JS_BYTES },
];

/** The ids a signed-in page's path needs. */
export type PathIds = { applicationId: string; requestUuid?: string };

/** The URL path of `page` with `ids` filled in. */
export const pagePath = (page: AuditedPage, ids: PathIds): string =>
  page.route.replace(':applicationId', ids.applicationId).replace(':section', AUDITED_SECTION).replace(':requestUuid', ids.requestUuid ?? '');

/** One checked target: the median `value` (what passes or fails) and its printed form (with the spread when known). */
export type Target = { name: string; value: number; shown: string; target: string; pass: boolean };

/** An audited page's results in one mode: Lighthouse's and the gzip bytes of the scripts each run loaded. */
export type PageResult = AuditSummary & { page: AuditedPage; mode: AuditMode; path: string; scriptGzipBytes: Spread };

/** The control page's results in the two modes the pages are audited in. */
export type Controls = { launcher?: AuditSummary; page?: AuditSummary };

/** Pages of the public funnel (their first-load budget is the public one). */
const isFunnelPage = (source: string | undefined) => source?.startsWith('src/client/features/funnel/views/') === true;
/** A manifest row's route pattern (`/login` of `/login  (features/auth/views/LoginPage.tsx)`). */
const patternOf = (route: RouteBundle) => route.route.split('  ')[0] ?? route.route;

/**
 * The first-load budget (gzip bytes) of the page at route `pattern` whose module is `source` (repo-relative), or
 * undefined for a page without one: funnel pages, the audited pages that have one, qualification and declarations.
 * The build keeps these pages' first loads as they are when it groups shared chunks (scripts/build/routeSetChunks.ts).
 */
export function firstLoadBudget(pattern: string, source: string | undefined): number | undefined {
  const named = [...PUBLIC_PAGES, ...SIGNED_IN_PAGES].find((page) => page.route === pattern && page.jsBytes)?.jsBytes;
  return named ?? MANIFEST_ONLY_BUDGETS.find((budget) => budget.route === pattern)?.bytes ?? (isFunnelPage(source) ? PUBLIC_JS_BYTES : undefined);
}

/** Every route's first-load JS (manifest) against its budget: funnel pages, the audited pages, qualification and declarations. */
function manifestTargets(routes: readonly RouteBundle[]): Target[] {
  // Every budgeted pattern, those missing from the manifest included (a FAIL), each judged by firstLoadBudget.
  const patterns = new Set([
    ...routes.filter((r) => isFunnelPage(r.source)).map(patternOf),
    ...[...PUBLIC_PAGES, ...SIGNED_IN_PAGES].filter((page) => page.jsBytes).map((page) => page.route),
    ...MANIFEST_ONLY_BUDGETS.map((budget) => budget.route),
  ]);
  return [...patterns].map((pattern) => {
    const route = routes.find((r) => patternOf(r) === pattern);
    const bytes = firstLoadBudget(pattern, route?.source) ?? NaN;
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

/** A target judged on the median of `spread`. */
function check(name: string, spread: Spread, format: (v: number) => string, limit: string, pass: (v: number) => boolean): Target {
  return { name, value: spread.median, shown: formatSpread(spread, format), target: limit, pass: pass(spread.median) };
}

/** A page's LCP as a ratio to the control's (medians), with the ms shown. */
function lcpRatio(name: string, result: PageResult, control: AuditSummary, ratio: number): Target {
  const value = result.lcpMs.median / control.lcpMs.median;
  return {
    name,
    value,
    shown: `${value.toFixed(2)}× (${ms(result.lcpMs.median)} ÷ ${ms(control.lcpMs.median)})`,
    target: `<= ${ratio}× the control's`,
    pass: value <= ratio,
  };
}

/** Targets every audited page has: accessibility, CLS and (where it has a budget) the JS it loaded. */
function commonTargets(at: string, result: PageResult): Target[] {
  const budget = result.page.jsBytes;
  return [
    check(`${at}: accessibility`, result.accessibility, score, `= ${ACCESSIBILITY_TARGET}`, (v) => v >= ACCESSIBILITY_TARGET),
    check(`${at}: CLS`, result.cls, cls, `<= ${CLS_TARGET}`, (v) => v <= CLS_TARGET),
    ...(budget ? [check(`${at}: first-load JS as loaded in Lighthouse (gzip)`, result.scriptGzipBytes, kb, `<= ${kb(budget)}`, (v) => v <= budget)] : []),
  ];
}

/** A public page (launcher mode) against the launcher-mode control. */
function publicTargets(result: PageResult, control: AuditSummary): Target[] {
  const at = result.page.label;
  const floor = control.performance.median - PUBLIC_PERFORMANCE_SLACK;
  return [
    check(`${at}: performance`, result.performance, score, `>= control's − ${PUBLIC_PERFORMANCE_SLACK} (${score(floor)})`, (v) => v >= floor),
    lcpRatio(`${at}: LCP ÷ control's`, result, control, PUBLIC_LCP_RATIO),
    ...commonTargets(at, result),
  ];
}

/** A signed-in page on a cold cache (page mode) against the page-mode control; on a warm one, better than cold. */
function signedInTargets(cold: PageResult, control: AuditSummary, warm: PageResult | undefined): Target[] {
  const at = cold.page.label;
  const tbtLimit = control.tbtMs.median + SIGNED_IN_TBT_EXTRA_MS;
  return [
    check(`${at} (cold): performance`, cold.performance, score, `>= ${SIGNED_IN_PERFORMANCE}`, (v) => v >= SIGNED_IN_PERFORMANCE),
    lcpRatio(`${at} (cold): LCP ÷ control's`, cold, control, SIGNED_IN_LCP_RATIO),
    check(`${at} (cold): TBT`, cold.tbtMs, ms, `<= control's + ${SIGNED_IN_TBT_EXTRA_MS} ms (${ms(tbtLimit)})`, (v) => v <= tbtLimit),
    ...commonTargets(`${at} (cold)`, cold),
    ...(warm
      ? [check(`${at} (warm): LCP`, warm.lcpMs, ms, `< cold (${ms(cold.lcpMs.median)})`, (v) => v < cold.lcpMs.median)]
      : []),
  ];
}

/**
 * Every bundle and Lighthouse target: manifest budgets, then each public page against the launcher-mode control and
 * each signed-in page against the page-mode control. A page whose control could not be measured fails every ratio.
 */
export function evaluateTargets(routes: readonly RouteBundle[], pages: readonly PageResult[], controls: Controls): Target[] {
  const missing = (label: string): Target => ({ name: `${label}: the control page`, value: NaN, shown: 'not measured', target: 'measured', pass: false });
  const targets = manifestTargets(routes);
  for (const result of pages.filter((p) => p.mode === 'launcher')) {
    targets.push(...(controls.launcher ? publicTargets(result, controls.launcher) : [missing(result.page.label)]));
  }
  for (const cold of pages.filter((p) => p.mode === 'page')) {
    const warm = pages.find((p) => p.mode === 'warm' && p.page === cold.page);
    targets.push(...(controls.page ? signedInTargets(cold, controls.page, warm) : [missing(cold.page.label)]));
  }
  return targets;
}

/** INP of the section form. */
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
