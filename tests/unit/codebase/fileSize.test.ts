import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The most lines a source file may have (small files with one job, ARCHITECTURE.md and the contributing rules). */
const MAX_LINES = 300;
/** Code files (TypeScript, JavaScript, shell); stylesheets and HTML are not counted. */
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|sh)$/;
const ROOT = new URL('../../..', import.meta.url).pathname;

/** Every code file under `dir`, as a path relative to the repository root. */
function codeFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && CODE.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** Lines as an editor counts them: a final newline does not start another line. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('source files stay small', () => {
  const files = [...codeFiles('src'), ...codeFiles('scripts')];

  it('finds the source files it checks', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('src/client/features/declarations/epic.ts');
  });

  it(`has no file under src/ or scripts/ over ${MAX_LINES} lines`, () => {
    const over = files
      .map((file) => ({ file, lines: lineCount(readFileSync(join(ROOT, file), 'utf8')) }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(over, `split these by job (at most ${MAX_LINES} lines each)`).toEqual([]);
  });

  it('counts lines as wc -l does for a file ending in a newline', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
