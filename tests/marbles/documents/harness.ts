import type { Action, AnyAction } from '@reduxjs/toolkit';
import { ignoreElements, tap } from 'rxjs';
import type { Context } from 'rxjs-marbles/jest';
import { addFiles, UPLOADS_KEY, uploadsEpic, uploadsReducer, type UploadsState } from '../../../src/client/kernel/uploads';
import type { AppEpic } from '../../../src/client/kernel/epic';
import type { HttpRequest, HttpResult } from '../../../src/client/kernel/http/types';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import type { DocumentType } from '../../../src/contract/documentEnums';
import { createTestDeps, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';

export const APP = '0b3f6c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
export const TASK = '5e6f7a81-1c4f-4d9f-8a2b-3c4d5e6f7a82';
/** Virtual ms each API call takes. */
export const API_MS = 10;

/** The n-th document the fake API creates (n from 1). */
export const docUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A §3 document record as the API returns it. */
export function documentJson(uuid: string, over: Record<string, unknown> = {}) {
  return {
    uuid,
    document_type: 'mortgage-statement',
    file_name: 'statement.pdf',
    content_type: 'application/pdf',
    size_bytes: 4000,
    status: 'uploading',
    source: 'customer',
    rejection_reason: null,
    profile_uuid: null,
    task_uuid: null,
    replaces: null,
    created_at: '2026-05-03T10:00:00Z',
    uploaded_at: null,
    ...over,
  };
}

/** A signed URL for document `uuid` (the signature changes with `version`, the path does not). */
export function signed(uuid: string, version = 1) {
  return {
    url: `https://storage.test/storage/uploads/${uuid}?expires=${1000 + version}&signature=sig${version}`,
    method: 'PUT',
    headers: { 'Content-Type': 'application/pdf' },
    expires_at: '2026-05-03T10:15:00Z',
  };
}

/** Answers `req` with `value` decoded by the request's own codec (like the real client). */
const answer = (value: unknown, req: HttpRequest<unknown>) => (jsonReply(value) as (r: HttpRequest<unknown>) => HttpResult<unknown>)(req);

/** A real (small) browser file. */
export const pdf = (name = 'statement.pdf', size = 4000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
/** What `checkFile` reads of a file, without allocating its bytes (for files over the limit). */
export const fileFacts = (name: string, type: string, size: number) => ({ name, type, size }) as unknown as File;

/**
 * A store with the uploads reducer and the upload epic over fake deps on the marble scheduler. The fake API creates
 * documents 1, 2, … on requestUpload, renews URLs with a new signature, completes and deletes; each call takes
 * {@link API_MS}. `actions` records every action the store saw, in order.
 */
export function uploadHarness(m: Context) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  let created = 0;
  const renewals = new Map<string, number>();
  const uuidIn = (req: HttpRequest<unknown>) => /document\/([^/]+)\//.exec(req.path)?.[1] ?? '';
  deps.http.respond(
    { method: 'POST', path: `v1/customer/application/${APP}/documents/` },
    (req) => {
      created += 1;
      const body = req.body as { file_name: string; size_bytes: number; document_type: string };
      const uuid = docUuid(created);
      return answer({ document: documentJson(uuid, { file_name: body.file_name, size_bytes: body.size_bytes, document_type: body.document_type }), upload: signed(uuid) }, req);
    },
    { delayMs: API_MS },
  );
  deps.http.respond(
    { method: 'POST', path: /upload-url\/$/ },
    (req) => {
      const uuid = uuidIn(req);
      const n = (renewals.get(uuid) ?? 1) + 1;
      renewals.set(uuid, n);
      return answer(signed(uuid, n), req);
    },
    { delayMs: API_MS },
  );
  deps.http.respond(
    { method: 'POST', path: /complete\/$/ },
    (req) => answer(documentJson(uuidIn(req), { status: 'uploaded', uploaded_at: '2026-05-03T10:01:00Z' }), req),
    { delayMs: API_MS },
  );
  deps.http.respond({ method: 'DELETE', path: /^v1\/customer\/document\/[^/]+\/$/ }, (req) => answer({ uuid: uuidIn(req) }, req), { delayMs: API_MS });

  const actions: AnyAction[] = [];
  const recorder: AppEpic = (action$) =>
    action$.pipe(
      tap((a) => actions.push(a)),
      ignoreElements(),
    );
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, [UPLOADS_KEY]: uploadsReducer },
    epics: [recorder, uploadsEpic],
    deps,
  });
  const slice = () => (store.getState() as Record<string, unknown>)[UPLOADS_KEY] as UploadsState;
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const choose = (ms: number, files: File[], opts: { documentType?: DocumentType; taskUuid?: string | null; replaces?: string | null } = {}) =>
    at(ms, addFiles({ applicationId: APP, documentType: opts.documentType ?? 'mortgage-statement', files, taskUuid: opts.taskUuid ?? null, replaces: opts.replaces ?? null }));
  /** Every state of upload `id` the store went through (deduplicated consecutive repeats). */
  const history = (id: string) => {
    const seen: Array<{ status: string; loaded: number }> = [];
    store.subscribe(() => {
      const u = slice().uploads[id];
      if (!u) return;
      const last = seen[seen.length - 1];
      if (!last || last.status !== u.status || last.loaded !== u.loaded) seen.push({ status: u.status, loaded: u.loaded });
    });
    return seen;
  };
  const requests = (method: string, path: RegExp) => deps.http.requestsTo({ method: method as never, path });
  return { deps, store, eventLog, actions, slice, at, choose, history, requests };
}
