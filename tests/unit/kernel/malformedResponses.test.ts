import { readdirSync, readFileSync, statSync } from 'node:fs';
import { clientQueries } from '../../support/clientQueries';
import { join } from 'node:path';
import fc from 'fast-check';
import { asyncScheduler } from 'rxjs';
import { ENDPOINTS, type AnyEndpoint } from '../../../src/contract';
import {
  createHttpClient, createQueryCacheEpic, endpointRequest, queryCacheReducer, QUERY_CACHE_KEY, type AnyQueryDef, type HttpResult,
} from '../../../src/client/kernel';
import { createTestDeps } from '../../support/fakeDeps';
import { createFakeFetch, settlePromises } from '../../support/fakeFetch';
import { createTestStore } from '../../support/testStore';

// Issue 13 §2: every io-ts-decoded answer the portal reads — each registered query, through the same HTTP client and
// query cache the app uses, and each endpoint's response codec (mutations decode on the same path) — ends in a clear
// state for any malformed response: the data when its codec accepts it, else a §8 PARSING_ERROR with report lines (or
// the HTTP status for an error answer). Never an uncaught exception, a thrown error, or a request left pending.

const ROOT = join(__dirname, '../../..');
const SEED = 13;

/** Every .ts/.tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(path) ? [path] : [];
  });
}

/** Arguments every query accepts (each reads only the fields it needs: uuid, profileUuid, state). */
const ARGS = { uuid: '3f0c9a52-8d4e-4c1b-9f0a-1b2c3d4e5f60', profileUuid: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', state: 'CA' };

/** Field names of the §3 entities, so generated objects look like answers with wrong values (not just noise). */
const FIELDS = ['uuid', 'status', 'results', 'estimate', 'envelope', 'summary', 'version', 'name', 'code', 'revision', 'values', 'tasks', 'documents', 'created_at', 'amount', 'profile', 'application_profiles', 'investment', 'messages', 'request'];

const wrongShape = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 }),
  fc.array(fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }), { maxLength: 4 }),
);

/** Response texts a broken server, proxy or network could deliver. */
const malformedText: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  wrongShape.map((v) => JSON.stringify(v)),
  wrongShape.map((v) => JSON.stringify(v)).map((s) => s.slice(0, Math.floor(s.length / 2))), // truncated
  fc.constantFrom(
    '', 'null', '[]', '{}', '"\uD800"', '{"uuid":"\u0000"}', 'NaN', '1e400', '<!doctype html><h1>502 Bad Gateway</h1>', '<html>',
    `${'['.repeat(5000)}${']'.repeat(5000)}`, `{"results":${'['.repeat(3000)}${']'.repeat(3000)}}`, `[${'{"uuid":"x"},'.repeat(20_000)}{}]`,
    `"${'x'.repeat(1_000_000)}"`,
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** Statuses a success or an error answer may carry (5xx is left to retry.ts's own tests: it waits and retries). */
const status = fc.constantFrom(200, 200, 200, 201, 204, 400, 403, 404, 409, 429);

/** What a clear outcome looks like: data the codec accepts, or an error naming the problem. */
function expectClear(result: { ok: true; value: unknown } | { ok: false; error: { status: unknown; data: unknown } }, code: number, accepts: (v: unknown) => boolean) {
  if (result.ok) {
    expect(code).toBeLessThan(400);
    expect(accepts(result.value)).toBe(true);
    return;
  }
  if (code >= 400) {
    expect(result.error.status).toBe(code);
    return;
  }
  expect(result.error.status).toBe('PARSING_ERROR');
  const { errors } = result.error.data as { errors: unknown };
  expect(Array.isArray(errors) && errors.length > 0 && errors.every((line) => typeof line === 'string' && line.length > 0)).toBe(true);
}

const clientFor = (text: string, code: number) => {
  const { fetch } = createFakeFetch(() => new Response(code === 204 ? null : text, { status: code }));
  return createHttpClient({ fetch, getToken: () => 't', getTurnstileToken: () => null, scheduler: asyncScheduler });
};

/** Runs query `def` once in a store wired like the app's, answering `text` with `code`; answers its final state. */
async function queryOutcome(def: AnyQueryDef, text: string, code: number) {
  const deps = createTestDeps({ scheduler: asyncScheduler, http: clientFor(text, code) as never });
  const { store } = createTestStore({ reducers: { [QUERY_CACHE_KEY]: queryCacheReducer }, epics: [createQueryCacheEpic()], deps });
  store.dispatch(def.subscribe(ARGS));
  for (let i = 0; i < 20 && def.select(store.getState() as never, ARGS).status === 'pending'; i++) await settlePromises();
  return def.select(store.getState() as never, ARGS);
}

describe('malformed answers end in a clear state (issue 13 §2, client side)', () => {
  beforeAll(async () => {
    const declaring = sources(join(ROOT, 'src/client')).filter(
      (file) => !file.includes('queryCache/') && /\bdefineQuery[<(]/.test(readFileSync(file, 'utf8')),
    );
    for (const file of declaring) await import(file);
  });

  it('every registered query: fulfilled with data its codec accepts, or rejected with a PARSING_ERROR / the HTTP status', async () => {
    const queries = clientQueries();
    expect(queries.length).toBeGreaterThan(30);
    let tried = 0;
    for (const def of queries) {
      const codec = def.request(ARGS).codec;
      await fc.assert(
        fc.asyncProperty(malformedText, status, async (text, code) => {
          tried++;
          const state = await queryOutcome(def, text, code);
          expect(state.status, `${def.name} stayed ${state.status}`).not.toBe('pending');
          if (state.status === 'fulfilled') expectClear({ ok: true, value: state.data }, code, (v) => codec.decode(v)._tag === 'Right');
          else expectClear({ ok: false, error: state.error! }, code, () => false);
        }),
        { numRuns: 12, seed: SEED },
      );
    }
    console.info(`malformed responses: ${tried} answers tried over ${queries.length} queries`);
  }, 120_000);

  it('every endpoint’s response codec (queries and commands share the client’s decode path)', async () => {
    let tried = 0;
    const fill = (e: AnyEndpoint) => Object.fromEntries([...e.route.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1], 'x']));
    for (const endpoint of ENDPOINTS) {
      const request = { ...endpointRequest(endpoint, { params: fill(endpoint) } as never), body: undefined };
      await fc.assert(
        fc.asyncProperty(malformedText, status, async (text, code) => {
          tried++;
          const results: HttpResult<unknown>[] = [];
          await new Promise<void>((resolve, reject) =>
            clientFor(text, code).request(request).subscribe({ next: (r) => results.push(r), error: reject, complete: resolve }));
          expect(results).toHaveLength(1);
          expectClear(results[0]!, code, (v) => endpoint.response.decode(v)._tag === 'Right');
        }),
        { numRuns: 8, seed: SEED },
      );
    }
    console.info(`malformed responses: ${tried} answers tried over ${ENDPOINTS.length} endpoint codecs`);
  }, 120_000);
});
