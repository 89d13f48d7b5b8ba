/** One call the code under test made to `fetch`. */
export interface FetchCall {
  url: string;
  init: RequestInit;
  /** Headers of the call as a plain lower-cased record. */
  headers: Record<string, string>;
}

/** What the fake answers: a Response, a network failure, or nothing until aborted. */
export type FetchAnswer = Response | { networkError: true } | { hang: true };

/**
 * A `fetch` stand-in for HTTP boundary tests: records calls and answers from `answer(call, index)`. A hanging call
 * rejects with an AbortError when its signal aborts, like the real fetch.
 */
export function createFakeFetch(answer: (call: FetchCall, index: number) => FetchAnswer) {
  const calls: FetchCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const call: FetchCall = { url: String(input), init, headers };
    calls.push(call);
    const reply = answer(call, calls.length - 1);
    if (reply instanceof Response) return reply;
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    return new Promise<Response>((_, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (init.signal?.aborted) abort();
      init.signal?.addEventListener('abort', abort);
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** A JSON response. */
export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A text response (e.g. an HTML error page from a proxy). */
export const textResponse = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html' } });

/** Lets every pending promise callback (fetch answers, body reads) run; not a timer wait. */
export const settlePromises = () => new Promise<void>((resolve) => setImmediate(resolve));
