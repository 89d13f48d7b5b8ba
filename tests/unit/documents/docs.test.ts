import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { END, renderDocumentCatalogue, START, withCatalogue } from '../../../scripts/documents-catalogue';
import { DOCUMENT_TYPE } from '../../../src/contract/documentEnums';

const doc = readFileSync(join(__dirname, '../../../docs/documents.md'), 'utf8');

describe('docs/documents.md', () => {
  it('carries the catalogue exactly as the data says', () => {
    expect(doc, 'run `npx tsx scripts/documents-catalogue.ts` to regenerate').toBe(withCatalogue(doc));
  });

  it('lists every document type once, between the markers', () => {
    const table = doc.slice(doc.indexOf(START), doc.indexOf(END));
    for (const t of DOCUMENT_TYPE.values) expect(table.split(`| \`${t}\` |`).length - 1, t).toBe(1);
    expect(renderDocumentCatalogue()).not.toBe('');
  });

  it('documents the limits and the flow', () => {
    for (const phrase of ['25 MiB', '900 s', 'magic bytes', 'renewals', '## Sandbox controls']) expect(doc).toContain(phrase);
  });
});
