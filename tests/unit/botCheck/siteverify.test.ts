import { siteverify, SITEVERIFY_URL } from '../../../src/sandbox/botCheck/siteverify';
import { createFakeFetch, jsonResponse, textResponse, type FetchAnswer } from '../../support/fakeFetch';

const options = (fetch: typeof globalThis.fetch) => ({ secret: 'secret-key', url: SITEVERIFY_URL, fetch, timeoutMs: 1000 });

/** siteverify against a fake Cloudflare answering `answer`; the calls it received. */
async function verify(answer: FetchAnswer, token: string | null = 'tok') {
  const fake = createFakeFetch(() => answer);
  const verdict = await siteverify(options(fake.fetch), token ?? undefined, '203.0.113.7');
  return { verdict, calls: fake.calls };
}

describe('verifying a token with Cloudflare’s siteverify (real keys; fetch injected, no network)', () => {
  it('posts the secret, the token and the visitor’s IP as JSON and accepts on success', async () => {
    const { verdict, calls } = await verify(jsonResponse({ success: true, 'error-codes': [], hostname: 'example.com' }));
    expect(verdict).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(SITEVERIFY_URL);
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ secret: 'secret-key', response: 'tok', remoteip: '203.0.113.7' });
  });

  it.each([
    [['timeout-or-duplicate'], 'spent'],
    [['invalid-input-response'], 'invalid'],
    [['missing-input-response'], 'missing'],
    [['invalid-input-secret'], 'unavailable'],
    [['internal-error'], 'unavailable'],
  ] as const)('maps error codes %j to %s', async (codes, reason) => {
    const { verdict } = await verify(jsonResponse({ success: false, 'error-codes': codes }));
    expect(verdict).toEqual({ ok: false, reason });
  });

  it('refuses (fails closed) when Cloudflare cannot be reached or answers something else', async () => {
    expect((await verify({ networkError: true })).verdict).toEqual({ ok: false, reason: 'unavailable' });
    expect((await verify(textResponse('<html>bad gateway</html>', 502))).verdict).toEqual({ ok: false, reason: 'unavailable' });
    expect((await verify(jsonResponse({ ok: true }))).verdict).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('does not call Cloudflare for a missing or over-long token', async () => {
    const missing = await verify(jsonResponse({ success: true, 'error-codes': [] }), null);
    expect(missing).toEqual({ verdict: { ok: false, reason: 'missing' }, calls: [] });
    const long = await verify(jsonResponse({ success: true, 'error-codes': [] }), 'x'.repeat(2049));
    expect(long).toEqual({ verdict: { ok: false, reason: 'invalid' }, calls: [] });
  });
});
