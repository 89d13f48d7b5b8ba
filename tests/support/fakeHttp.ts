import { concatMap, defer, isObservable, Observable, of, timer, type SchedulerLike } from 'rxjs';
import { decodeBody } from '../../src/client/kernel/http/decode';
import type { HttpClient, HttpError, HttpMethod, HttpRequest, HttpResult } from '../../src/client/kernel/http/types';

/** Which requests a canned reply answers: a method and/or path (exact string, leading slash ignored, or RegExp). */
export type RequestMatcher = { method?: HttpMethod; path?: string | RegExp } | ((req: HttpRequest<unknown>) => boolean);

/** A canned reply: a result, or a function of the request giving a result or an Observable of one. */
export type Reply = HttpResult<unknown> | ((req: HttpRequest<unknown>) => HttpResult<unknown> | Observable<HttpResult<unknown>>);

/** An {@link HttpClient} fake that records what was asked and answers from canned replies. */
export interface FakeHttp extends HttpClient {
  /** Every request made, in order (one per subscription, i.e. per attempt the client would make). */
  readonly requests: HttpRequest<unknown>[];
  /** Requests aborted by unsubscribing before the reply arrived. */
  readonly aborted: HttpRequest<unknown>[];
  /**
   * Answers matching requests with `reply`, after `delayMs` of the fake's scheduler (0 = synchronously). The latest
   * matching `respond` wins. Unmatched requests get HTTP 404 `{ detail: 'No fake reply' }`.
   */
  respond(matcher: RequestMatcher, reply: Reply, opts?: { delayMs?: number }): void;
  /** Requests whose method/path match. */
  requestsTo(matcher: RequestMatcher): HttpRequest<unknown>[];
}

const normalise = (path: string) => path.replace(/^\/+/, '');

function matches(matcher: RequestMatcher, req: HttpRequest<unknown>): boolean {
  if (typeof matcher === 'function') return matcher(req);
  if (matcher.method && matcher.method !== req.method) return false;
  if (matcher.path === undefined) return true;
  return typeof matcher.path === 'string' ? normalise(matcher.path) === normalise(req.path) : matcher.path.test(normalise(req.path));
}

/** Success with `value` as the decoded body (status 200 unless given). */
export const okResult = <A>(value: A, status = 200): HttpResult<A> => ({ ok: true, value, status });
/** Failure with an HTTP status or a client status (§8). */
export const errorResult = (status: HttpError['status'], data: unknown = {}): HttpResult<never> => ({ ok: false, error: { status, data } });
/** A network failure (§8 FETCH_ERROR). */
export const fetchErrorResult = (): HttpResult<never> => errorResult('FETCH_ERROR', undefined);
/** A reply that runs the request's own codec over `json`, like the real client (PARSING_ERROR when it fails). */
export const jsonReply =
  (json: unknown, status = 200): Reply =>
  (req) => {
    const decoded = decodeBody(req.codec, json);
    return decoded.ok ? { ok: true, value: decoded.value, status } : decoded;
  };

/** Creates a {@link FakeHttp} whose delays run on `scheduler` (virtual time in marble tests). */
export function createFakeHttp(scheduler: SchedulerLike): FakeHttp {
  const routes: Array<{ matcher: RequestMatcher; reply: Reply; delayMs: number }> = [];
  const requests: HttpRequest<unknown>[] = [];
  const aborted: HttpRequest<unknown>[] = [];

  const answer = (req: HttpRequest<unknown>): Observable<HttpResult<unknown>> => {
    const route = [...routes].reverse().find((r) => matches(r.matcher, req));
    if (!route) return of(errorResult(404, { detail: 'No fake reply' }));
    const produced = typeof route.reply === 'function' ? route.reply(req) : route.reply;
    const result$ = isObservable(produced) ? produced : of(produced);
    return route.delayMs > 0 ? timer(route.delayMs, scheduler).pipe(concatMap(() => result$)) : result$;
  };

  return {
    requests,
    aborted,
    respond(matcher, reply, opts) {
      routes.push({ matcher, reply, delayMs: opts?.delayMs ?? 0 });
    },
    requestsTo: (matcher) => requests.filter((r) => matches(matcher, r)),
    request<A>(req: HttpRequest<A>): Observable<HttpResult<A>> {
      return defer(() => {
        requests.push(req as HttpRequest<unknown>);
        return new Observable<HttpResult<A>>((subscriber) => {
          let settled = false;
          const inner = answer(req as HttpRequest<unknown>).subscribe({
            next: (result) => {
              settled = true;
              subscriber.next(result as HttpResult<A>);
              subscriber.complete();
            },
            error: (error: unknown) => subscriber.error(error),
          });
          return () => {
            if (!settled) aborted.push(req as HttpRequest<unknown>);
            inner.unsubscribe();
          };
        });
      });
    },
  };
}
