import { MAX_UPLOAD_BYTES } from '../../../src/domain/constants';
import { ALLOWED_UPLOAD_TYPES_TEXT, checkFile, uploadContentTypeOf } from '../../../src/domain/documents';

const MB = 1024 * 1024;

describe('upload rules (issue #4 §2)', () => {
  it('names the allowed types in one phrase', () => {
    expect(ALLOWED_UPLOAD_TYPES_TEXT).toBe('PDF, JPEG, PNG or HEIC');
  });

  it('lets a PDF, JPEG, PNG or HEIC file through', () => {
    expect(checkFile({ name: 'statement.pdf', type: 'application/pdf', size: 3 * MB })).toBeNull();
    expect(checkFile({ name: 'photo.jpg', type: 'image/jpeg', size: 1 })).toBeNull();
    expect(checkFile({ name: 'scan.png', type: 'image/png', size: 800_000 })).toBeNull();
    expect(checkFile({ name: 'IMG_0001.HEIC', type: 'image/heic', size: 2 * MB })).toBeNull();
  });

  it('accepts a file of exactly the limit and refuses one byte more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(25 * MB);
    expect(checkFile({ name: 'big.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkFile({ name: 'big.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      '“big.pdf” is just over 25 MB; the largest file you can upload is 25 MB.',
    );
  });

  it('says how big a file over the limit is (§9 size format)', () => {
    expect(checkFile({ name: 'scan.pdf', type: 'application/pdf', size: Math.round(30.2 * MB) })).toBe(
      '“scan.pdf” is 30.2 MB; the largest file you can upload is 25 MB.',
    );
  });

  it('refuses an empty file', () => {
    expect(checkFile({ name: 'x', type: '', size: 0 })).toBe('“x” is empty.');
    expect(checkFile({ name: 'blank.pdf', type: 'application/pdf', size: 0 })).toBe('“blank.pdf” is empty.');
  });

  it('says what a refused file is and what to upload instead', () => {
    expect(checkFile({ name: 'x.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 20_000 })).toBe(
      '“x.docx” is a Word document; upload a PDF, JPEG, PNG or HEIC file.',
    );
    expect(checkFile({ name: 'letter.doc', type: '', size: 20_000 })).toBe('“letter.doc” is a Word document; upload a PDF, JPEG, PNG or HEIC file.');
    expect(checkFile({ name: 'anim.gif', type: 'image/gif', size: 20_000 })).toBe('“anim.gif” is a GIF image; upload a PDF, JPEG, PNG or HEIC file.');
    expect(checkFile({ name: 'data.bin', type: 'application/x-thing', size: 20_000 })).toBe(
      '“data.bin” is not a PDF, JPEG, PNG or HEIC file; upload one of those instead.',
    );
  });

  it('refuses a wrong type before looking at the size', () => {
    expect(checkFile({ name: 'movie.mp4', type: 'video/mp4', size: 200 * MB })).toMatch(/is a video/);
  });
});

describe('content type of a file', () => {
  it('uses the browser’s type when it is one of the four', () => {
    expect(uploadContentTypeOf({ name: 'a.bin', type: 'application/pdf' })).toBe('application/pdf');
    expect(uploadContentTypeOf({ name: 'a', type: 'IMAGE/JPEG' })).toBe('image/jpeg');
  });

  it('falls back to the extension when the browser gives no type (HEIC often)', () => {
    expect(uploadContentTypeOf({ name: 'IMG_0042.HEIC', type: '' })).toBe('image/heic');
    expect(uploadContentTypeOf({ name: 'photo.jpeg', type: '' })).toBe('image/jpeg');
    expect(uploadContentTypeOf({ name: 'scan.pdf', type: 'application/octet-stream' })).toBe('application/pdf');
    expect(checkFile({ name: 'IMG_0042.heic', type: '', size: 1_500_000 })).toBeNull();
  });

  it('treats HEIF as HEIC and image/jpg as JPEG', () => {
    expect(uploadContentTypeOf({ name: 'p.heif', type: 'image/heif' })).toBe('image/heic');
    expect(uploadContentTypeOf({ name: 'p.jpg', type: 'image/jpg' })).toBe('image/jpeg');
  });

  it('does not trust an extension over a known, refused browser type', () => {
    expect(uploadContentTypeOf({ name: 'renamed.pdf', type: 'image/gif' })).toBeNull();
  });

  it('gives null for a file with no type and no known extension', () => {
    expect(uploadContentTypeOf({ name: 'README', type: '' })).toBeNull();
  });
});
