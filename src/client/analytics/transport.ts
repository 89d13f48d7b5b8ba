import { defer, mergeMap, of, take, throwError, type Observable } from 'rxjs';
import { pathOf } from '../../contract/endpoint';
import { sendSegmentEvents, type SegmentEvent } from '../../contract/platform';
import type { Analytics, AnalyticsSendOptions } from '../kernel/deps';
import { endpointRequest } from '../kernel/http/endpointRequest';
import type { HttpClient } from '../kernel/http/types';

/** `navigator.sendBeacon`'s shape: queues a POST that outlives the page; false when the browser refused it. */
export type Beacon = (url: string, body: Blob) => boolean;

/**
 * The analytics transport (§7 `POST /v1/customer/send-segment-events/`, body `{ events }`): through the HTTP client
 * without the Turnstile token (a bot check for every batch would be absurd), completing when the server answered 2xx
 * and erroring with the §8 error otherwise. With `{ beacon: true }` (page hidden) the same body goes to the same
 * endpoint by `beacon` when there is one and it accepts it; else by the HTTP client. The beacon goes around the HTTP
 * client, so it is skipped while the client refuses mutations (§6 ops view): the client then refuses the batch itself.
 * `apiBase` is the HTTP client's base.
 */
export function createHttpAnalytics(http: HttpClient, beacon: Beacon | null, apiBase = '/api'): Analytics {
  return {
    send(batch: readonly SegmentEvent[], options?: AnalyticsSendOptions): Observable<void> {
      return defer(() => {
        const body = { events: [...batch] };
        if (options?.beacon && beacon && !http.mutationsBlocked?.()) {
          const url = `${apiBase}/${pathOf(sendSegmentEvents, {})}`;
          const blob = new Blob([JSON.stringify(sendSegmentEvents.body.encode(body))], { type: 'application/json' });
          try {
            if (beacon(url, blob)) return of(undefined);
          } catch {
            // Some browsers refuse a JSON beacon; the HTTP client below still tries.
          }
        }
        return http.request(endpointRequest(sendSegmentEvents, { body, omitTurnstile: true })).pipe(
          take(1),
          mergeMap((result) => (result.ok ? of(undefined) : throwError(() => result.error))),
        );
      });
    },
  };
}
