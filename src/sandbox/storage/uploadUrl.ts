import { timingSafeEqual } from 'node:crypto';
import type { SignedUpload, UploadContentType } from '../../contract';
import type { Services } from '../services';

/** Where signed uploads are PUT, under the portal's origin (not under /api: no JWT, like a storage bucket). */
export const UPLOAD_PATH_PREFIX = '/storage/uploads/';

/** What a signature covers: the document, the exact content type and size it may receive, and the expiry (s). */
export interface UploadGrant {
  documentUuid: string;
  contentType: UploadContentType;
  sizeBytes: number;
  /** Unix time, seconds. */
  expiresS: number;
}

const payloadOf = (g: UploadGrant): string => ['upload', g.documentUuid, g.contentType, String(g.sizeBytes), String(g.expiresS)].join('\n');

/**
 * Signs a storage URL for one document body, valid `config.uploadUrlTtlS` from now (§7 "PUT signed storage URL"):
 * `PUT {publicUrl}/storage/uploads/{uuid}?expires={unix s}&signature={hex}` with exactly `Content-Type` as signed.
 * Answers the contract's SignedUpload and the expiry (ms).
 */
export function signUpload(s: Services, doc: { uuid: string; content_type: UploadContentType; size_bytes: number }): { upload: SignedUpload; expiresMs: number } {
  const expiresS = Math.ceil((s.now() + s.config.uploadUrlTtlS * 1000) / 1000);
  const signature = s.uploadSignature(payloadOf({ documentUuid: doc.uuid, contentType: doc.content_type, sizeBytes: doc.size_bytes, expiresS }));
  const origin = s.config.publicUrl || s.selfUrl;
  return {
    upload: {
      url: `${origin}${UPLOAD_PATH_PREFIX}${doc.uuid}?expires=${expiresS}&signature=${signature}`,
      method: 'PUT',
      headers: { 'Content-Type': doc.content_type },
      expires_at: new Date(expiresS * 1000).toISOString(),
    },
    expiresMs: expiresS * 1000,
  };
}

/**
 * Checks a presented signature against the grant it should cover: 'invalid' when it does not match (tampered,
 * another document, or signed for another type or size), 'expired' when it matches but its time has passed.
 */
export function checkUploadSignature(s: Services, grant: UploadGrant, signature: string): 'ok' | 'invalid' | 'expired' {
  const expected = Buffer.from(s.uploadSignature(payloadOf(grant)), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return s.now() >= grant.expiresS * 1000 ? 'expired' : 'ok';
}
