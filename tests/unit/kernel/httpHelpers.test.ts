import fc from 'fast-check';
import * as t from 'io-ts';
import { endpoint } from '../../../src/contract/endpoint';
import { backoffDelayMs, buildUrl, endpointRequest, isSafeMethod } from '../../../src/client/kernel/http';

describe('HTTP helpers', () => {
  it('only GET, HEAD, OPTIONS and TRACE are safe (§7)', () => {
    expect((['GET', 'HEAD', 'OPTIONS', 'TRACE', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter(isSafeMethod)).toEqual(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
  });

  it('full-jitter backoff stays within [0, min(30 s, 250 ms × 2^attempt)] for any random source', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, r) => {
        const delay = backoffDelayMs(attempt, { random: () => r });
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(Math.min(30_000, 250 * 2 ** attempt));
      }),
    );
    expect(backoffDelayMs(3, { random: () => 0.5 })).toBe(1000);
    expect(backoffDelayMs(20, { random: () => 0.5 })).toBe(15_000);
  });

  it('joins base and path with exactly one slash', () => {
    expect(buildUrl('/api', { path: '/v1/x/' })).toBe('/api/v1/x/');
    expect(buildUrl('/api/', { path: 'v1/x/' })).toBe('/api/v1/x/');
  });

  it('builds a request from a contract endpoint: filled route, encoded body, stringified query, response codec', () => {
    const Profile = t.type({ uuid: t.string });
    const patchProfile = endpoint({
      name: 'patchProfile',
      method: 'PATCH',
      route: 'v1/customer/profile/:uuid/',
      body: t.type({ first_name: t.string }),
      query: t.partial({ application_uuid: t.string, page: t.number }),
      response: Profile,
    });
    const req = endpointRequest(patchProfile, {
      params: { uuid: 'a/b' },
      body: { first_name: 'Ada' },
      query: { page: 2 },
      omitTurnstile: true,
    });
    // `route` is the endpoint's pattern, named by a shared diagnostic instead of the path; never sent.
    expect(req).toEqual({ method: 'PATCH', path: 'v1/customer/profile/a%2Fb/', route: 'v1/customer/profile/:uuid/', body: { first_name: 'Ada' }, query: { page: '2' }, codec: Profile, omitTurnstile: true });

    const version = endpoint({ name: 'version', method: 'GET', route: 'v2/customer/version/', response: t.string });
    expect(endpointRequest(version, {})).toEqual({ method: 'GET', path: 'v2/customer/version/', route: 'v2/customer/version/', codec: t.string });
  });
});
