import { finalize, of, type Observable } from 'rxjs';
import { marbles } from 'rxjs-marbles/jest';
import { cancelFileUpload, retryFileUpload, uploadCompleted } from '../../../src/client/kernel/uploads';
import { MAX_CONCURRENT_UPLOADS, MAX_URL_RENEWALS, URL_EXPIRED_TEXT } from '../../../src/client/kernel/uploads/epic';
import { reportCustomerChange } from '../../../src/client/kernel/changes/actions';
import type { UploadEvent } from '../../../src/client/kernel/http/upload';
import { queryInvalidate } from '../../../src/client/kernel/queryCache/actions';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/constants';
import { FETCH_ERROR_TEXT } from '../../../src/domain/errorText';
import { errorResult, expiredAnswer, progressThenDone } from '../../support/fakeDeps';
import { APP, docUuid, fileFacts, pdf, signed, TASK, uploadHarness } from './harness';

const REQUEST = /^v1\/customer\/application\/[^/]+\/documents\/$/;
const RENEW = /upload-url\/$/;
const COMPLETE = /complete\/$/;
const DISCARD = /^v1\/customer\/document\/[^/]+\/$/;
const networkDown = (): Observable<UploadEvent> => of({ kind: 'failed', status: 'FETCH_ERROR', expired: false, message: '' });

