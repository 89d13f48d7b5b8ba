import type { StartedRequests } from '../../kernel/http/client';

/** The window property the inline script of index.html parks its requests on (issue 14 §2 "Data start"). */
export const DATA_START_PROPERTY = '__heiDataStart';

/** Parked requests older than this (ms since the script started them) are never used: the data may have changed. */
export const DATA_START_MAX_AGE_MS = 10_000;

/**
 * What the inline script parks: the token it sent, when it started (ms since the epoch, `Date.now()`), and the fetch
 * promises keyed `"GET /api/…"`. Each promise already has a rejection handler, so one nobody takes logs nothing.
 */
export interface DataStart {
  token: string;
  at: number;
  requests: Record<string, Promise<Response> | undefined>;
}

/** The window as the hand-off sees it: the script's property may be absent, or anything another script put there. */
export type DataStartWindow = { [DATA_START_PROPERTY]?: unknown };

/**
 * Issue 14 §2: the hand-off of the requests the inline script of index.html started before the code loaded. Gives the
 * promise parked for exactly `method` + `url` when it was sent with `token` and is at most
 * {@link DATA_START_MAX_AGE_MS} old, and forgets it, so it is used once; otherwise undefined (the client fetches). A
 * parked set with another token, past its age or of another shape is dropped whole; otherwise the inline script's own
 * timer removes it after {@link DATA_START_MAX_AGE_MS}. `now` is the clock (ms since the epoch).
 */
export function startedRequests(win: DataStartWindow, now: () => number): StartedRequests {
  return (method, url, token) => {
    const parked = win[DATA_START_PROPERTY] as Partial<DataStart> | null | undefined;
    if (!parked) return undefined;
    const requests = parked.requests ?? {};
    const key = `${method} ${url}`;
    const request = requests[key];
    delete requests[key];
    // NaN (no or a bad `at`) compares false: such a set is never used.
    const usable = parked.token === token && now() - Number(parked.at) <= DATA_START_MAX_AGE_MS && typeof parked.requests === 'object' && parked.requests !== null;
    // Kept while usable, even when emptied: the script adds the requests that wait on the application's answer (the
    // licence, the home's data) after the first is taken; its own timer removes the property after 10 s.
    if (!usable) delete win[DATA_START_PROPERTY];
    return usable && request instanceof Promise ? request : undefined;
  };
}
