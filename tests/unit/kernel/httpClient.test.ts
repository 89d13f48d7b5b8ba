import * as t from 'io-ts';
import { asyncScheduler, firstValueFrom, VirtualTimeScheduler, type Observable } from 'rxjs';
import { createHttpClient, type HttpClientConfig, type HttpResult } from '../../../src/client/kernel/http';
import { createFakeFetch, jsonResponse, settlePromises, textResponse, type FetchAnswer, type FetchCall } from '../../support/fakeFetch';

const Profile = t.type({ uuid: t.string, first_name: t.string, position: t.number });
const profile = { uuid: 'p-1', first_name: 'Ada', position: 1 };

function setup(answer: (call: FetchCall, index: number) => FetchAnswer, config: Partial<HttpClientConfig> = {}) {
  const fake = createFakeFetch(answer);
  const client = createHttpClient({
    fetch: fake.fetch,
    getToken: () => 'x',
    getTurnstileToken: () => 'turnstile-1',
    scheduler: asyncScheduler,
    ...config,
  });
  return { client, calls: fake.calls };
}

const once = <A>(o: Observable<HttpResult<A>>) => firstValueFrom(o);

/**
 * Alternates letting fetch answers settle and advancing virtual time by at most 30 s (the longest retry wait), so
 * retry waits elapse while the 60 s per-attempt timeouts set in these tests never fire.
 */
async function advanceThroughRetries(scheduler: VirtualTimeScheduler, done: () => boolean) {
  for (let step = 0; step < 30 && !done(); step++) {
    await settlePromises();
    scheduler.maxFrames = scheduler.frame + 30_000;
    scheduler.flush();
  }
}

