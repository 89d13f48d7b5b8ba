import { readFileSync } from 'node:fs';
import { ENDPOINTS } from '../../src/contract';

const API_MD = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

/** The text of the `### \`METHOD /api/route\`` section, up to the next heading. */
function section(method: string, route: string): string | undefined {
  const heading = `### \`${method} /api/${route}\``;
  const start = API_MD.indexOf(`${heading}\n`);
  if (start < 0) return undefined;
  const rest = API_MD.slice(start + heading.length);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Endpoints whose path or data group the spec does not give (docs must say "designed"). */
const DESIGNED = ['qualify', 'listStates', 'signUpForLater', 'listTasks', 'getDealTeam'];

describe('docs/api.md documents every contract endpoint', () => {
  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.route}`, e] as const))('%s', (_label, e) => {
    const text = section(e.method, e.route);
    expect(text, `docs/api.md has no section "### \`${e.method} /api/${e.route}\`"`).toBeDefined();
    expect(text).toContain(`\`${e.name}\``);
    expect(text).toContain(e.auth ? 'auth: JWT' : 'auth: none');
    expect(text).toContain(`response: \`${e.response.name}\``);
    if (e.body.name !== 'undefined') expect(text).toContain(`body: \`${e.body.name}\``);
    if (e.query.name !== 'NoQuery') expect(text).toContain(`query: \`${e.query.name}\``);
    if (DESIGNED.includes(e.name)) expect(text).toContain('**designed**');
  });

  it('has no section for a route that is not in the contract', () => {
    const documented = [...API_MD.matchAll(/^### `(\w+) \/api\/(\S+)`$/gm)].map((m) => `${m[1]} ${m[2]}`);
    const actual = new Set(ENDPOINTS.map((e) => `${e.method} ${e.route}`));
    expect(documented.filter((d) => !actual.has(d))).toEqual([]);
  });
});
