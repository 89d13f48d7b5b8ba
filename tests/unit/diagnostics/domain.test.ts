import { loadAllModules } from '../../../src/client/app/modules';
import { clientQueries } from '../../support/clientQueries';
import { DATA_GROUPS } from '../../../src/client/kernel/queryCache/dataGroups';
import { browserName } from '../../../src/domain/diagnostics/browser';
import { isDiagnosticCode, makeDiagnosticCode, normaliseDiagnosticCode } from '../../../src/domain/diagnostics/code';
import { capEntries, isErrorEntry, scrubRoutePattern } from '../../../src/domain/diagnostics/entries';
import { describeEntry, elapsedText } from '../../../src/domain/diagnostics/labels';
import { DIAGNOSTIC_DATA_GROUPS, DIAGNOSTIC_QUERY_NAMES } from '../../../src/domain/diagnostics/values';

/** The pieces of a diagnostic that are pure rules (docs/diagnostics.md). */
describe('diagnostic reference codes', () => {
  it('are HER- and six characters of an alphabet without look-alikes, and read back however typed', () => {
    let i = 0;
    const code = makeDiagnosticCode((n) => (i++ * 7) % n);
    expect(isDiagnosticCode(code)).toBe(true);
    expect(code).toMatch(/^HER-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{2}$/);
    expect(['HER-7K3Q-92', 'her7k3q92', ' her-7k3q 92 '].map(normaliseDiagnosticCode)).toEqual(['HER-7K3Q-92', 'HER-7K3Q-92', 'HER-7K3Q-92']);
    expect(isDiagnosticCode('HER-7K3O-92')).toBe(false);
    expect(isDiagnosticCode('HER-7K3I-92')).toBe(false);
  });
});

describe('the allow-list knows the whole client', () => {
  it('names every cached query and every data group the client has', async () => {
    await loadAllModules();
    expect(clientQueries().map((q) => q.name).filter((n) => !(DIAGNOSTIC_QUERY_NAMES as readonly string[]).includes(n))).toEqual([]);
    expect([...DIAGNOSTIC_DATA_GROUPS].sort()).toEqual([...DATA_GROUPS].sort());
  });
});

describe('entries', () => {
  it('keep a page only as its route pattern: ids, keys, digits and query strings become :param or go', () => {
    expect(scrubRoutePattern('/applications/:applicationId/sections/:section')).toBe('/applications/:applicationId/sections/:section');
    expect(scrubRoutePattern('/applications/3f2a1c4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b/documents?email=a@b.c')).toBe('/applications/:param/documents');
    expect(scrubRoutePattern('/login/QUILLONETTE-magic-key')).toBe('/login/:param');
    expect(scrubRoutePattern('/*')).toBe('/*');
  });

  it('are capped by count and by bytes, oldest dropped first, times counted again from the first kept', () => {
    const page = (t: number) => ({ t, k: 'page' as const, route: '/login' });
    expect(capEntries([page(0), page(5), page(9)], 2)).toEqual([page(0), page(4)]);
    const size = JSON.stringify(page(0)).length + 1;
    expect(capEntries([page(0), page(5), page(9)], 10, 2 + size * 2)).toEqual([page(0), page(4)]);
  });

  it('are errors when a call failed or an event reports a failure or a field error; in words with their time', () => {
    expect(isErrorEntry({ t: 0, k: 'http', method: 'GET', route: 'other', status: 'FETCH_ERROR', ms: 3 })).toBe(true);
    expect(isErrorEntry({ t: 0, k: 'http', method: 'GET', route: 'other', status: 304, ms: 3 })).toBe(false);
    expect(isErrorEntry({ t: 0, k: 'event', type: 'documents/uploadFailed' })).toBe(true);
    expect(isErrorEntry({ t: 0, k: 'event', type: 'forms/fieldErrorShown' })).toBe(true);
    expect(isErrorEntry({ t: 0, k: 'event', type: 'documents/opened' })).toBe(false);
    expect(describeEntry({ t: 0, k: 'event', type: 'forms/fieldErrorShown', payload: { field: 'middle_name', kind: 'required' } })).toBe('Field error shown: “middle_name”, nothing entered');
    expect(describeEntry({ t: 0, k: 'event', type: 'documents/uploadCompleted', payload: {} })).toBe('Document Uploaded');
    expect(describeEntry({ t: 0, k: 'command', type: 'documents/addFiles', payload: { documentType: 'mortgage-statement' } })).toBe('Asked: Documents: add files (Mortgage statement)');
    expect(describeEntry({ t: 0, k: 'http', method: 'PUT', route: 'v1/x/', status: 400, ms: 84 })).toBe('PUT /api/v1/x/ → 400 in 84 ms');
    expect([0, 4_200, 751_000].map(elapsedText)).toEqual(['0:00.0', '0:04.2', '12:31.0']);
  });
});

describe('the browser’s name', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36', 'Chrome 131'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.68', 'Edge 130'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Safari 18'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133'],
    ['curl/8.0', 'Unknown browser'],
  ])('%s → %s', (ua, name) => expect(browserName(ua)).toBe(name));
});
