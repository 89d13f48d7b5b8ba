import { describe, expect, it } from 'vitest';
import { createXhrUploader, type UploadEvent } from '../../../src/client/kernel/http/upload';

/** A scripted stand-in for XMLHttpRequest: records what the uploader did and lets the test play the network. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
  }
  /** The storage answered. */
  answer(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function setup() {
  const xhrs: FakeXhr[] = [];
  const uploader = createXhrUploader(() => {
    const xhr = new FakeXhr();
    xhrs.push(xhr);
    return xhr as unknown as XMLHttpRequest;
  });
  const body = new Blob([new Uint8Array(1000)], { type: 'application/pdf' });
  const events: UploadEvent[] = [];
  let completed = false;
  const subscription = uploader
    .put({ url: 'https://storage.test/uploads/abc?signature=s', headers: { 'Content-Type': 'application/pdf' }, body })
    .subscribe({ next: (e) => events.push(e), complete: () => (completed = true) });
  const xhr = xhrs[0];
  if (!xhr) throw new Error('no XMLHttpRequest was made');
  return { xhr, events, body, subscription, isCompleted: () => completed };
}

describe('createXhrUploader (§7 PUT signed storage URL)', () => {
  it('PUTs the body to the signed URL with exactly the signed headers, no Authorization or Turnstile header', () => {
    const { xhr, body } = setup();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('https://storage.test/uploads/abc?signature=s');
    expect(xhr.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(xhr.sent).toBe(body);
  });

  it('reports progress in bytes, then a full bar and done on 2xx, and completes', () => {
    const { xhr, events, isCompleted } = setup();
    xhr.upload.onprogress?.({ loaded: 400, total: 1000, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 900, total: 0, lengthComputable: false });
    xhr.answer(200);
    expect(events).toEqual([
      { kind: 'progress', loaded: 400, total: 1000 },
      { kind: 'progress', loaded: 900, total: 1000 },
      { kind: 'progress', loaded: 1000, total: 1000 },
      { kind: 'done', status: 200 },
    ]);
    expect(isCompleted()).toBe(true);
  });

  it("tells an expired signature apart and passes on storage's own sentence", () => {
    const { xhr, events } = setup();
    xhr.answer(403, JSON.stringify({ code: 'expired', detail: 'This upload link has expired.' }));
    expect(events).toEqual([{ kind: 'failed', status: 403, expired: true, message: 'This upload link has expired.' }]);
  });

  it('gives no sentence for a refusal body that is not the storage JSON (e.g. XML)', () => {
    const { xhr, events } = setup();
    xhr.answer(400, '<Error><Code>EntityTooLarge</Code></Error>');
    expect(events).toEqual([{ kind: 'failed', status: 400, expired: false, message: '' }]);
  });

  it('reports a network failure as FETCH_ERROR', () => {
    const { xhr, events, isCompleted } = setup();
    xhr.onerror?.();
    expect(events).toEqual([{ kind: 'failed', status: 'FETCH_ERROR', expired: false, message: '' }]);
    expect(isCompleted()).toBe(true);
  });

  it('aborts the request when unsubscribed before it finished, and not after', () => {
    const running = setup();
    running.subscription.unsubscribe();
    expect(running.xhr.aborted).toBe(true);

    const finished = setup();
    finished.xhr.answer(200);
    finished.subscription.unsubscribe();
    expect(finished.xhr.aborted).toBe(false);
  });
});
