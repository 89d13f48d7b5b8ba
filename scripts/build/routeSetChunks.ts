import { firstLoads, type BuiltChunk, type RouteFirstLoad } from '../bench/bundle.js';

/** A chunk of a first build, as {@link routeSetGroups} reads it: its place in the graph and the modules it holds. */
export type FirstBuildChunk = BuiltChunk & { name: string; moduleIds: readonly string[] };

/**
 * The chunk group of each module that some page's first load holds (docs/performance.md "Fewer files"), from a first
 * build of the same code: modules go together when the same budgeted pages load them first (`budgeted`; the other
 * pages' set decides only for modules no budgeted page loads first). So no budgeted page's first load gains a byte,
 * and a page loads its shared code in a file per set instead of a file per combination of the forty-odd lazily loaded
 * pages and parts that share it. Entries, dynamic import targets (a page's own chunk, a feature's module) and the
 * named groups of the first build (`keep`, e.g. the form library) stay as they were, and so do stylesheets. The
 * parts every page loads after its first render (`everyPage`, e.g. the analytics layer) split the groups too: a
 * module one of them needs goes with modules that part needs, so loading it does not bring a page's shared code along.
 *
 * Groups cannot import each other in a circle: a module imported statically is loaded first by every page that loads
 * its importer first, and by every part that loads its importer, so a group's imports go to groups of the same sets
 * (itself) or of wider ones.
 */
export function routeSetGroups(
  chunks: readonly FirstBuildChunk[],
  repoRoot: string,
  budgeted: (route: RouteFirstLoad) => boolean,
  keep: ReadonlySet<string>,
  everyPage: (chunk: FirstBuildChunk) => boolean,
): Map<string, string> {
  const { routes } = firstLoads(chunks, repoRoot);
  const loadedBy = new Map<string, RouteFirstLoad[]>();
  for (const route of routes) for (const file of route.files) loadedBy.set(file, [...(loadedBy.get(file) ?? []), route]);
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const neededBy = new Map<string, string[]>();
  const reach = (part: string, file: string) => {
    if (neededBy.get(file)?.includes(part)) return;
    neededBy.set(file, [...(neededBy.get(file) ?? []), part]);
    for (const imported of byFile.get(file)?.imports ?? []) reach(part, imported);
  };
  for (const part of chunks.filter((chunk) => chunk.isDynamicEntry && everyPage(chunk))) reach(part.file, part.file);
  const setOf = (file: string): string => {
    const readers = loadedBy.get(file) ?? [];
    const first = readers.filter(budgeted);
    const pages = (first.length > 0 ? first.map((r) => r.route) : ['(unbudgeted)', ...readers.map((r) => r.route)]).sort().join('|');
    return `${pages}#${[...(neededBy.get(file) ?? [])].sort().join('|')}`;
  };
  const sets = new Map<string, string[]>();
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.isDynamicEntry || keep.has(chunk.name) || !loadedBy.has(chunk.file)) continue;
    const set = setOf(chunk.file);
    sets.set(set, [...(sets.get(set) ?? []), ...chunk.moduleIds.filter((id) => !/\.css($|\?)/.test(id))]);
  }
  const groups = new Map<string, string>();
  [...sets.keys()].sort().forEach((set, index) => {
    for (const id of sets.get(set) ?? []) groups.set(id, `routes-${index}`);
  });
  return groups;
}
