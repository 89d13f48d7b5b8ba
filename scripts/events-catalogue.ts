/**
 * Builds docs/events.md — the catalogue of every command and event — from the source: each
 * `defineCommand<P>('feature/name')` / `defineEvent<P>(…)` with its docstring and payload type.
 * `npx tsx scripts/events-catalogue.ts` rewrites the file; tests/unit/docs/events.test.ts fails when it drifts.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One row of the catalogue. */
export interface CatalogueEntry {
  type: string;
  kind: 'command' | 'event';
  payload: string;
  doc: string;
  file: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Reads a balanced `<…>` starting at `i` (which must be '<'); returns the inner text and the index after it. */
function balancedGeneric(src: string, i: number): [string, number] {
  let depth = 0;
  for (let j = i; j < src.length; j += 1) {
    const ch = src[j];
    if (ch === '<') depth += 1;
    else if (ch === '>' && src[j - 1] !== '=') {
      depth -= 1;
      if (depth === 0) return [src.slice(i + 1, j), j + 1];
    }
  }
  return ['', i];
}

function docBefore(src: string, index: number): string {
  const before = src.slice(0, index);
  const statementStart = before.lastIndexOf('export ');
  const head = before.slice(0, statementStart === -1 ? index : statementStart).trimEnd();
  if (!head.endsWith('*/')) return '';
  const open = head.lastIndexOf('/**');
  if (open === -1) return '';
  return head
    .slice(open + 3, -2)
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
}

/** Scans `srcDir` for command and event definitions. */
export function collectCatalogue(srcDir: string, root: string): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const file of sourceFiles(srcDir)) {
    const src = readFileSync(file, 'utf8');
    const re = /define(Command|Event)\s*(<)?/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(src))) {
      // Only declarations (`const x = defineCommand…`), not the kernel's own definition or examples in comments.
      const lineStart = src.lastIndexOf('\n', m.index) + 1;
      if (!/^\s*(export\s+)?const\s+\w+(\s*:[^=]+)?\s*=\s*$/.test(src.slice(lineStart, m.index))) continue;
      let at = m.index + m[0].length;
      let payload = 'void';
      if (m[2] === '<') {
        const [inner, after] = balancedGeneric(src, at - 1);
        payload = inner.replace(/\s+/g, ' ').trim();
        at = after;
      }
      const call = /^\s*\(\s*['"`]([^'"`]+)['"`]/.exec(src.slice(at));
      if (!call?.[1]) continue;
      entries.push({
        type: call[1],
        kind: m[1] === 'Command' ? 'command' : 'event',
        payload,
        doc: docBefore(src, m.index),
        file: relative(root, file).split('\\').join('/'),
      });
    }
  }
  return entries.sort((a, b) => a.type.localeCompare(b.type));
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** Renders the catalogue as the markdown of docs/events.md. */
export function renderCatalogue(entries: readonly CatalogueEntry[]): string {
  const section = (kind: 'command' | 'event', title: string, blurb: string) => [
    `## ${title}`,
    '',
    blurb,
    '',
    '| type | payload | what it means | defined in |',
    '|---|---|---|---|',
    ...entries
      .filter((e) => e.kind === kind)
      .map((e) => `| \`${e.type}\` | \`${cell(e.payload)}\` | ${cell(e.doc) || '—'} | \`${e.file}\` |`),
    '',
  ];
  return [
    '# Commands and events',
    '',
    'Generated from the source by `npx tsx scripts/events-catalogue.ts`; `tests/unit/docs/events.test.ts` fails when',
    'this file and the code disagree. Commands are what a view (or an epic acting as a process manager) asks for;',
    'events are what happened, the only thing reducers fold and the event log records (see docs/architecture.md).',
    '',
    ...section('command', 'Commands', 'Imperative: handled by epics, never by reducers.'),
    ...section('event', 'Events', 'Past tense: folded by reducers, appended to the event log with a sequence number and time.'),
  ].join('\n');
}

const root = fileURLToPath(new URL('..', import.meta.url));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = renderCatalogue(collectCatalogue(join(root, 'src/client'), root));
  writeFileSync(join(root, 'docs/events.md'), out);
  console.log(`docs/events.md: ${out.split('\n').filter((l) => l.startsWith('| `')).length} commands and events`);
}
