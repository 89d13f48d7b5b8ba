import { resolve } from 'node:path';
import { routeSetGroups, type FirstBuildChunk } from '../../../scripts/build/routeSetChunks';

const REPO = resolve(import.meta.dirname, '../../..');

/** A chunk of a first build: `file` holds `modules`, imports `imports` statically; pages are dynamic entries. */
const chunk = (file: string, modules: string[], imports: string[] = [], extra: Partial<FirstBuildChunk> = {}): FirstBuildChunk => ({
  file,
  name: file.replace(/\.js$/, ''),
  moduleIds: modules,
  source: null,
  imports,
  isEntry: false,
  isDynamicEntry: false,
  ...extra,
});
const page = (file: string, source: string, imports: string[]) => chunk(file, [`${REPO}/${source}`], imports, { source, isDynamicEntry: true });

// /login and /property_address have a first-load budget; the magic-link page and the investment dashboard have none.
const BUDGETED = new Set(['/login', '/property_address']);
const CHUNKS = [
  chunk('index.js', ['main.tsx'], [], { isEntry: true, source: 'src/client/app/web/index.html' }),
  page('login.js', 'src/client/features/auth/views/LoginPage.tsx', ['shared-login-funnel.js', 'shared-login-magic.js', 'login-only.js', 'forms.js']),
  page('address.js', 'src/client/features/funnel/views/PropertyAddressPage.tsx', ['shared-login-funnel.js', 'address-only.js']),
  page('magic.js', 'src/client/features/auth/views/MagicLinkPage.tsx', ['shared-login-magic.js', 'magic-dashboard.js']),
  page('dashboard.js', 'src/client/features/servicing/views/InvestmentDashboardPage.tsx', ['magic-dashboard.js', 'dashboard-only.js']),
  chunk('shared-login-funnel.js', ['a.ts']),
  chunk('shared-login-magic.js', ['b.ts']),
  chunk('login-only.js', ['c.ts', 'c.css']),
  chunk('address-only.js', ['d.ts']),
  chunk('magic-dashboard.js', ['e.ts']),
  chunk('dashboard-only.js', ['f.ts']),
  chunk('forms.js', ['final-form.js']),
  // The analytics layer, which every page loads after its first render, needs x.ts but not y.ts; /login loads both first.
  chunk('analytics.js', ['analytics.ts'], ['x.js'], { isDynamicEntry: true, source: 'src/client/analytics/index.ts' }),
  chunk('x.js', ['x.ts']),
  chunk('y.js', ['y.ts']),
];
CHUNKS[1]?.imports.push('x.js', 'y.js');

describe('chunk groups by the budgeted pages that load a module first (scripts/build/routeSetChunks.ts)', () => {
  const groups = routeSetGroups(CHUNKS, REPO, (route) => BUDGETED.has(route.route), new Set(['forms']), (c) => c.file === 'analytics.js');

  it('puts together the modules the same budgeted pages load first, whatever other pages load them', () => {
    // b.ts is loaded first by /login and the magic-link page, c.ts by /login alone: one file for /login.
    expect(groups.get('b.ts')).toBeDefined();
    expect(groups.get('b.ts')).toBe(groups.get('c.ts'));
  });

  it('keeps apart modules that different budgeted pages load first, so no budgeted page loads a byte more', () => {
    const sets = ['a.ts', 'b.ts', 'd.ts'].map((id) => groups.get(id));
    expect(new Set(sets).size).toBe(3);
  });

  it('groups what no budgeted page loads first by all the pages that do', () => {
    expect(groups.get('e.ts')).toBeDefined();
    expect(groups.get('e.ts')).not.toBe(groups.get('f.ts'));
    expect([...groups.values()].filter((g) => g === groups.get('e.ts'))).toHaveLength(1);
  });

  it('keeps what a part of every page needs apart from what it does not, so loading it brings no page code along', () => {
    expect(groups.get('y.ts')).toBe(groups.get('c.ts'));
    expect(groups.get('x.ts')).toBeDefined();
    expect(groups.get('x.ts')).not.toBe(groups.get('y.ts'));
  });

  it('leaves the entry, the pages, the named groups and stylesheets where the bundler put them', () => {
    for (const id of ['main.tsx', `${REPO}/src/client/features/auth/views/LoginPage.tsx`, 'final-form.js', 'c.css']) expect(groups.has(id)).toBe(false);
  });
});
