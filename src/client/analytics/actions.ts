import { defineEvent } from '../kernel/actions';

export { pageShown, type PageShownPayload } from './pageShown';

/** An analytics call failed its tracking-plan codec and was not sent (`key` names the plan entry, e.g. `track:Task Viewed`). */
export const callRejected = defineEvent<{ key: string }>('analytics/callRejected');

/** A batch of `count` analytics calls reached `POST /v1/customer/send-segment-events/` (or was handed to sendBeacon). */
export const batchSent = defineEvent<{ count: number }>('analytics/batchSent');

/** A batch of `count` analytics calls could not be sent after every retry and was dropped. */
export const batchDropped = defineEvent<{ count: number }>('analytics/batchDropped');
