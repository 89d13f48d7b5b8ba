import { readdirSync, readFileSync, statSync } from 'node:fs';
import { clientQueries } from '../../support/clientQueries';
import { join } from 'node:path';
import { DATA_GROUPS } from '../../../src/client/kernel/queryCache/dataGroups';

const ROOT = join(__dirname, '../../..');
const START = '<!-- data-groups:start -->';
const END = '<!-- data-groups:end -->';

/** Every .ts/.tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(path) ? [path] : [];
  });
}

/** The rows of the data-group table in docs/api.md: group → [kind, what uses it or why not]. */
function documentedGroups(): Map<string, { kind: string; note: string }> {
  const doc = readFileSync(join(ROOT, 'docs/api.md'), 'utf8');
  const table = doc.slice(doc.indexOf(START), doc.indexOf(END));
  const rows = new Map<string, { kind: string; note: string }>();
  for (const line of table.split('\n')) {
    const m = /^\| `([A-Za-z]+)` \| (cached|not cached) \| (.*) \|$/.exec(line.trim());
    if (!m) continue;
    if (rows.has(m[1]!)) throw new Error(`docs/api.md lists the data group ${m[1]} twice`);
    rows.set(m[1]!, { kind: m[2]!, note: m[3]!.trim() });
  }
  return rows;
}

// Issue 12 §4: each of the 37 §3 data groups is either a cached data set that a screen or flow uses, or is listed
// in docs/api.md with why it is not used. Importing every module that declares queries fills the registry.
describe('§3 data groups: each one real or explained', () => {
  beforeAll(async () => {
    const declaring = sources(join(ROOT, 'src/client')).filter(
      (file) => !file.includes('queryCache/') && /\bdefineQuery[<(]/.test(readFileSync(file, 'utf8')),
    );
    for (const file of declaring) await import(file);
  });

  it('docs/api.md has one row per data group, between the markers', () => {
    const rows = documentedGroups();
    expect([...rows.keys()].sort()).toEqual([...DATA_GROUPS].sort());
  });

  it('a group documented as cached has a declared query; one documented as not cached has none and says why', () => {
    const declared = new Map<string, string[]>();
    for (const q of clientQueries()) declared.set(q.group, [...(declared.get(q.group) ?? []), q.name]);
    const wrong: string[] = [];
    for (const [group, { kind, note }] of documentedGroups()) {
      const queries = declared.get(group) ?? [];
      if (kind === 'cached' && queries.length === 0) wrong.push(`${group}: documented as cached but no query declares it`);
      if (kind === 'not cached' && queries.length > 0) wrong.push(`${group}: documented as not cached but ${queries.join(', ')} declare it`);
      if (note.length < 20) wrong.push(`${group}: say what uses it or why it is not used`);
      // The note names a query by its constant (`applicationQuery`) or its cache name (`section:payoffs`).
      if (kind === 'cached' && !queries.some((name) => note.includes(`\`${name}`))) {
        wrong.push(`${group}: name its query (${queries.join(', ')}) in the note`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every declared query is used outside the module that declares it (by a view, an epic or a selector)', () => {
    const texts = new Map(sources(join(ROOT, 'src/client')).map((f) => [f, readFileSync(f, 'utf8')]));
    /** Exported query constant → the query name it declares, from `export const x = defineQuery…({ name: '…'`. */
    const exported = new Map<string, { name: string; file: string }>();
    for (const [file, text] of texts) {
      for (const chunk of text.split(/(?=export const \w+ = defineQuery)/)) {
        const m = /^export const (\w+) = defineQuery[^]*?name: '([^']+)'/.exec(chunk);
        if (m) exported.set(m[1]!, { name: m[2]!, file });
      }
    }
    expect(exported.size).toBeGreaterThan(10);
    const unused = [...exported].filter(
      ([constant, { file }]) => ![...texts].some(([other, text]) => other !== file && new RegExp(`\\b${constant}\\b`).test(text)),
    );
    expect(unused.map(([constant, { name }]) => `${constant} (${name})`)).toEqual([]);
  });
});
