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
    const done = await lastValueFrom(createHttpAnalytics(deps.http, null).send([call]).pipe(toArray()));
    expect(done).toEqual([undefined]);
    expect(deps.http.requests).toHaveLength(1);
    expect(deps.http.requests[0]).toMatchObject({ method: 'POST', path: PATH, body: { events: [call] }, omitTurnstile: true });
  });

  it('errors with the §8 error when the server refused it (so the epic retries)', async () => {
    const { deps } = depsAtNow();
    deps.http.respond({ path: PATH }, errorResult(503));
    await expect(firstValueFrom(createHttpAnalytics(deps.http, null).send([call]))).rejects.toMatchObject({ status: 503 });
    deps.http.respond({ path: PATH }, fetchErrorResult());
    await expect(firstValueFrom(createHttpAnalytics(deps.http, null).send([call]))).rejects.toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('on page hide hands the same body to the same endpoint by sendBeacon', async () => {
    const { deps } = depsAtNow();
    const beacons: Array<{ url: string; body: Blob }> = [];
    const analytics = createHttpAnalytics(deps.http, (url, body) => (beacons.push({ url, body }), true));
    await lastValueFrom(analytics.send([call], { beacon: true }).pipe(toArray()));
    expect(deps.http.requests).toHaveLength(0);
    expect(beacons.map((b) => [b.url, b.body.type])).toEqual([[`/api/${PATH}`, 'application/json']]);
    expect(JSON.parse(await beacons[0]!.body.text())).toEqual({ events: [call] });
  });

  it('falls back to the HTTP client when the browser refuses the beacon or has none', async () => {
    const { deps } = depsAtNow();
    deps.http.respond({ path: PATH }, jsonReply({ received: 1 }));
    await lastValueFrom(createHttpAnalytics(deps.http, () => false).send([call], { beacon: true }).pipe(toArray()));
    await lastValueFrom(
      createHttpAnalytics(deps.http, () => {
        throw new TypeError('beacon refused');
      }).send([call], { beacon: true }).pipe(toArray()),
    );
    await lastValueFrom(createHttpAnalytics(deps.http, null).send([call], { beacon: true }).pipe(toArray()));
    expect(deps.http.requests).toHaveLength(3);
  });

  it('never beacons while the HTTP client refuses mutations (§6 ops view): the client answers the batch instead', async () => {
    const { deps } = depsAtNow();
    deps.http.respond({ path: PATH }, errorResult(403));
    const beacons: string[] = [];
    const blocked = Object.assign(Object.create(deps.http) as typeof deps.http, { mutationsBlocked: () => true });
    const analytics = createHttpAnalytics(blocked, (url) => (beacons.push(url), true));
    await expect(firstValueFrom(analytics.send([call], { beacon: true }))).rejects.toMatchObject({ status: 403 });
    expect(beacons).toEqual([]);
  });
});