describe('HTTP boundary (§7, architecture "The HTTP boundary")', () => {
  describe('what is sent', () => {
    it('calls /api/{path} with credentials, Authorization "JWT {token}" and the Turnstile-Token', async () => {
      const { client, calls } = setup(() => jsonResponse(profile));
      await once(client.request({ method: 'GET', path: 'v1/customer/profile/p-1/', codec: Profile }));

      expect(calls).toHaveLength(1);
      expect(calls[0]?.url).toBe('/api/v1/customer/profile/p-1/');
      expect(calls[0]?.init.credentials).toBe('include');
      expect(calls[0]?.init.method).toBe('GET');
      expect(calls[0]?.headers['authorization']).toBe('JWT x');
      expect(calls[0]?.headers['turnstile-token']).toBe('turnstile-1');
    });

    it('accepts a leading slash, leaves out undefined query values and encodes the rest', async () => {
      const { client, calls } = setup(() => jsonResponse([]));
      await once(
        client.request({
          method: 'GET',
          path: '/v1/customer/application/',
          query: { profile_uuid: 'a b&c', missing: undefined },
          codec: t.array(t.unknown),
        }),
      );
      expect(calls[0]?.url).toBe('/api/v1/customer/application/?profile_uuid=a+b%26c');
    });

    it('drops the Turnstile-Token when the request sets omitTurnstile, and never sends the flag itself', async () => {
      const { client, calls } = setup(() => jsonResponse({ detail: 'ok' }));
      await once(client.request({ method: 'POST', path: 'v1/token-auth/', body: { email: 'a@b.c' }, omitTurnstile: true, codec: t.unknown }));

      const call = calls[0];
      expect(call?.headers['turnstile-token']).toBeUndefined();
      expect(call?.headers['authorization']).toBe('JWT x');
      const everything = JSON.stringify([call?.url, call?.headers, call?.init.body]).toLowerCase();
      expect(everything).not.toContain('omitturnstile');
      expect(everything).not.toContain('omit');
    });

    it('sends no Authorization or Turnstile-Token when there is no token, and reads tokens at each request', async () => {
      let token: string | null = null;
      const { client, calls } = setup(() => jsonResponse(profile), { getToken: () => token, getTurnstileToken: () => null });
      const request = client.request({ method: 'GET', path: 'v1/customer/profile/p-1/', codec: Profile });
      await once(request);
      token = 'later';
      await once(request);

      expect(calls[0]?.headers['authorization']).toBeUndefined();
      expect(calls[0]?.headers['turnstile-token']).toBeUndefined();
      expect(calls[1]?.headers['authorization']).toBe('JWT later');
    });

    it('sends a body as JSON with its content type', async () => {
      const { client, calls } = setup(() => jsonResponse(profile));
      await once(client.request({ method: 'PATCH', path: 'v1/customer/profile/p-1/', body: { first_name: 'Ada' }, codec: Profile }));

      expect(calls[0]?.init.method).toBe('PATCH');
      expect(calls[0]?.headers['content-type']).toBe('application/json');
      expect(calls[0]?.init.body).toBe('{"first_name":"Ada"}');
    });

    it('uses a configured base URL', async () => {
      const { client, calls } = setup(() => jsonResponse(profile), { baseUrl: 'http://127.0.0.1:4010/api/' });
      await once(client.request({ method: 'GET', path: '/v1/customer/profile/p-1/', codec: Profile }));
      expect(calls[0]?.url).toBe('http://127.0.0.1:4010/api/v1/customer/profile/p-1/');
    });
  });

  describe('what comes back', () => {
    it('decodes a success body with the codec and reports status and ETag', async () => {
      const { client } = setup(() => jsonResponse(profile, 200, { ETag: '"v1"' }));
      const result = await once(client.request({ method: 'GET', path: 'p', codec: Profile }));
      expect(result).toEqual({ ok: true, value: profile, status: 200, etag: '"v1"' });
    });

    it('decodes an empty 204 body as null', async () => {
      const { client } = setup(() => new Response(null, { status: 204 }));
      expect(await once(client.request({ method: 'DELETE', path: 'p', codec: t.null }))).toEqual({ ok: true, value: null, status: 204 });
    });

    it('treats a 304 as a value-less success only when If-None-Match was sent', async () => {
      const { client, calls } = setup(() => new Response(null, { status: 304, headers: { ETag: '"v1"' } }));
      const revalidated = await once(client.request({ method: 'GET', path: 'p', codec: Profile, ifNoneMatch: '"v1"' }));
      expect(calls[0]?.headers['if-none-match']).toBe('"v1"');
      expect(revalidated).toEqual({ ok: true, value: undefined, status: 304, etag: '"v1"' });

      const unexpected = await once(client.request({ method: 'GET', path: 'p', codec: Profile }));
      expect(unexpected).toMatchObject({ ok: false, error: { status: 'PARSING_ERROR' } });
    });

    it('gives HTTP errors their status with the parsed JSON body', async () => {
      const { client } = setup(() => jsonResponse({ detail: 'Not found.' }, 404));
      expect(await once(client.request({ method: 'GET', path: 'p', codec: Profile }))).toEqual({
        ok: false,
        error: { status: 404, data: { detail: 'Not found.' } },
      });
    });

    it('keeps a non-JSON error body as text', async () => {
      const { client } = setup(() => textResponse('<h1>Bad Gateway</h1>', 502));
      expect(await once(client.request({ method: 'GET', path: 'p', codec: Profile }))).toEqual({
        ok: false,
        error: { status: 502, data: '<h1>Bad Gateway</h1>' },
      });
    });

    const malformed: Array<[string, Response]> = [
      ['a field of the wrong type', jsonResponse({ ...profile, position: 'first' })],
      ['a missing field', jsonResponse({ uuid: 'p-1', position: 1 })],
      ['an array instead of an object', jsonResponse([profile])],
      ['null', jsonResponse(null)],
      ['a body that is not JSON', textResponse('<html>maintenance</html>')],
      ['truncated JSON', textResponse('{"uuid": "p-1", "first_na')],
    ];
    for (const [label, response] of malformed) {
      it(`answers ${label} with PARSING_ERROR and never throws`, async () => {
        const { client } = setup(() => response.clone());
        const result = await once(client.request({ method: 'GET', path: 'p', codec: Profile }));
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error.status).toBe('PARSING_ERROR');
        expect((result.error.data as { errors: string[] }).errors.length).toBeGreaterThan(0);
      });
    }

    it('names the failing path in the PARSING_ERROR report without echoing personal data', async () => {
      const { client } = setup(() => jsonResponse({ uuid: 'p-1', first_name: 42, position: 'Jane.Doe@example.com' }));
      const result = await once(client.request({ method: 'GET', path: 'p', codec: Profile }));
      if (result.ok) throw new Error('expected a failure');
      const errors = (result.error.data as { errors: string[] }).errors;
      expect(errors).toContain('first_name: expected string, got <number>');
      expect(errors).toContain('position: expected number, got <string>');
      expect(JSON.stringify(result)).not.toContain('Jane.Doe');
    });

    it('answers a network failure with FETCH_ERROR, once for a POST', async () => {
      const { client, calls } = setup(() => ({ networkError: true }));
      const result = await once(client.request({ method: 'POST', path: 'p', body: {}, codec: t.unknown }));
      expect(result).toMatchObject({ ok: false, error: { status: 'FETCH_ERROR' } });
      expect(calls).toHaveLength(1);
    });

    it('answers a fetch that throws synchronously with FETCH_ERROR', async () => {
      const client = createHttpClient({
        fetch: (() => {
          throw new TypeError('bad init');
        }) as unknown as typeof fetch,
        getToken: () => null,
        getTurnstileToken: () => null,
        scheduler: asyncScheduler,
      });
      expect(await once(client.request({ method: 'POST', path: 'p', codec: t.unknown }))).toMatchObject({ ok: false, error: { status: 'FETCH_ERROR' } });
    });

    it('answers a codec that throws with PARSING_ERROR', async () => {
      const { client } = setup(() => jsonResponse(profile));
      const exploding = new t.Type<never>('Exploding', (_u): _u is never => false, () => {
        throw new Error('boom');
      }, () => {
        throw new Error('boom');
      });
      expect(await once(client.request({ method: 'GET', path: 'p', codec: exploding }))).toMatchObject({
        ok: false,
        error: { status: 'PARSING_ERROR' },
      });
    });
  });

  describe('cancellation, timeout and retry', () => {
    it('aborts the fetch when the subscriber unsubscribes', async () => {
      const { client, calls } = setup(() => ({ hang: true }));
      const seen: unknown[] = [];
      const subscription = client.request({ method: 'GET', path: 'p', codec: Profile }).subscribe((r) => seen.push(r));
      expect(calls[0]?.init.signal?.aborted).toBe(false);
      subscription.unsubscribe();
      expect(calls[0]?.init.signal?.aborted).toBe(true);
      await settlePromises();
      expect(seen).toEqual([]);
    });

    it('answers TIMEOUT_ERROR when no answer arrives within the timeout, without retrying', async () => {
      const scheduler = new VirtualTimeScheduler();
      const { client, calls } = setup(() => ({ hang: true }), { scheduler, timeoutMs: 5000 });
      const seen: Array<HttpResult<unknown>> = [];
      client.request({ method: 'GET', path: 'p', codec: Profile }).subscribe((r) => seen.push(r));

      scheduler.maxFrames = 4999;
      scheduler.flush();
      await settlePromises();
      expect(seen).toEqual([]);

      scheduler.maxFrames = Infinity;
      scheduler.flush();
      await settlePromises();
      expect(seen).toEqual([{ ok: false, error: { status: 'TIMEOUT_ERROR', data: undefined, error: 'timeout' } }]);
      expect(calls).toHaveLength(1);
    });

    it('retries a GET on network failures up to 10 attempts in all (§7), then gives FETCH_ERROR', async () => {
      const scheduler = new VirtualTimeScheduler();
      const { client, calls } = setup(() => ({ networkError: true }), { scheduler, random: () => 1, timeoutMs: 60_000 });
      const seen: Array<HttpResult<unknown>> = [];
      client.request({ method: 'GET', path: 'p', codec: Profile }).subscribe((r) => seen.push(r));
      await advanceThroughRetries(scheduler, () => seen.length > 0);
      expect(calls).toHaveLength(10);
      expect(seen).toEqual([expect.objectContaining({ ok: false, error: expect.objectContaining({ status: 'FETCH_ERROR' }) })]);
    });

    it('recovers when a retried GET finally gets through', async () => {
      const scheduler = new VirtualTimeScheduler();
      const { client, calls } = setup((_, index) => (index < 2 ? { networkError: true } : jsonResponse(profile)), { scheduler, timeoutMs: 60_000 });
      const seen: Array<HttpResult<unknown>> = [];
      client.request({ method: 'GET', path: 'p', codec: Profile }).subscribe((r) => seen.push(r));
      await advanceThroughRetries(scheduler, () => seen.length > 0);
      expect(calls).toHaveLength(3);
      expect(seen).toEqual([{ ok: true, value: profile, status: 200 }]);
    });
  });

  describe('ops read-only view (§6)', () => {
    it('refuses mutations with a 403 without fetching, but still reads', async () => {
      const { client, calls } = setup(() => jsonResponse(profile), { isMutationBlocked: () => true });
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        expect(await once(client.request({ method, path: 'p', body: {}, codec: t.unknown }))).toEqual({
          ok: false,
          error: { status: 403, data: { detail: 'Read-only view: changes are disabled.' } },
        });
      }
      expect(calls).toHaveLength(0);
      expect(await once(client.request({ method: 'GET', path: 'p', codec: Profile }))).toMatchObject({ ok: true });
      expect(calls).toHaveLength(1);
    });

    it('lets through a POST that changes no data (issue 12 §2: the token refresh keeps an ops session alive)', async () => {
      const { client, calls } = setup(() => jsonResponse({ token: 'new' }), { isMutationBlocked: () => true });
      const refresh = await once(client.request({ method: 'POST', path: 'v1/token-refresh/', body: { token: 'old' }, codec: t.unknown, changesNoData: true }));
      expect(refresh).toMatchObject({ ok: true, value: { token: 'new' } });
      expect(calls).toHaveLength(1);
      // The flag is the client's own business: never a header or part of the body.
      expect(Object.keys(calls[0]?.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('changesnodata');
      expect(calls[0]?.init.body).toBe(JSON.stringify({ token: 'old' }));
    });

    it('says whether it refuses mutations now, for transports that go around it (the analytics beacon)', () => {
      let ops = false;
      const { client } = setup(() => jsonResponse(profile), { isMutationBlocked: () => ops });
      expect(client.mutationsBlocked?.()).toBe(false);
      ops = true;
      expect(client.mutationsBlocked?.()).toBe(true);
    });
  });
});
