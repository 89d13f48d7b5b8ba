import { cruise } from 'dependency-cruiser';

/**
 * Every module the browser's first load runs: what the entry imports statically, transitively (type-only imports,
 * which never load, and dynamic `import()`s, which load later, left out). Read by dependency-cruiser.
 */
async function firstLoadModules(): Promise<string[]> {
  const result = await cruise(['src/client/app/web/entry.ts'], {
    doNotFollow: { path: ['node_modules'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'], mainFields: ['module', 'main'] },
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser returned text, not modules');
  const bySource = new Map(result.output.modules.map((m) => [m.source, m]));
  const reached = new Set<string>();
  const visit = (source: string) => {
    if (reached.has(source)) return;
    reached.add(source);
    for (const d of bySource.get(source)?.dependencies ?? []) {
      const loadsLater = d.dependencyTypes.some((type) => type === 'dynamic-import' || type === 'type-only' || type === 'type-import');
      if (!loadsLater) visit(d.resolved);
    }
  };
  visit('src/client/app/web/entry.ts');
  return [...reached];
}

// Issue 14 §3: a public page's first load stays under 130 KB of gzipped JS. The codec library and the contract's codecs
// (7 KB gzip with what they build) load with the pages that decode responses, not with the first load: the entry's
// static graph reaches neither. The value lists and id check the first load needs are io-ts-free modules
// (`contract/enumValues.ts`, `contract/uuid.ts`), and the analytics beacon's path (`contract/segmentEventsRoute.ts`).
describe('the first load', () => {
  it('imports neither io-ts nor a contract module that builds codecs', async () => {
    const modules = await firstLoadModules();
    expect(modules).toContain('src/client/app/main.tsx');
    expect(modules.filter((m) => /node_modules\/io-ts\//.test(m))).toEqual([]);
    const contract = modules.filter((m) => m.startsWith('src/contract/'));
    expect(contract.filter((m) => !['src/contract/uuid.ts', 'src/contract/enumValues.ts', 'src/contract/sessions/ended.ts', 'src/contract/segmentEventsRoute.ts'].includes(m))).toEqual([]);
  }, 60_000);
});
