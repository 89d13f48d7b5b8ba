import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * README.md and docs/*.md are a reference of how things are now (CHANGELOG.md keeps the history): no issue numbers,
 * which a reader outside the tracker cannot follow, and every page opens by saying what it covers.
 */
const ROOT = join(__dirname, '../../..');
const PAGES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** "issue 13 §3", "Issue #5", "issues 11", "issue-4". */
const ISSUE_WORD = /\bissues?[\s-]*#?\d+/i;
/** "#5" as an issue reference: not an HTML entity (`&#39;`), a URL fragment or part of a word. */
const HASH_NUMBER = /(?<![\w&/#])#\d+\b/;

/** Each line of `text` that refers to an issue, as `file:line: text`. */
function issueReferences(file: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, at: i + 1 }))
    .filter(({ line }) => ISSUE_WORD.test(line) || HASH_NUMBER.test(line))
    .map(({ line, at }) => `${file}:${at}: ${line.trim().slice(0, 120)}`);
}

/** The first paragraph after the page's `# title`, or undefined when something else (a heading, table, list) comes first. */
function openingParagraph(text: string): string | undefined {
  const lines = text.split('\n');
  const title = lines.findIndex((l) => l.startsWith('# '));
  const first = lines.slice(title + 1).find((l) => l.trim() !== '');
  return first !== undefined && /^[A-Z`*[“"]/.test(first) ? first : undefined;
}

describe('README.md and docs/ are a reference', () => {
  it('finds the pages it checks', () => {
    expect(PAGES).toContain('docs/api.md');
    expect(PAGES.length).toBeGreaterThan(15);
  });

  it.each(PAGES)('%s names no issue (the history is in CHANGELOG.md)', (file) => {
    expect(issueReferences(file, readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it.each(PAGES)('%s opens with a sentence on what it covers', (file) => {
    expect(openingParagraph(readFileSync(join(ROOT, file), 'utf8')), `${file}: write a paragraph under the title`).toBeDefined();
  });

  it('recognises the issue references it forbids, and not what merely looks like one', () => {
    const refs = (line: string) => issueReferences('x.md', line).length;
    for (const line of ['as issue 13 §3 asked', 'Issue #5: ops', 'the issue-4 accounts', '(issue 11)', 'see #12 for this']) {
      expect(refs(line), line).toBe(1);
    }
    for (const line of ['[api.md](api.md#documents)', 'an HTML entity &#39;', 'C# 12', 'issues a token', 'colour #fff']) {
      expect(refs(line), line).toBe(0);
    }
  });

  it('tells a page that opens with its subject from one that opens with a heading or a table', () => {
    expect(openingParagraph('# T\n\nThis page covers X.\n')).toBe('This page covers X.');
    expect(openingParagraph('# T\n\n## Section\n')).toBeUndefined();
    expect(openingParagraph('# T\n\n| a | b |\n')).toBeUndefined();
  });
});
