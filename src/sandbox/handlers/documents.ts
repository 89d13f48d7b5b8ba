import { cancelUpload, completeUpload, isUuid, listDocuments, renewUploadUrl, requestUpload, type Uuid } from '../../contract';
import { MAX_UPLOAD_BYTES } from '../../domain/constants';
import { isUploadableDocumentType } from '../../domain/documents';
import { formatFileSize } from '../../domain/format';
import { readableApplication, signedIn, writableApplication, writableDocument } from '../access';
import { finishUpload } from '../closing/documents';
import { bind, type Binding } from '../http/binding';
import { HttpError } from '../http/errors';
import { deleteDocument, documentsOf, findDocument, insertDocument, setUploadExpiry, toDocument } from '../repo/documents';
import { inTransaction } from '../repo/sql';
import { findTask } from '../repo/tasks';
import type { Services } from '../services';
import { signUpload } from '../storage/uploadUrl';
import { FieldChecks } from '../validate';

/** Longest file name kept (characters). */
const MAX_FILE_NAME = 255;

/**
 * Documents (issue #4 §2): list, ask for a signed upload URL (checking type, size, name, the task and the rejected
 * document it replaces), renew an expired URL, confirm and cancel an upload. Reads need a readable application,
 * writes a writable one (src/sandbox/access.ts: 404 not the caller's, 403 ops or non-owning occupant). The body
 * itself goes to `PUT /storage/uploads/:uuid` (src/sandbox/storage/routes.ts).
 */
export function documentBindings(s: Services): Binding[] {
  return [
    bind(listDocuments, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return (await documentsOf(s.db, app.uuid, s.now())).map(toDocument);
    }),

    bind(requestUpload, async ({ params, body, caller }) => {
      const me = signedIn(caller);
      const { app } = await writableApplication(s.db, me, params.uuid);
      // Issue 12 §1: a denied or withdrawn application takes no more documents.
      if (app.stage === 'closed-lost') throw new HttpError(409, 'This application is closed: it takes no more documents.');
      const checks = new FieldChecks();
      const fileName = body.file_name.trim();
      if (fileName === '') checks.add('file_name', 'The file needs a name.');
      else if (fileName.length > MAX_FILE_NAME) checks.add('file_name', `The file name is too long: keep it under ${MAX_FILE_NAME} characters.`);
      if (!Number.isSafeInteger(body.size_bytes)) checks.add('size_bytes', 'The size must be a whole number of bytes.');
      else if (body.size_bytes < 1) checks.add('size_bytes', 'This file is empty.');
      else if (body.size_bytes > MAX_UPLOAD_BYTES) {
        checks.add('size_bytes', `This file is ${formatFileSize(body.size_bytes)}; the largest file you can upload is ${formatFileSize(MAX_UPLOAD_BYTES)}.`);
      }
      if (!isUploadableDocumentType(body.document_type)) checks.add('document_type', 'We provide this kind of document ourselves; choose another type.');
      const taskUuid = body.task_uuid ?? null;
      const task = taskUuid !== null && isUuid(taskUuid) ? await findTask(s.db, taskUuid) : undefined;
      if (taskUuid !== null && task?.application_uuid !== app.uuid) checks.add('task_uuid', 'That task is not on this application.');
      const replacesUuid = body.replaces ?? null;
      const replaced = replacesUuid !== null && isUuid(replacesUuid) ? await findDocument(s.db, replacesUuid) : undefined;
      if (replacesUuid !== null && (replaced?.application_uuid !== app.uuid || replaced.status !== 'rejected')) {
        checks.add('replaces', 'Only a rejected document of this application can be replaced.');
      }
      checks.done();
      const now = s.now();
      const ticket = await inTransaction(s.db, async (tx) => {
        // The signature covers the document's uuid, so the URL is signed after inserting; its expiry is then stored.
        const row = await insertDocument(tx, {
          application_uuid: app.uuid, document_type: body.document_type, file_name: fileName, content_type: body.content_type,
          size_bytes: body.size_bytes, source: 'customer',
          profile_uuid: task?.profile_uuid ?? replaced?.profile_uuid ?? null,
          task_uuid: task?.uuid ?? replaced?.task_uuid ?? null,
          replaces: (replaced?.uuid ?? null) as Uuid | null,
          uploadExpiresMs: now,
        }, now);
        const { upload, expiresMs } = signUpload(s, row);
        await setUploadExpiry(tx, row.uuid, expiresMs);
        return { document: toDocument(row), upload };
      });
      return ticket;
    }),

    bind(renewUploadUrl, async ({ params, caller }) => {
      const { doc } = await writableDocument(s.db, signedIn(caller), params.uuid);
      if (doc.status !== 'uploading') throw new HttpError(409, 'This file has already been received; it needs no new upload link.');
      const { upload, expiresMs } = signUpload(s, doc);
      await setUploadExpiry(s.db, doc.uuid, expiresMs);
      return upload;
    }),

    bind(completeUpload, async ({ params, caller }) => {
      const me = signedIn(caller);
      const { doc } = await writableDocument(s.db, me, params.uuid);
      return inTransaction(s.db, async (tx) => {
        const fresh = await findDocument(tx, doc.uuid);
        if (!fresh) throw new HttpError(404, 'Not found.');
        return finishUpload(s, tx, fresh, me.uuid);
      });
    }),

    bind(cancelUpload, async ({ params, caller }) => {
      const { doc } = await writableDocument(s.db, signedIn(caller), params.uuid);
      if (doc.status !== 'uploading') throw new HttpError(409, 'Only an upload in progress can be canceled.');
      await deleteDocument(s.db, doc.uuid);
      return { uuid: doc.uuid };
    }),
  ];
}
