import { Observable, of, type SchedulerLike } from 'rxjs';
import { API_TIMEOUT_MS } from '../../../domain/constants';
import { decodeBody, notJson, parseBody } from './decode';
import { retryPolicy } from './retry';
import { buildInit, buildUrl } from './request';
import { isSafeMethod, type HttpClient, type HttpError, type HttpMethod, type HttpRequest, type HttpResult } from './types';

/**
 * Issue 14 §2 data start: the response promise of a request the page started before the code loaded, for exactly this
 * method, URL (`/api/…` with its query) and token, handed over once — or undefined (fetch as usual).
 */
export type StartedRequests = (method: HttpMethod, url: string, token: string) => Promise<Response> | undefined;

/** Configuration of {@link createHttpClient}. Every side effect comes in here, so tests inject fakes. */
export interface HttpClientConfig {
  /** API base; `/api` by default (§7). */
  baseUrl?: string;
  fetch: typeof fetch;
  /** The stored JWT, read at each attempt (§7 Authorization). */
  getToken: () => string | null;
  /** The stored bot-check token, read at each attempt (§7 Turnstile-Token). */
  getTurnstileToken: () => string | null;
  /** Times timeouts and retry waits. */
  scheduler: SchedulerLike;
  /** Per-attempt timeout in ms; `API_TIMEOUT_MS` (30 000) by default. */
  timeoutMs?: number;
  /** Jitter source of the retry policy. */
  random?: () => number;
  /** Ops read-only view (§6): when true, non-safe methods are refused with a 403 without touching the network. */
  isMutationBlocked?: () => boolean;
  /**
   * Requests already started by the page (issue 14 §2, app/dataStart), asked for plain GETs only — no body, no
   * If-None-Match, no extra headers: the headers the page's script sends too. Absent: none.
   */
  takeStarted?: StartedRequests;
}

/** What a refused mutation in the ops read-only view looks like (§6). */
export const READ_ONLY_ERROR: HttpError = { status: 403, data: { detail: 'Read-only view: changes are disabled.' } };

/**
 * `promise`, except that it rejects with the abort reason (an AbortError, like fetch) once `signal` aborts: a request
 * the page started cannot be aborted itself. The signal is the attempt's own, so its listener goes with it.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason));
    promise.then(resolve, reject);
  });
}

/** Whether the page's script could have started `req`: a GET with nothing beyond the client's own headers. */
const isPlainGet = (req: HttpRequest<unknown>): boolean =>
  req.method === 'GET' && req.body === undefined && req.ifNoneMatch === undefined && Object.keys(req.headers ?? {}).length === 0;

const fetchError = (error: unknown): HttpResult<never> => ({
  ok: false,
  error: { status: 'FETCH_ERROR', data: undefined, error: error instanceof Error ? error.name : 'fetch failed' },
});

/**
 * The HTTP boundary of §7 (architecture "The HTTP boundary"). `request` returns a cold Observable that, per
 * subscription, emits exactly one {@link HttpResult} and completes — it never errors. Unsubscribing aborts the
 * fetch. Each attempt times out after `timeoutMs` (TIMEOUT_ERROR); safe methods follow {@link retryPolicy}.
 * Success bodies are decoded by the request's codec (empty body → `null`); a 304 is a value-less success only when
 * `ifNoneMatch` was sent. HTTP ≥ 400 gives `{ status, data: parsed JSON or the text }`. A plain GET the page already
 * started (`takeStarted`, issue 14 §2) is answered from that response, through the same status, ETag and codec
 * handling, instead of a second request; if it failed on the network, the attempt fetches as usual.
 */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  const baseUrl = config.baseUrl ?? '/api';
  const defaultTimeoutMs = config.timeoutMs ?? API_TIMEOUT_MS;

  function attempt<A>(req: HttpRequest<A>): Observable<HttpResult<A>> {
    return new Observable<HttpResult<A>>((subscriber) => {
      const controller = new AbortController();
      let timedOut = false;
      const timeout = config.scheduler.schedule(() => {
        timedOut = true;
        controller.abort();
      }, req.timeoutMs ?? defaultTimeoutMs);
      const settle = (result: HttpResult<A>) => {
        timeout.unsubscribe();
        if (subscriber.closed) return;
        subscriber.next(result);
        subscriber.complete();
      };
      const failed = (error: unknown) =>
        settle(timedOut ? { ok: false, error: { status: 'TIMEOUT_ERROR', data: undefined, error: 'timeout' } } : fetchError(error));

      const received = async (res: Response) => {
        const text = await res.text();
        return toResult(req, res, text);
      };
      let result: Promise<HttpResult<A>>;
      try {
        const token = config.getToken();
        const url = buildUrl(baseUrl, req);
        const init = buildInit(req, { baseUrl, token, turnstileToken: config.getTurnstileToken() }, controller.signal);
        const started = token && isPlainGet(req) ? config.takeStarted?.(req.method, url, token) : undefined;
        result = started
          ? untilAborted(started.then(received, () => config.fetch(url, init).then(received)), controller.signal)
          : config.fetch(url, init).then(received);
      } catch (error) {
        failed(error);
        return undefined;
      }
      result.then(settle, failed);

      return () => {
        timeout.unsubscribe();
        // Aborting after settling is a no-op; before, it cancels the in-flight request.
        controller.abort();
      };
    });
  }

  return {
    mutationsBlocked: () => config.isMutationBlocked?.() === true,
    request<A>(req: HttpRequest<A>): Observable<HttpResult<A>> {
      if (!isSafeMethod(req.method) && !req.changesNoData && config.isMutationBlocked?.()) return of({ ok: false, error: READ_ONLY_ERROR } as HttpResult<A>);
      return attempt(req).pipe(
        retryPolicy({ method: req.method, scheduler: config.scheduler, ...(config.random ? { random: config.random } : {}) }),
      );
    },
  };
}

function toResult<A>(req: HttpRequest<A>, res: Response, text: string): HttpResult<A> {
  const etag = res.headers.get('ETag') ?? undefined;
  if (res.status === 304 && req.ifNoneMatch !== undefined) {
    return { ok: true, value: undefined as never, status: 304, ...(etag ? { etag } : {}) };
  }
  const parsed = parseBody(text);
  if (res.status >= 400) return { ok: false, error: { status: res.status, data: parsed ? parsed.json : text } };
  if (!parsed) return { ok: false, error: notJson(res.status) };
  const decoded = decodeBody(req.codec, parsed.json);
  return decoded.ok ? { ok: true, value: decoded.value, status: res.status, ...(etag ? { etag } : {}) } : decoded;
}
