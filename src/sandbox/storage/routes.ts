import type { FastifyInstance, FastifyReply } from 'fastify';
import { isUuid } from '../../contract';
import { MAX_UPLOAD_BYTES } from '../../domain/constants';
import { UPLOAD_CONTENT_TYPE_LABELS } from '../../domain/documents';
import { findDocument, putObject } from '../repo/documents';
import type { Services } from '../services';
import { hasMagicBytes } from './magic';
import { checkUploadSignature, UPLOAD_PATH_PREFIX } from './uploadUrl';

/** Room for a little more than the largest file, so an over-size body is refused by the size check (400), not 413. */
const BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

/** A storage refusal: `{ code, detail }` (S3-like codes; the client reads `expired` on a 403 to renew the URL). */
function refuse(reply: FastifyReply, status: number, code: string, detail: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ code, detail });
}

const queryText = (q: unknown, name: string): string => {
  const v = (q as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : '';
};

const bytesText = (n: number): string => `${n.toLocaleString('en-US')} byte${n === 1 ? '' : 's'}`;

/**
 * The sandbox's stand-in for a storage bucket (issue #4 §2): `PUT /storage/uploads/:uuid?expires=&signature=` with
 * the file body, any content type, up to MAX_UPLOAD_BYTES. No JWT: the signed URL is the permission. Checks, in
 * order: the document exists (404 `not-found`), the signature (403 `invalid-signature`), its expiry (403 `expired`),
 * that the document still waits for its file (409 `not-uploading`), `Content-Type` equals the signed type (400
 * `content-type-mismatch`), the body has exactly the signed size (400 `size-mismatch`) and starts with the type's
 * magic bytes (400 `content-mismatch`). Then stores the bytes (a second PUT overwrites) and answers 200.
 */
export function registerUploadStorage(app: FastifyInstance, s: Services): void {
  void app.register(async (scope) => {
    // Only this scope takes raw bodies of any type; the API stays JSON-only.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));

    scope.put<{ Params: { uuid: string } }>(`${UPLOAD_PATH_PREFIX}:uuid`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const { uuid } = request.params;
      const doc = isUuid(uuid) ? await findDocument(s.db, uuid) : undefined;
      if (!doc) return refuse(reply, 404, 'not-found', 'There is no upload waiting at this address.');
      const expiresS = Number(queryText(request.query, 'expires'));
      const verdict = Number.isSafeInteger(expiresS)
        ? checkUploadSignature(s, { documentUuid: doc.uuid, contentType: doc.content_type, sizeBytes: doc.size_bytes, expiresS }, queryText(request.query, 'signature'))
        : 'invalid';
      if (verdict === 'invalid') return refuse(reply, 403, 'invalid-signature', 'The upload link is not valid. Ask for a new one.');
      if (verdict === 'expired') return refuse(reply, 403, 'expired', 'The upload link has expired.');
      if (doc.status !== 'uploading') return refuse(reply, 409, 'not-uploading', 'This file has already been received.');

      const label = UPLOAD_CONTENT_TYPE_LABELS[doc.content_type];
      const mediaType = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (mediaType !== doc.content_type) {
        return refuse(reply, 400, 'content-type-mismatch', `The upload link is for a ${label} file: send it with Content-Type ${doc.content_type}.`);
      }
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (body.length !== doc.size_bytes) {
        return refuse(reply, 400, 'size-mismatch', `The file has ${bytesText(body.length)}, but the upload link is for exactly ${bytesText(doc.size_bytes)}.`);
      }
      if (!hasMagicBytes(doc.content_type, body)) {
        return refuse(reply, 400, 'content-mismatch', `The file's contents are not a ${label}.`);
      }
      await putObject(s.db, doc.uuid, mediaType, body, s.now());
      return reply.code(200).header('cache-control', 'no-store').send({ detail: 'File received.' });
    });
  });
}
