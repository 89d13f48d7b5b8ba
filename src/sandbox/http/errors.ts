import type * as t from 'io-ts';
import type { ErrorBody } from '../../contract';

/**
 * A failure a handler answers on purpose: HTTP `status` with the §8 error body `{ detail, errors? }`. Anything
 * else thrown from a handler is a bug and becomes a logged 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
    /** For 429: seconds until a retry can succeed (sent as `Retry-After`). */
    readonly retryAfterS?: number,
  ) {
    super(detail);
  }

  /** The response body (§8 ErrorBody). */
  body(): ErrorBody {
    return this.errors ? { detail: this.detail, errors: this.errors } : { detail: this.detail };
  }
}

/** 400 `{ detail: 'Invalid request', errors }` for field-level problems. */
export const invalid = (errors: Record<string, string[]>): HttpError => new HttpError(400, 'Invalid request', errors);
/** 404 with the same text whether the thing is missing or not the caller's (do not reveal existence). */
export const notFound = (): HttpError => new HttpError(404, 'Not found.');
/** 403 for a visible thing the caller may not change. */
export const forbidden = (detail = 'You do not have permission to perform this action.'): HttpError =>
  new HttpError(403, detail);

/** Codec kinds whose children are named by their key (object fields, array/tuple indices, record keys). */
const NAMING_PARENTS = new Set(['InterfaceType', 'PartialType', 'StrictType', 'ExactType', 'ArrayType', 'ReadonlyArrayType', 'TupleType', 'DictionaryType']);

type AnyCodec = t.Decoder<unknown, unknown> & { _tag?: string; keys?: object; types?: unknown[]; value?: unknown };

/**
 * The dotted field path of an io-ts error, skipping union/intersection member indices (`address.zip_code`), and
 * the codec declared at that path (so a `string | null` field reports its union, not each member).
 */
function locate(context: t.Context): { path: string; declared: AnyCodec | undefined } {
  const keys: string[] = [];
  let declared = context[0]?.type as AnyCodec | undefined;
  for (let i = 1; i < context.length; i++) {
    const parent = context[i - 1]?.type as AnyCodec | undefined;
    const entry = context[i];
    if (entry && parent?._tag && NAMING_PARENTS.has(parent._tag)) {
      keys.push(entry.key);
      declared = entry.type as AnyCodec;
    }
  }
  return { path: keys.join('.'), declared };
}

/** Messages for the named scalar codecs of the contract; others fall back to the codec's name. */
const FRIENDLY: Record<string, string> = {
  string: 'Must be a string',
  number: 'Must be a number',
  boolean: 'Must be true or false',
  Usd: 'Must be an amount of US dollars, 0 or more',
  Uuid: 'Must be a UUID',
  IsoDate: 'Must be a date (yyyy-MM-dd)',
  IsoDateTime: 'Must be an ISO-8601 date and time',
  UnknownRecord: 'Must be an object',
  '(string | null)': 'Must be a string or null',
  UploadContentType: 'Upload a PDF, JPEG, PNG or HEIC file.',
};

/** A short, value-free explanation of what the codec wanted (values may be personal data). */
function expectation(type: AnyCodec | undefined): string {
  if (!type) return 'Invalid value';
  const friendly = Object.prototype.hasOwnProperty.call(FRIENDLY, type.name) ? FRIENDLY[type.name] : undefined;
  if (friendly !== undefined) return friendly;
  if (type._tag === 'KeyofType' && type.keys) return `Must be one of: ${Object.keys(type.keys).join(', ')}`;
  if (type._tag === 'LiteralType') return `Must be ${JSON.stringify(type.value)}`;
  if (type._tag === 'UnionType' && Array.isArray(type.types)) {
    const members = type.types as AnyCodec[];
    if (members.every((m) => m._tag === 'LiteralType')) return `Must be one of: ${members.map((m) => String(m.value)).join(', ')}`;
  }
  if (type._tag === 'ArrayType') return 'Must be a list';
  return `Expected ${type.name}`;
}

const isPlainObject = (u: unknown): boolean => typeof u === 'object' && u !== null && !Array.isArray(u);

/**
 * Turns io-ts errors into the §8 `errors` record `{ 'field.path': [message] }` (`root`, default
 * 'non_field_errors', for the body itself). A missing field says 'This field is required'; an undeclared one
 * 'Unexpected field'. Messages never quote the rejected value.
 */
export function ioTsErrors(errs: t.Errors, root = 'non_field_errors'): Record<string, string[]> {
  // A Map, not an object literal: field names come from the request ('constructor', '__proto__', …).
  const out = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const key = field === '' ? root : field;
    const list = out.get(key) ?? [];
    if (!list.includes(message)) list.push(message);
    out.set(key, list);
  };
  for (const e of errs) {
    const { path, declared } = locate(e.context);
    const extra = e.message?.match(/unexpected field\(s\) (.+)$/);
    if (extra?.[1]) {
      for (const name of extra[1].split(', ')) add(path ? `${path}.${name}` : name, 'Unexpected field');
    } else if (path === '' && !isPlainObject(e.value)) {
      add(path, 'Expected a JSON object');
    } else if (e.value === undefined && path !== '') {
      add(path, 'This field is required');
    } else {
      add(path, expectation(declared));
    }
  }
  return Object.fromEntries(out);
}
