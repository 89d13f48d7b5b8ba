import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as t from 'io-ts';
import { endpoint, ENDPOINTS } from '../../../src/contract';
import {
  collectEndpointDocs, endMarker, fillGroups, GROUPS, parseDoc, renderApiDoc, renderGroups, startMarker,
} from '../../../scripts/api-docs';

const ROOT = join(__dirname, '../../..');
const API_MD = readFileSync(join(ROOT, 'docs/api.md'), 'utf8');
const DOCS = collectEndpointDocs(join(ROOT, 'src/contract'), ROOT);

/** The generated entry of `METHOD route`, up to the next entry or marker. */
function entry(method: string, route: string): string {
  const heading = `### \`${method} /api/${route}\`\n`;
  const start = API_MD.indexOf(heading);
  if (start < 0) return '';
  const rest = API_MD.slice(start + heading.length);
  return rest.slice(0, rest.search(/\n(### |<!-- api:)/));
}

describe('docs/api.md is generated from the contract', () => {
  it('is exactly what `npm run docs:api` writes now', () => {
    expect(API_MD, 'run `npm run docs:api` (and edit the endpoint docstrings in src/contract, not the page)').toBe(renderApiDoc(ROOT));
  });

  it('has an entry for every endpoint of the contract, with its name, auth and codecs', () => {
    for (const e of ENDPOINTS) {
      const text = entry(e.method, e.route);
      expect(text, `no entry for ${e.method} ${e.route}`).not.toBe('');
      expect(text).toContain(`\`${e.name}\` · auth: ${e.auth ? 'JWT' : 'none'}`);
      expect(text).toContain(`response: \`${e.response.name}\``);
      if (e.body.name !== 'undefined') expect(text).toContain(`body: \`${e.body.name}\``);
      if (e.query.name !== 'NoQuery') expect(text).toContain(`query: \`${e.query.name}\``);
    }
  });

  it('writes every endpoint heading inside a generated region, none by hand', () => {
    let outside = API_MD;
    for (const { id } of GROUPS) {
      const start = outside.indexOf(startMarker(id));
      const end = outside.indexOf(endMarker(id));
      outside = outside.slice(0, start) + outside.slice(end);
    }
    expect([...outside.matchAll(/^### `\w+ \/api\/\S+`$/gm)].map((m) => m[0])).toEqual([]);
  });

  it('marks the calls the spec does not name as designed', () => {
    for (const name of ['qualify', 'listStates', 'signUpForLater', 'listTasks', 'getDealTeam', 'getInvestment']) {
      expect(DOCS.get(name)?.designed, name).toBe(true);
    }
    for (const name of ['tokenAuth', 'getApplication', 'customerChanged']) expect(DOCS.get(name)?.designed, name).toBe(false);
  });

  it('lists the errors a docstring names, each with its status', () => {
    const signIn = entry('POST', 'v1/token-auth/');
    expect(signIn).toMatch(/^- \*\*400\*\* `'Unable to log in with provided credentials\.'`/m);
    expect(signIn).toMatch(/^- \*\*429\*\* `Throttled`/m);
    expect(entry('POST', 'v1/customer/servicing-request/:uuid/cancel/')).toMatch(/^- \*\*409\*\* /m);
  });
});

describe('scripts/api-docs.ts', () => {
  it('reads a docstring into its text, @designed and @error lines (an @error may wrap)', () => {
    const block = '\n * Does a thing.\n *\n * @designed\n * @error 409 when it is\n *   already done\n * @error 404 unknown id\n ';
    expect(parseDoc(block, 'x')).toEqual({
      text: 'Does a thing.',
      designed: true,
      errors: [
        { status: 409, text: 'when it is already done' },
        { status: 404, text: 'unknown id' },
      ],
    });
  });

  it('refuses an unknown tag and a docstring with no text', () => {
    expect(() => parseDoc('\n * Text.\n * @throws 409 no\n ', 'x')).toThrow(/unknown docstring tag "@throws"/);
    expect(() => parseDoc('\n * @error 404 unknown id\n ', 'x')).toThrow(/says nothing before its tags/);
  });

  it('refuses an endpoint with no docstring, or in a file no group lists', () => {
    const stray = endpoint({ name: 'stray', method: 'GET', route: 'v1/stray/', response: t.string });
    expect(() => renderGroups(DOCS, [stray])).toThrow(/stray: no docstring/);
    const docs = new Map([['stray', { file: 'src/contract/stray.ts', position: 0, text: 'A stray.', designed: true, errors: [] }]]);
    expect(() => renderGroups(docs, [stray])).toThrow(/no group .* lists the file of: stray \(src\/contract\/stray\.ts\)/);
  });

  it('refuses a page without a group\'s markers', () => {
    expect(() => fillGroups('# API\n', new Map([['sign-in', 'x']]))).toThrow(/missing the markers of group "sign-in"/);
  });
});
