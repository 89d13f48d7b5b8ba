import type * as t from 'io-ts';
import type { Observable } from 'rxjs';

/** HTTP methods the client sends (§7 table). */
export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'TRACE' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The methods §7 allows to retry: they do not change server state. */
export const SAFE_METHODS: readonly HttpMethod[] = ['GET', 'HEAD', 'OPTIONS', 'TRACE'];

/** True for GET, HEAD, OPTIONS and TRACE (§7 retry rule, ops read-only rule). */
export function isSafeMethod(method: HttpMethod): boolean {
  return SAFE_METHODS.includes(method);
}

/** The client-side failure statuses of §8 ("Client error statuses"). */
export type ClientErrorStatus = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

/**
 * A normalised failure (§8): an HTTP status ≥ 400 with the parsed JSON (or text) body in `data`, or a client
 * status — FETCH_ERROR (network), TIMEOUT_ERROR (no answer within the timeout), PARSING_ERROR (body not JSON, or it
 * failed its codec; then `data = { errors: string[] }`). `error` is a developer-facing note, never shown to users.
 */
export interface HttpError {
  status: number | ClientErrorStatus;
  data: unknown;
  error?: string;
}

/**
 * One call to the API (§7). `path` is relative to the base (`'v1/customer/profile/abc/'`, leading slash optional);
 * `query` entries that are undefined are left out; `body` is sent as JSON; `codec` decodes the success body.
 * `omitTurnstile` drops the Turnstile-Token header (the flag itself is never sent). `timeoutMs` overrides the
 * client default. `ifNoneMatch` sends `If-None-Match`, and only then is a 304 a success (with no value).
 */
export interface HttpRequest<A> {
  method: HttpMethod;
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  codec: t.Decoder<unknown, A>;
  omitTurnstile?: boolean;
  headers?: Record<string, string>;
  timeoutMs?: number;
  ifNoneMatch?: string;
  /**
   * A non-safe method that changes no data (the §7 token refresh swaps the caller's own token): the ops read-only view
   * (§6) lets it through. Never sent.
   */
  changesNoData?: boolean;
  /**
   * The contract endpoint's route pattern (`v1/customer/application/:uuid/`), set by `endpointRequest`: what a shared
   * diagnostic names instead of the path, which holds ids. Never sent.
   */
  route?: string;
}

/**
 * The outcome of a request: the decoded value with the HTTP status and ETag, or an {@link HttpError}. A 304 answer
 * to a request with `ifNoneMatch` is `{ ok: true, status: 304, value: undefined }` — keep the cached value.
 */
export type HttpResult<A> = { ok: true; value: A; status: number; etag?: string } | { ok: false; error: HttpError };

/** The HTTP boundary (architecture "The HTTP boundary"): one result per request, never an error notification. */
export interface HttpClient {
  request<A>(req: HttpRequest<A>): Observable<HttpResult<A>>;
  /**
   * True while the client refuses non-safe methods (§6 ops read-only view). Transports that go around `request`
   * (the analytics beacon) ask it, so the read-only rule has one owner. Absent means never blocked.
   */
  mutationsBlocked?(): boolean;
}