describe('document upload (issue #4 §2) in virtual time', () => {
  it(
    'asks for a signed URL, PUTs the body with the signed headers, reports progress in order, then completes',
    marbles((m) => {
      const h = uploadHarness(m);
      const seen = h.history('upload-1');
      h.choose(0, [pdf('statement.pdf', 4000)], { taskUuid: TASK });
      m.flush();

      expect(seen).toEqual([
        { status: 'queued', loaded: 0 },
        { status: 'requesting', loaded: 0 },
        { status: 'uploading', loaded: 0 },
        { status: 'uploading', loaded: 1000 },
        { status: 'uploading', loaded: 2000 },
        { status: 'uploading', loaded: 3000 },
        { status: 'uploading', loaded: 4000 },
        { status: 'completing', loaded: 4000 },
        { status: 'done', loaded: 4000 },
      ]);
      const [request] = h.requests('POST', REQUEST);
      expect(request?.body).toEqual({
        document_type: 'mortgage-statement',
        file_name: 'statement.pdf',
        content_type: 'application/pdf',
        size_bytes: 4000,
        source: 'customer',
        task_uuid: TASK,
      });
      expect(h.deps.uploads.puts).toHaveLength(1);
      expect(h.deps.uploads.puts[0]).toMatchObject({ url: signed(docUuid(1)).url, headers: { 'Content-Type': 'application/pdf' } });
      expect(h.deps.uploads.puts[0]?.body.size).toBe(4000);
      expect(h.requests('POST', COMPLETE).map((r) => r.path)).toEqual([`v1/customer/document/${docUuid(1)}/complete/`]);
      expect(h.slice().uploads['upload-1']?.documentUuid).toBe(docUuid(1));
    }),
  );

  it(
    'after completing, refreshes documents and tasks and reports the change (§4 has_changes)',
    marbles((m) => {
      const h = uploadHarness(m);
      h.choose(0, [pdf()]);
      m.flush();
      const done = h.actions.findIndex((a) => uploadCompleted.match(a));
      expect(done).toBeGreaterThan(-1);
      const after = h.actions.slice(done);
      expect(after.find((a) => queryInvalidate.match(a))?.payload).toEqual({ groups: ['Document', 'Tasks'] });
      expect(after.find((a) => reportCustomerChange.match(a))?.payload).toEqual({ applicationId: APP });
    }),
  );

  it(
    'keeps the signed URL out of state and out of every event',
    marbles((m) => {
      const h = uploadHarness(m);
      h.choose(0, [pdf()]);
      m.flush();
      expect(JSON.stringify(h.store.getState())).not.toMatch(/signature|storage\.test/);
      expect(JSON.stringify(h.eventLog.entries())).not.toMatch(/signature|storage\.test/);
    }),
  );

  it(
    'sends nothing for refused files and says why for each',
    marbles((m) => {
      const h = uploadHarness(m);
      h.choose(0, [
        fileFacts('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 20_000),
        fileFacts('scan.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1),
        fileFacts('blank.png', 'image/png', 0),
      ]);
      m.flush();
      expect(h.deps.http.requests).toEqual([]);
      expect(h.deps.uploads.puts).toEqual([]);
      expect(h.slice().order).toEqual([]);
      expect(h.slice().refused).toEqual({
        applicationId: APP,
        messages: [
          '“notes.docx” is a Word document; upload a PDF, JPEG, PNG or HEIC file.',
          '“scan.pdf” is just over 25 MB; the largest file you can upload is 25 MB.',
          '“blank.png” is empty.',
        ],
      });
    }),
  );

  it(
    'uploads the good files of a mixed choice and refuses only the bad one; a new choice clears old refusals',
    marbles((m) => {
      const h = uploadHarness(m);
      h.choose(0, [pdf('good.pdf'), fileFacts('anim.gif', 'image/gif', 500)]);
      h.choose(1000, [pdf('second.pdf')]);
      m.flush();
      expect(h.requests('POST', REQUEST).map((r) => (r.body as { file_name: string }).file_name)).toEqual(['good.pdf', 'second.pdf']);
      expect(h.slice().refused).toEqual({ applicationId: APP, messages: [] });
    }),
  );

  it(
    'Cancel aborts the PUT and discards the started document',
    marbles((m) => {
      const h = uploadHarness(m);
      h.deps.uploads.script((req) => progressThenDone(req, m.scheduler, 4, 100));
      h.choose(0, [pdf()]);
      h.at(150, cancelFileUpload({ id: 'upload-1' }));
      m.flush();
      expect(h.deps.uploads.aborted).toHaveLength(1);
      expect(h.requests('DELETE', DISCARD).map((r) => r.path)).toEqual([`v1/customer/document/${docUuid(1)}/`]);
      expect(h.requests('POST', COMPLETE)).toEqual([]);
      expect(h.slice().uploads['upload-1']?.status).toBe('canceled');
    }),
  );

  it(
    'an expired URL is renewed and the body sent again from 0: exactly 2 PUTs and 1 renewal',
    marbles((m) => {
      const h = uploadHarness(m);
      h.deps.uploads.script((req, attempt) => (attempt === 0 ? expiredAnswer() : progressThenDone(req, m.scheduler)));
      const seen = h.history('upload-1');
      h.choose(0, [pdf()]);
      m.flush();
      expect(h.deps.uploads.puts.map((p) => p.url)).toEqual([signed(docUuid(1), 1).url, signed(docUuid(1), 2).url]);
      expect(h.requests('POST', RENEW)).toHaveLength(1);
      expect(h.requests('POST', REQUEST)).toHaveLength(1);
      expect(h.slice().uploads['upload-1']?.status).toBe('done');
      expect(seen.filter((s) => s.status === 'uploading').map((s) => s.loaded)).toEqual([0, 1000, 2000, 3000, 4000]);
    }),
  );

  it(
    'gives up with a clear, retryable error when the URL expires again after the last renewal',
    marbles((m) => {
      const h = uploadHarness(m);
      h.deps.uploads.script(() => expiredAnswer());
      h.choose(0, [pdf()]);
      m.flush();
      expect(MAX_URL_RENEWALS).toBe(2);
      expect(h.deps.uploads.puts).toHaveLength(MAX_URL_RENEWALS + 1);
      expect(h.requests('POST', RENEW)).toHaveLength(MAX_URL_RENEWALS);
      expect(h.requests('POST', COMPLETE)).toEqual([]);
      expect(h.slice().uploads['upload-1']).toMatchObject({ status: 'failed', error: URL_EXPIRED_TEXT, retryable: true });
    }),
  );

  it(
    'sends at most three files at a time and queues the rest',
    marbles((m) => {
      const h = uploadHarness(m);
      let active = 0;
      let most = 0;
      h.deps.uploads.script((req) => {
        active += 1;
        most = Math.max(most, active);
        return progressThenDone(req, m.scheduler, 4, 50).pipe(finalize(() => (active -= 1)));
      });
      let busiest = 0;
      h.store.subscribe(() => {
        const running = Object.values(h.slice().uploads).filter((u) => ['requesting', 'uploading', 'completing'].includes(u.status)).length;
        busiest = Math.max(busiest, running);
      });
      h.choose(0, [1, 2, 3, 4, 5].map((n) => pdf(`page-${n}.pdf`)));
      m.flush();
      expect(MAX_CONCURRENT_UPLOADS).toBe(3);
      expect(most).toBe(3);
      expect(busiest).toBe(3);
      expect(h.deps.uploads.puts).toHaveLength(5);
      expect(Object.values(h.slice().uploads).map((u) => u.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    }),
  );

  it(
    'a file canceled while it waits in the queue is never sent, and frees its place',
    marbles((m) => {
      const h = uploadHarness(m);
      h.deps.uploads.script((req) => progressThenDone(req, m.scheduler, 4, 50));
      h.choose(0, [1, 2, 3, 4].map((n) => pdf(`page-${n}.pdf`)));
      h.at(5, cancelFileUpload({ id: 'upload-4' }));
      m.flush();
      expect(h.requests('POST', REQUEST).map((r) => (r.body as { file_name: string }).file_name)).toEqual(['page-1.pdf', 'page-2.pdf', 'page-3.pdf']);
      expect(h.requests('DELETE', DISCARD)).toEqual([]);
      expect(h.slice().uploads['upload-4']?.status).toBe('canceled');
    }),
  );

  it(
    'a network failure shows the §8 sentence; Try again sends the kept file again to a renewed URL',
    marbles((m) => {
      const h = uploadHarness(m);
      h.deps.uploads.script((req, attempt) => (attempt === 0 ? networkDown() : progressThenDone(req, m.scheduler)));
      h.choose(0, [pdf()]);
      h.at(500, retryFileUpload({ id: 'upload-1' }));
      m.scheduler.schedule(() => {
        expect(h.slice().uploads['upload-1']).toMatchObject({ status: 'failed', error: FETCH_ERROR_TEXT, retryable: true });
      }, 400);
      m.flush();
      expect(h.requests('POST', REQUEST)).toHaveLength(1);
      expect(h.requests('POST', RENEW)).toHaveLength(1);
      expect(h.deps.uploads.puts).toHaveLength(2);
      expect(h.deps.uploads.puts[1]?.body).toBe(h.deps.uploads.puts[0]?.body);
      expect(h.slice().uploads['upload-1']).toMatchObject({ status: 'done', loaded: 4000 });
      expect(h.slice().uploads['upload-1']?.error).toBeUndefined();
    }),
  );

  it(
    'a retry whose document is gone (409) starts a new one',
    marbles((m) => {
      const h = uploadHarness(m);
      let puts = 0;
      h.deps.uploads.script((req) => (puts++ === 0 ? networkDown() : progressThenDone(req, m.scheduler)));
      h.deps.http.respond({ method: 'POST', path: RENEW }, errorResult(409, { detail: 'This document is no longer uploading.' }), { delayMs: 10 });
      h.choose(0, [pdf()]);
      h.at(500, retryFileUpload({ id: 'upload-1' }));
      m.flush();
      expect(h.requests('POST', REQUEST)).toHaveLength(2);
      expect(h.slice().uploads['upload-1']).toMatchObject({ status: 'done', documentUuid: docUuid(2) });
    }),
  );

  it(
    'a 400 from the API shows its detail, sends no body and offers no retry',
    marbles((m) => {
      const h = uploadHarness(m);
      h.deps.http.respond({ method: 'POST', path: REQUEST }, errorResult(400, { detail: 'That file name is too long.' }), { delayMs: 10 });
      h.choose(0, [pdf()]);
      h.at(500, retryFileUpload({ id: 'upload-1' }));
      m.flush();
      expect(h.deps.uploads.puts).toEqual([]);
      expect(h.requests('POST', REQUEST)).toHaveLength(1);
      expect(h.slice().uploads['upload-1']).toMatchObject({ status: 'failed', error: 'That file name is too long.', retryable: false });
    }),
  );

  it(
    'storage refusing the contents shows its sentence and discards the started document',
    marbles((m) => {
      const h = uploadHarness(m);
      h.deps.uploads.script(() => of<UploadEvent>({ kind: 'failed', status: 400, expired: false, message: 'The file’s contents are not a PDF.' }));
      h.choose(0, [pdf()]);
      m.flush();
      expect(h.slice().uploads['upload-1']).toMatchObject({ status: 'failed', error: 'The file’s contents are not a PDF.', retryable: false });
      expect(h.requests('DELETE', DISCARD).map((r) => r.path)).toEqual([`v1/customer/document/${docUuid(1)}/`]);
      expect(h.requests('POST', COMPLETE)).toEqual([]);
    }),
  );

  it(
    'replaces the rejected document with the first file of the choice only',
    marbles((m) => {
      const h = uploadHarness(m);
      const rejected = '7a7a7a7a-1c4f-4d9f-8a2b-3c4d5e6f7a83';
      h.choose(0, [pdf('new-1.pdf'), pdf('new-2.pdf')], { replaces: rejected });
      m.flush();
      expect(h.requests('POST', REQUEST).map((r) => (r.body as { replaces?: string }).replaces)).toEqual([rejected, undefined]);
    }),
  );

  it(
    'the end of the session stops every upload and forgets the files',
    marbles((m) => {
      const h = uploadHarness(m);
      h.deps.uploads.script((req) => progressThenDone(req, m.scheduler, 4, 100));
      h.choose(0, [pdf()]);
      h.at(150, sessionEnded({ reason: 'logout' } as never));
      h.at(1000, retryFileUpload({ id: 'upload-1' }));
      m.flush();
      expect(h.deps.uploads.aborted).toHaveLength(1);
      expect(h.requests('POST', COMPLETE)).toEqual([]);
      expect(h.slice().order).toEqual([]);
    }),
  );
});
