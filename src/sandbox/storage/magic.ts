import type { UploadContentType } from '../../contract';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** HEIF brands that mean a HEIC photo (what phones write). */
const HEIC_BRANDS = ['heic', 'heix', 'mif1'].map(ascii);

/**
 * True when the first bytes of a file are those of `type` (issue #4 §2 "magic bytes"): PDF `%PDF-`, JPEG `FF D8 FF`,
 * PNG `89 50 4E 47 0D 0A 1A 0A`, HEIC `ftyp` at offset 4 followed by the brand heic, heix or mif1. A file whose
 * declared type and contents differ is refused, so a renamed executable cannot be stored as a "PDF".
 */
export function hasMagicBytes(type: UploadContentType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'application/pdf':
      return startsWith(bytes, ascii('%PDF-'));
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/heic':
      return startsWith(bytes, ascii('ftyp'), 4) && HEIC_BRANDS.some((brand) => startsWith(bytes, brand, 8));
  }
}
