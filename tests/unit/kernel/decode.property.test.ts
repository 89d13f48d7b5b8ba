import fc from 'fast-check';
import * as t from 'io-ts';
import { asyncScheduler } from 'rxjs';
import { createHttpClient, decodeBody, type HttpResult } from '../../../src/client/kernel/http';
import { createFakeFetch } from '../../support/fakeFetch';

// A codec shaped like the §3 entities: nested objects, arrays, optional and nullable members.
const Application = t.intersection([
  t.type({
    uuid: t.string,
    tasks_version: t.number,
    ie_acknowledged: t.boolean,
    application_profiles: t.array(t.type({ uuid: t.string, position: t.number, profile: t.type({ first_name: t.string }) })),
    property: t.union([t.null, t.type({ address: t.type({ street: t.string, zip_code: t.string }) })]),
  }),
  t.partial({ external_id: t.string }),
]);

describe('decoding arbitrary bodies (architecture "The HTTP boundary")', () => {
  it('never throws on arbitrary JSON: either a value the codec accepts or a PARSING_ERROR with report lines', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const result = decodeBody(Application, json);
        if (result.ok) {
          expect(Application.is(result.value)).toBe(true);
        } else {
          expect(result.error.status).toBe('PARSING_ERROR');
          const { errors } = result.error.data as { errors: unknown[] };
          expect(errors.length).toBeGreaterThan(0);
          expect(errors.every((line) => typeof line === 'string')).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every well-formed body, whatever extra JSON it carries', () => {
    const wellFormed = fc.record({
      uuid: fc.string(),
      tasks_version: fc.integer(),
      ie_acknowledged: fc.boolean(),
      application_profiles: fc.array(fc.record({ uuid: fc.string(), position: fc.nat(), profile: fc.record({ first_name: fc.string() }) })),
      property: fc.option(fc.record({ address: fc.record({ street: fc.string(), zip_code: fc.string() }) }), { nil: null }),
    });
    fc.assert(
      fc.property(wellFormed, fc.jsonValue(), (body, extra) => {
        expect(decodeBody(Application, { ...body, extra }).ok).toBe(true);
      }),
    );
  });

  it('never echoes string values of a malformed body into the error report (they may be personal data)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{4,12}$/).map((s) => `pii-${s}`), (secret) => {
        const result = decodeBody(Application, { uuid: 1, tasks_version: secret, application_profiles: [{ profile: { first_name: 7 }, uuid: secret }] });
        expect(result.ok).toBe(false);
        expect(JSON.stringify(result)).not.toContain(secret);
      }),
    );
  });

  it('the client answers any response text (JSON or not, any status) with exactly one result and no error', async () => {
    const body = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string(),
    );
    const status = fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 409, 422, 500, 502, 503);
    await fc.assert(
      fc.asyncProperty(body, status, async (text, code) => {
        const { fetch } = createFakeFetch(() => new Response(code === 204 ? null : text, { status: code }));
        const client = createHttpClient({ fetch, getToken: () => 't', getTurnstileToken: () => null, scheduler: asyncScheduler });
        const results: unknown[] = [];
        await new Promise<void>((resolve, reject) =>
          client.request({ method: 'GET', path: 'p', codec: Application }).subscribe({
            next: (r) => results.push(r),
            error: reject,
            complete: resolve,
          }),
        );
        expect(results).toHaveLength(1);
        const result = results[0] as HttpResult<unknown>;
        if (code >= 400) expect(result).toMatchObject({ ok: false, error: { status: code } });
        else if (!result.ok) expect(result.error.status).toBe('PARSING_ERROR');
      }),
      { numRuns: 200 },
    );
  });
});
