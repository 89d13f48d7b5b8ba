import { resolve } from 'node:path';
import { featureModuleSources, filesFrom, firstLoads, type BuiltChunk } from '../../../scripts/bench/bundle';

const REPO = resolve(import.meta.dirname, '../../..');

/** A built chunk as the manifest describes it (a page or module chunk when `source` is set). */
const chunk = (file: string, source: string | null, imports: string[] = [], dynamic = source !== null): BuiltChunk => ({
  file, source, imports, isEntry: false, isDynamicEntry: dynamic,
});

const CHUNKS: BuiltChunk[] = [
  { file: 'entry.js', source: 'src/client/app/web/index.html', imports: [], isEntry: true, isDynamicEntry: false },
  chunk('shared.js', null, ['entry.js']),
  chunk('section-page.js', 'src/client/features/sections/views/SectionPage.tsx', ['shared.js']),
  chunk('sections.js', 'src/client/features/sections/index.ts', ['entry.js']),
  chunk('drafts.js', 'src/client/kernel/drafts/index.ts', ['drafts-deps.js']),
  chunk('drafts-deps.js', null),
  chunk('changes.js', 'src/client/kernel/changes/index.ts'),
  chunk('home-page.js', 'src/client/features/application/views/ApplicationHomePage.tsx'),
  chunk('application.js', 'src/client/features/application/index.ts'),
  chunk('chooser.js', 'src/client/app/pages/ApplicationHomeRoute.tsx', ['shared.js']),
  chunk('notice.js', 'src/client/app/ActiveAppEmailNotice.tsx'),
  chunk('login-page.js', 'src/client/features/auth/views/LoginPage.tsx'),
  chunk('auth.js', 'src/client/features/auth/index.ts'),
];

const filesOf = (route: string) => firstLoads(CHUNKS, REPO).routes.find((r) => r.route === route)?.files.sort();

describe('first loads: what a page waits for before it renders, which the HTML preloads and the budgets count', () => {
  it('reads from app/modules.ts the kernel modules each lazily mounted feature loads with it', () => {
    const sources = featureModuleSources(REPO);
    expect(sources.get('sections')).toEqual(['src/client/features/sections/index.ts', 'src/client/kernel/drafts/index.ts', 'src/client/kernel/changes/index.ts']);
    expect(sources.get('documents')).toEqual(['src/client/features/documents/index.ts', 'src/client/kernel/uploads/index.ts', 'src/client/kernel/changes/index.ts']);
    expect(sources.get('servicing')).toEqual(
      expect.arrayContaining(['src/client/features/servicing/index.ts', 'src/client/kernel/drafts/index.ts', 'src/client/kernel/changes/index.ts', 'src/client/kernel/uploads/index.ts']),
    );
    expect(sources.get('auth')).toEqual(['src/client/features/auth/index.ts']);
  });

  it('counts a page’s feature module with the kernel modules mounted with it, and their imports, the entry left out', () => {
    expect(filesOf('/applications/:applicationId/sections/:section')).toEqual(
      ['changes.js', 'drafts-deps.js', 'drafts.js', 'section-page.js', 'sections.js', 'shared.js'],
    );
  });

  it('counts what the composition root shows before an application home’s content: the chooser (not the email notice, which does not hold it up)', () => {
    expect(filesOf('/applications/:applicationId')).toEqual(['application.js', 'chooser.js', 'home-page.js', 'shared.js']);
    expect(filesOf('/login')).toEqual(['auth.js', 'login-page.js']);
  });

  it('lists a chunk with everything it imports statically, less what is already loaded', () => {
    expect(filesFrom(CHUNKS, 'chooser.js', new Set(['entry.js'])).sort()).toEqual(['chooser.js', 'shared.js']);
    expect(filesFrom(CHUNKS, 'drafts.js', new Set(['drafts-deps.js']))).toEqual(['drafts.js']);
  });
});
