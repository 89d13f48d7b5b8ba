import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectCatalogue, renderCatalogue } from '../../../scripts/events-catalogue';

const root = join(__dirname, '../../..');

describe('docs/events.md', () => {
  const entries = collectCatalogue(join(root, 'src/client'), root);

  it('lists exactly the commands and events defined in the code', () => {
    const doc = readFileSync(join(root, 'docs/events.md'), 'utf8');
    expect(doc, 'run `npx tsx scripts/events-catalogue.ts` to regenerate').toBe(renderCatalogue(entries));
  });

  it('names commands imperatively and events in the past tense, as feature/name', () => {
    for (const e of entries) expect(e.type).toMatch(/^[a-zA-Z]+\/[a-zA-Z]+$/);
    const types = entries.map((e) => e.type);
    expect(new Set(types).size, 'each type string is defined once').toBe(types.length);
  });

  it('documents every command and event', () => {
    expect(entries.filter((e) => e.doc === '').map((e) => e.type)).toEqual([]);
  });
});
