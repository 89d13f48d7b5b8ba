import { concat, defer, Observable, of, timer, map, type SchedulerLike } from 'rxjs';
import type { UploadEvent, UploadRequest, Uploader } from '../../src/client/kernel/http/upload';

/** An {@link Uploader} fake: records every PUT and every abort; answers with a script on the test scheduler. */
export interface FakeUploads extends Uploader {
  readonly puts: UploadRequest[];
  readonly aborted: UploadRequest[];
  /** Replaces how PUTs are answered; `attempt` counts PUTs to the same URL path (0-based). */
  script(answer: (req: UploadRequest, attempt: number) => Observable<UploadEvent>): void;
}

/**
 * Default answer: progress in `steps` equal parts, one every `stepMs` of virtual time, then `done` 200.
 * Use it in a custom script too, e.g. `(req, n) => n === 0 ? expired() : progressThenDone(req, scheduler)`.
 */
export function progressThenDone(req: UploadRequest, scheduler: SchedulerLike, steps = 4, stepMs = 10): Observable<UploadEvent> {
  const total = req.body.size;
  const ticks = Array.from({ length: steps }, (_, i) =>
    timer(stepMs, scheduler).pipe(map((): UploadEvent => ({ kind: 'progress', loaded: Math.round((total * (i + 1)) / steps), total }))),
  );
  return concat(...ticks, of<UploadEvent>({ kind: 'done', status: 200 }));
}

/** Storage refusing an expired signature (403). */
export const expiredAnswer = (): Observable<UploadEvent> =>
  of({ kind: 'failed', status: 403, expired: true, message: 'The upload link has expired.' });

export function createFakeUploads(scheduler: SchedulerLike): FakeUploads {
  const puts: UploadRequest[] = [];
  const aborted: UploadRequest[] = [];
  const attempts = new Map<string, number>();
  let answer = (req: UploadRequest, _attempt: number): Observable<UploadEvent> => progressThenDone(req, scheduler);
  return {
    puts,
    aborted,
    script(next) {
      answer = next;
    },
    put: (req) =>
      defer(() => {
        puts.push(req);
        const key = req.url.split('?')[0] ?? req.url;
        const n = attempts.get(key) ?? 0;
        attempts.set(key, n + 1);
        return new Observable<UploadEvent>((subscriber) => {
          let finished = false;
          const sub = answer(req, n).subscribe({
            next: (e) => subscriber.next(e),
            complete: () => {
              finished = true;
              subscriber.complete();
            },
          });
          return () => {
            sub.unsubscribe();
            if (!finished) aborted.push(req);
          };
        });
      }),
  };
}
