import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import type { SegmentEvent } from '../../../src/contract/platform';
import { createHttpAnalytics } from '../../../src/client/analytics/transport';
import { errorResult, fetchErrorResult, jsonReply } from '../../support/fakeDeps';
import { depsAtNow, TASK_UUID } from '../app/fixtures';

const call: SegmentEvent = {
  type: 'page',
  name: 'Login',
  properties: { page_name: 'Login', path_pattern: '/login', productVersion: '0.1.0' },
  anonymous_id: '99999999-9999-4999-8999-999999999999',
  timestamp: '2026-03-10T00:00:00.000Z',
  message_id: TASK_UUID,
};
const PATH = 'v1/customer/send-segment-events/';

describe('analytics transport (§7 POST /v1/customer/send-segment-events/)', () => {
  it('posts the batch as { events } without the Turnstile token and completes when the server took it', async () => {
    const { deps } = depsAtNow();
    deps.http.respond({ method: 'POST', path: PATH }, jsonReply({ received: 1 }));
    const done = await lastValueFrom(createHttpAnalytics(deps.http).send([call]).pipe(toArray()));
    expect(done).toEqual([undefined]);
    expect(deps.http.requests).toHaveLength(1);
    expect(deps.http.requests[0]).toMatchObject({ method: 'POST', path: PATH, body: { events: [call] }, omitTurnstile: true });
  });

  it('errors with the §8 error when the server refused it (so the epic retries)', async () => {
    const { deps } = depsAtNow();
    deps.http.respond({ path: PATH }, errorResult(503));
    await expect(firstValueFrom(createHttpAnalytics(deps.http).send([call]))).rejects.toMatchObject({ status: 503 });
    deps.http.respond({ path: PATH }, fetchErrorResult());
    await expect(firstValueFrom(createHttpAnalytics(deps.http).send([call]))).rejects.toMatchObject({ status: 'FETCH_ERROR' });
  });
});
