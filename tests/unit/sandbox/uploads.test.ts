import { UPLOAD_CONTENT_TYPE } from '../../../src/contract';
import { initialsOf, sameInitials, sameName } from '../../../src/sandbox/closing/envelope';
import { hasMagicBytes } from '../../../src/sandbox/storage/magic';
import { checkUploadSignature, signUpload } from '../../../src/sandbox/storage/uploadUrl';
import type { Services } from '../../../src/sandbox/services';
import { defaultConfig } from '../../../src/sandbox/config';
import { createHmac } from 'node:crypto';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const FILES = {
  'application/pdf': Uint8Array.from(ascii('%PDF-1.7\n')),
  'image/jpeg': Uint8Array.from([0xff, 0xd8, 0xff, 0xdb, 0x00]),
  'image/png': Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]),
  'image/heic': Uint8Array.from([0, 0, 0, 0x18, ...ascii('ftypheix'), 0, 0, 0, 0]),
} as const;

describe('magic bytes (issue #4 §2)', () => {
  it('recognises each allowed type and refuses every other type’s bytes', () => {
    for (const type of UPLOAD_CONTENT_TYPE.values) {
      for (const [other, bytes] of Object.entries(FILES)) expect(hasMagicBytes(type, bytes)).toBe(other === type);
    }
  });
  it('HEIC needs ftyp at offset 4 and a HEIC brand; a truncated file is refused', () => {
    expect(hasMagicBytes('image/heic', Uint8Array.from([0, 0, 0, 0x18, ...ascii('ftypmif1')]))).toBe(true);
    expect(hasMagicBytes('image/heic', Uint8Array.from([0, 0, 0, 0x18, ...ascii('ftypavif')]))).toBe(false);
    expect(hasMagicBytes('image/heic', Uint8Array.from(ascii('ftypheic')))).toBe(false);
    expect(hasMagicBytes('application/pdf', Uint8Array.from(ascii('%PD')))).toBe(false);
  });
});

describe('signed upload URLs', () => {
  let now = Date.parse('2026-01-01T00:00:00Z');
  const key = Buffer.from('k'.repeat(32));
  const s = {
    config: { ...defaultConfig(), publicUrl: 'http://portal.test', uploadUrlTtlS: 900 },
    selfUrl: 'http://sandbox.test',
    now: () => now,
    uploadSignature: (p: string) => createHmac('sha256', key).update(p).digest('hex'),
  } as unknown as Services;
  const doc = { uuid: '3f9c1b2e-8a4d-4c1e-9b7a-2d5e6f708192', content_type: 'application/pdf' as const, size_bytes: 1234 };
  const grantOf = (url: string) => {
    const u = new URL(url);
    return { signature: u.searchParams.get('signature') ?? '', expiresS: Number(u.searchParams.get('expires')) };
  };

  it('points at the portal origin and covers document, type, size and expiry', () => {
    const { upload, expiresMs } = signUpload(s, doc);
    expect(upload.url.startsWith(`http://portal.test/storage/uploads/${doc.uuid}?`)).toBe(true);
    expect(upload.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(expiresMs - now).toBe(900_000);
    const { signature, expiresS } = grantOf(upload.url);
    const grant = { documentUuid: doc.uuid, contentType: doc.content_type, sizeBytes: 1234, expiresS };
    expect(checkUploadSignature(s, grant, signature)).toBe('ok');
    expect(checkUploadSignature(s, { ...grant, sizeBytes: 1235 }, signature)).toBe('invalid');
    expect(checkUploadSignature(s, { ...grant, contentType: 'image/png' }, signature)).toBe('invalid');
    expect(checkUploadSignature(s, { ...grant, expiresS: expiresS + 1 }, signature)).toBe('invalid');
    expect(checkUploadSignature(s, grant, 'zz')).toBe('invalid');
    now += 900_000;
    expect(checkUploadSignature(s, grant, signature)).toBe('expired');
  });
});

describe('signer names', () => {
  it('initials are the first letters of first and last name; typed values ignore case and spacing', () => {
    expect(initialsOf(' ana', 'lopez ')).toBe('AL');
    expect(sameName('  ana   LOPEZ ', 'Ana Lopez')).toBe(true);
    expect(sameName('Ana L.', 'Ana Lopez')).toBe(false);
    expect(sameInitials('a.l.', 'AL')).toBe(true);
    expect(sameInitials('A', 'AL')).toBe(false);
  });
});
