import { defer, mergeMap, of, take, throwError, type Observable } from 'rxjs';
import { sendSegmentEvents, type SegmentEvent } from '../../contract/platform';
import type { Analytics } from '../kernel/deps';
import { endpointRequest } from '../kernel/http/endpointRequest';
import type { HttpClient } from '../kernel/http/types';

/**
 * The analytics transport (§7 `POST /v1/customer/send-segment-events/`, body `{ events }`): through the HTTP client
 * without the Turnstile token (a bot check for every batch would be absurd), completing when the server answered 2xx
 * (the calls are then acknowledged) and erroring with the §8 error otherwise. A page being hidden is the tracker's:
 * it sends by beacon itself (./tracker).
 */
export function createHttpAnalytics(http: HttpClient): Analytics {
  return {
    send(batch: readonly SegmentEvent[]): Observable<void> {
      return defer(() =>
        http.request(endpointRequest(sendSegmentEvents, { body: { events: [...batch] }, omitTurnstile: true })).pipe(
          take(1),
          mergeMap((result) => (result.ok ? of(undefined) : throwError(() => result.error))),
        ),
      );
    },
  };
}
