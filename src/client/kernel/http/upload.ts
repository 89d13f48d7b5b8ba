import { isRight } from 'fp-ts/Either';
import * as t from 'io-ts';
import { Observable } from 'rxjs';

/**
 * One PUT of a file body to a signed storage URL (§7 "PUT signed storage URL"). `headers` are the ones the URL was
 * signed for (at least `Content-Type`). No Authorization or Turnstile header is ever added: the URL carries its own
 * signature, and the session token must not reach storage.
 */
export interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  body: Blob;
}

/**
 * What an upload reports, in order: any number of `progress` (bytes sent so far of `total` bytes), then one
 * `done` (storage answered 2xx) or one `failed` — `status` is the HTTP status, or `'FETCH_ERROR'` when the network
 * failed; `expired` is true when storage refused the URL because its signature expired (ask for a new URL).
 */
export type UploadEvent =
  | { kind: 'progress'; loaded: number; total: number }
  | { kind: 'done'; status: number }
  | { kind: 'failed'; status: number | 'FETCH_ERROR'; expired: boolean; message: string };

/**
 * Sends file bodies to storage with progress (fetch cannot report upload progress, so the browser implementation
 * uses XMLHttpRequest). The Observable completes after `done`/`failed` and never errors; unsubscribing aborts.
 */
export interface Uploader {
  put(req: UploadRequest): Observable<UploadEvent>;
}

/**
 * The sandbox and S3-style storage answer an expired signature with 403 and a body naming it (S3: `Request has
 * expired`; the sandbox: `{ code: 'expired' }`).
 */
export function isExpiredAnswer(status: number, body: string): boolean {
  return status === 403 && /expired/i.test(body);
}

/** An {@link Uploader} over `XMLHttpRequest` (browser). */
export function createXhrUploader(makeXhr: () => XMLHttpRequest): Uploader {
  return {
    put: (req) =>
      new Observable<UploadEvent>((subscriber) => {
        const xhr = makeXhr();
        let finished = false;
        xhr.open('PUT', req.url);
        for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (e) => {
          subscriber.next({ kind: 'progress', loaded: e.loaded, total: e.lengthComputable ? e.total : req.body.size });
        };
        xhr.onload = () => {
          finished = true;
          if (xhr.status >= 200 && xhr.status < 300) {
            subscriber.next({ kind: 'progress', loaded: req.body.size, total: req.body.size });
            subscriber.next({ kind: 'done', status: xhr.status });
          } else {
            const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
            subscriber.next({ kind: 'failed', status: xhr.status, expired: isExpiredAnswer(xhr.status, text), message: storageMessage(text) });
          }
          subscriber.complete();
        };
        xhr.onerror = () => {
          finished = true;
          subscriber.next({ kind: 'failed', status: 'FETCH_ERROR', expired: false, message: '' });
          subscriber.complete();
        };
        xhr.send(req.body);
        return () => {
          if (!finished) xhr.abort();
        };
      }),
  };
}

/** What storage answers on a refusal (sandbox `{ code, detail }`; other keys ignored). */
const StorageRefusal = t.type({ detail: t.string }, 'StorageRefusal');

/** The storage's `{ detail }` sentence when it gave one (JSON, decoded by {@link StorageRefusal}), else ''. */
function storageMessage(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (e.g. S3's XML): no sentence to show; the caller falls back to its own.
    return '';
  }
  const decoded = StorageRefusal.decode(parsed);
  return isRight(decoded) ? decoded.right.detail : '';
}
