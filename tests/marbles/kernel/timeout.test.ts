import * as t from 'io-ts';
import { VirtualTimeScheduler } from 'rxjs';
import { createHttpClient, type HttpResult } from '../../../src/client/kernel/http';
import { createFakeFetch, settlePromises } from '../../support/fakeFetch';

/**
 * §7 API client: one attempt of a call is abandoned after `API_TIMEOUT_MS` (30 000 ms) with the §8 client status
 * TIMEOUT_ERROR. The client's default is what is tested (no `timeoutMs` given), on a virtual clock: the fetch is a
 * promise, so the scheduler is advanced in steps and the promise callbacks are let run between them.
 */
describe('an API call that gets no answer (§7 API_TIMEOUT_MS) in virtual time', () => {
  it(
    'is abandoned with TIMEOUT_ERROR 30 000 ms after it started, not a millisecond sooner, and its request aborted',
    async () => {
      const scheduler = new VirtualTimeScheduler();
      const fake = createFakeFetch(() => ({ hang: true }));
      const client = createHttpClient({ fetch: fake.fetch, getToken: () => 'x', getTurnstileToken: () => null, scheduler });
      const seen: Array<HttpResult<unknown>> = [];
      client.request({ method: 'POST', path: 'v1/customer/check-user/', body: {}, codec: t.unknown }).subscribe((r) => seen.push(r));
      const runUntil = async (ms: number) => {
        scheduler.maxFrames = ms;
        scheduler.flush();
        await settlePromises();
      };

      await runUntil(29_999);
      expect(seen).toEqual([]);
      expect(fake.calls[0]?.init.signal?.aborted).toBe(false);

      await runUntil(30_000);
      expect(seen).toEqual([{ ok: false, error: { status: 'TIMEOUT_ERROR', data: undefined, error: 'timeout' } }]);
      expect(fake.calls[0]?.init.signal?.aborted).toBe(true);
      expect(fake.calls).toHaveLength(1);
    },
  );
});
