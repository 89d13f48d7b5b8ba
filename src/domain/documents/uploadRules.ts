import { UPLOAD_CONTENT_TYPE, type UploadContentType } from '../../contract/documentEnums';
import { MAX_UPLOAD_BYTES } from '../constants';
import { formatFileSize } from '../format';

/** Short names of the content types a customer may upload (issue #4 §2), for messages and hints. */
export const UPLOAD_CONTENT_TYPE_LABELS: Readonly<Record<UploadContentType, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
};

/** "PDF, JPEG, PNG or HEIC": the allowed types in one phrase, in {@link UPLOAD_CONTENT_TYPE} order. */
export const ALLOWED_UPLOAD_TYPES_TEXT = orList(UPLOAD_CONTENT_TYPE.values.map((t) => UPLOAD_CONTENT_TYPE_LABELS[t]));

/** `['a', 'b', 'c']` → `'a, b or c'`. */
function orList(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * The file input's `accept`: the four types by MIME type and extension, plus `image/*` so phones offer the camera
 * (HEIC often has no MIME type in browsers, hence the extensions). Anything else that gets through is refused by
 * {@link checkFile}.
 */
export const UPLOAD_ACCEPT = 'application/pdf,image/*,.pdf,.jpg,.jpeg,.png,.heic,.heif';

/** Browser MIME types (lower-case) that mean one of the allowed types. HEIF is the container HEIC photos use. */
const BY_MIME: Readonly<Record<string, UploadContentType>> = {
  'application/pdf': 'application/pdf',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/heic': 'image/heic',
  'image/heif': 'image/heic',
};

/** File extensions (lower-case, no dot) of the allowed types, used when the browser gives no useful MIME type. */
const BY_EXTENSION: Readonly<Record<string, UploadContentType>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heic',
};

/** What a refused file is, by extension or MIME type, as a phrase after "is" (most common refusals first). */
const KNOWN_KINDS: ReadonlyArray<{ extensions: readonly string[]; mime: RegExp; phrase: string }> = [
  { extensions: ['doc', 'docx', 'odt', 'rtf', 'pages'], mime: /msword|wordprocessingml|opendocument\.text|rtf/, phrase: 'a Word document' },
  { extensions: ['xls', 'xlsx', 'ods', 'csv', 'numbers'], mime: /ms-excel|spreadsheetml|opendocument\.spreadsheet|text\/csv/, phrase: 'a spreadsheet' },
  { extensions: ['ppt', 'pptx', 'odp', 'key'], mime: /ms-powerpoint|presentationml/, phrase: 'a presentation' },
  { extensions: ['gif'], mime: /^image\/gif$/, phrase: 'a GIF image' },
  { extensions: ['tif', 'tiff'], mime: /^image\/tiff$/, phrase: 'a TIFF image' },
  { extensions: ['webp'], mime: /^image\/webp$/, phrase: 'a WebP image' },
  { extensions: ['bmp'], mime: /^image\/bmp$/, phrase: 'a BMP image' },
  { extensions: ['svg'], mime: /^image\/svg/, phrase: 'an SVG image' },
  { extensions: ['txt'], mime: /^text\/plain$/, phrase: 'a text file' },
  { extensions: ['zip', 'rar', '7z', 'gz', 'tar'], mime: /zip|compressed|x-tar|gzip/, phrase: 'a compressed archive' },
  { extensions: ['mp4', 'mov', 'avi', 'mkv', 'webm'], mime: /^video\//, phrase: 'a video' },
];

/** What {@link checkFile} and {@link uploadContentTypeOf} read of a file (a browser `File` fits). Size in bytes. */
export interface FileFacts {
  name: string;
  /** The browser's MIME type; '' when it does not know (HEIC often). */
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The content type to sign and send for a file (§7 "PUT signed storage URL … with its content type"): from its MIME
 * type when the browser gives an allowed one, else (type '' or `application/octet-stream`) from its extension; null
 * when it is not one of the allowed types.
 */
export function uploadContentTypeOf(file: Pick<FileFacts, 'name' | 'type'>): UploadContentType | null {
  const mime = file.type.trim().toLowerCase();
  const byMime = BY_MIME[mime];
  if (byMime) return byMime;
  if (mime !== '' && mime !== 'application/octet-stream') return null;
  return BY_EXTENSION[extensionOf(file.name)] ?? null;
}

/** The sentence for a refused type: what the file is when it is recognised, else that it is none of the four. */
function refusedTypeText(name: string, file: FileFacts): string {
  const ext = extensionOf(file.name);
  const mime = file.type.toLowerCase();
  const kind = KNOWN_KINDS.find((k) => k.extensions.includes(ext) || (mime !== '' && k.mime.test(mime)));
  return kind
    ? `${name} is ${kind.phrase}; upload a ${ALLOWED_UPLOAD_TYPES_TEXT} file.`
    : `${name} is not a ${ALLOWED_UPLOAD_TYPES_TEXT} file; upload one of those instead.`;
}

/**
 * Issue #4 §2 upload rules, checked before anything is sent: the file is not empty, is a PDF, JPEG, PNG or HEIC
 * (see {@link uploadContentTypeOf}) and is at most {@link MAX_UPLOAD_BYTES} (25 MB; exactly the limit passes).
 * Returns null when it may be uploaded, else the one sentence to show, naming the file:
 * - `“x” is empty.`
 * - `“x.docx” is a Word document; upload a PDF, JPEG, PNG or HEIC file.` (a recognised kind: Word document,
 *   spreadsheet, GIF image, …), or `“x.xyz” is not a PDF, JPEG, PNG or HEIC file; upload one of those instead.`
 * - `“scan.pdf” is 30.2 MB; the largest file you can upload is 25 MB.` (§9 file-size format; a size that rounds to
 *   the limit reads `is just over 25 MB`)
 */
export function checkFile(file: FileFacts): string | null {
  const name = `“${file.name}”`;
  if (file.size <= 0) return `${name} is empty.`;
  if (uploadContentTypeOf(file) === null) return refusedTypeText(name, file);
  if (file.size > MAX_UPLOAD_BYTES) {
    const limit = formatFileSize(MAX_UPLOAD_BYTES);
    const size = formatFileSize(file.size);
    // Just over the limit rounds to the limit itself ("is 25 MB"), which would read as no reason at all.
    const is = size === limit ? `just over ${limit}` : size;
    return `${name} is ${is}; the largest file you can upload is ${limit}.`;
  }
  return null;
}
