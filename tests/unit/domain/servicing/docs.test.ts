import { readFileSync } from 'node:fs';
import { SERVICING_CATEGORY_LABELS, SERVICING_REQUESTS } from '../../../../src/domain/servicing';

const DOC = readFileSync(new URL('../../../../docs/servicing.md', import.meta.url), 'utf8');

/** The text of one request type's section of docs/servicing.md. */
function sectionOf(type: string): string {
  const start = DOC.indexOf(`### \`${type}\``);
  expect(start, `docs/servicing.md has no section for ${type}`).toBeGreaterThanOrEqual(0);
  const rest = DOC.slice(start + 4);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}

describe('docs/servicing.md matches the servicing table', () => {
  it.each(Object.entries(SERVICING_REQUESTS))('%s: label, category, steps in order and documents', (type, info) => {
    const text = sectionOf(type);
    expect(text).toContain(info.label);
    expect(text).toContain(SERVICING_CATEGORY_LABELS[info.category]);
    let at = 0;
    for (const step of info.steps) {
      const found = text.indexOf(`\`${step}\``, at);
      expect(found, `${type}: step ${step} out of order`).toBeGreaterThanOrEqual(at);
      at = found;
    }
    for (const d of info.documents) expect(text).toContain(`${d.title} — task \`${d.task_type}\``);
    expect(text.includes('needs manager approval')).toBe(info.needsApproval);
  });
});
