import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ENDPOINTS } from '../../../src/contract';
import { scrubEntry } from '../../../src/domain/diagnostics/entries';
import { createPseudonyms } from '../../../src/domain/diagnostics/scrub';
import { diagnosticEntries } from '../../../src/client/kernel/diagnostics/prepare';
import type { RawDiagnosticEntry } from '../../../src/client/kernel/diagnostics/recorder';
import { queryKey } from '../../../src/client/kernel/queryCache/key';

/*
 * The allow-list scrub against every action creator of the portal (docs/diagnostics.md "The allow-list"): each command
 * and event creator is called with payloads whose every data position holds a distinctive name, phone, email, SSN,
 * file name and free text — flat, nested, in lists, as record keys, in an error the server echoed, in a cache key's
 * arguments, as a File — and the diagnostic made of them, in the browser and again by the sandbox, holds none of them.
 */

const NAME = 'Quillonette';
const PHONE = '(415) 555-0123';
const EMAIL = 'quillonette.zed@example.org';
const SSN = '078-05-1120';
const FILE = 'Quillonette-bank-statement-2026.pdf';
const FREE = 'My neighbour Zebedee Quillonette says the late fee is $1,234 — call me on 415 555 0123';
/** What must not be found anywhere in a diagnostic (compared case-insensitively, digits also without separators). */
const SECRETS = ['quillonette', 'zebedee', '555-0123', '5550123', '4155550123', 'quillonette.zed', 'example.org', '078-05-1120', '078051120', '78051120', 'bank-statement', 'neighbour', '1,234'];
const UUID = '3f2a1c4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** A session token as an old server signed it, with the email in `username` (its signature made up). */
const JWT = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ username: EMAIL, uuid: UUID, exp: 1_790_000_000, phone: PHONE })}.c2lnbmF0dXJlLW9mLXF1aWxsb25ldHRl`;

/** The value an app would hold under `key`, made personal: an email where emails go, a phone where phones go, … */
function personalFor(key: string): unknown {
  const k = key.toLowerCase();
  if (k.includes('email')) return EMAIL;
  if (k.includes('phone')) return PHONE;
  if (k.includes('ssn') || k.includes('social')) return SSN;
  if (k.includes('file')) return FILE;
  if (k.includes('name')) return NAME;
  if (/amount|value|balance|debt|income|fico|size|total|loaded/.test(k)) return 78051120;
  return FREE;
}

/** Every property name the portal's payload types use (harvested from the action files), plus common data keys. */
function payloadKeys(sources: readonly string[]): string[] {
  const keys = new Set(['first_name', 'middle_name', 'last_name', 'name', 'phone', 'email', 'new_email', 'social_security_number', 'ssn',
    'file_name', 'fileName', 'text', 'body', 'subject', 'message', 'note', 'detail', 'reason', 'value', 'street', 'city', 'zip_code', 'token',
    'path', 'url', 'key', 'answer', 'password', 'code', 'verification_code', 'account_number', 'routing_number', 'bank_name', 'title']);
  for (const source of sources) for (const m of source.matchAll(/\b([a-z][A-Za-z0-9_]*)\??:\s/g)) if (m[1]) keys.add(m[1]);
  // The allow-listed keys hold the portal's own code there (a field's name, a local id, the deal team's words):
  // they get what the portal puts in them, and their own checks below.
  for (const code of ['field', 'fields', 'id', 'rejection_reason', 'type', 'kind', 'meta']) keys.delete(code);
  return [...keys];
}

/** A payload with every data position personal: flat keys, nested objects, lists, record keys, errors, cache keys, a File. */
function poison(keys: readonly string[]): Record<string, unknown> {
  const flat = Object.fromEntries(keys.map((k) => [k, personalFor(k)]));
  return {
    ...flat,
    field: 'middle_name', fields: ['phone', 'email'], id: 'upload-1', rejection_reason: 'The statement is older than 60 days.',
    nested: { ...flat, deeper: { values: { middle_name: NAME, phone: PHONE, email: EMAIL } } },
    values: { middle_name: NAME, phone: PHONE, ssn: SSN, liens: [{ lender: FREE, balance: 78051120 }] },
    list: [NAME, EMAIL, { phone: PHONE }, [FILE]],
    byPerson: { [EMAIL]: NAME, [NAME]: PHONE, [FREE]: SSN, [UUID]: { file_name: FILE } },
    error: { status: 400, data: { detail: `${EMAIL} is already in use by ${NAME}`, errors: { email: [`${EMAIL} is taken`], [NAME]: [FREE] } } },
    key: queryKey('documents', { applicationId: UUID, email: EMAIL, name: NAME }),
    keys: [queryKey('profile', { uuid: UUID, phone: PHONE })],
    files: [new File(['%PDF-1.7 ', NAME], FILE, { type: 'application/pdf' })],
    session: { token: JWT, refreshToken: JWT },
    at: 1_790_000_000_000, requestId: 4155550123, status: 78051120, position: 1,
  };
}

/** Source files of the client that define commands or events (the kernel's `defineCommand`/`defineEvent` themselves aside). */
function creatorFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return creatorFiles(path);
    if (!/\.ts$/.test(name) || path.endsWith(join('kernel', 'actions.ts'))) return [];
    return /\bdefine(?:Command|Event)\b/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

interface Creator { (...args: unknown[]): { type: string; payload: unknown; meta: { kind: 'command' | 'event' } }; type: string; kind: 'command' | 'event'; match: unknown }
const isCreator = (v: unknown): v is Creator =>
  typeof v === 'function' && typeof (v as Partial<Creator>).type === 'string' && ((v as Partial<Creator>).kind === 'command' || (v as Partial<Creator>).kind === 'event');

const ROOT = join(process.cwd(), 'src', 'client');
const files = creatorFiles(ROOT);
const sources = files.map((f) => readFileSync(f, 'utf8'));
const definitions = sources.reduce((n, s) => n + (s.match(/\bdefine(?:Command|Event)\s*(?:<[\s\S]*?>)?\(\s*['`]/g)?.length ?? 0), 0);

let creators: Creator[] = [];
beforeAll(async () => {
  const modules = await Promise.all(files.map((f) => import(f) as Promise<Record<string, unknown>>));
  const found = new Map<string, Creator>();
  for (const m of modules) for (const v of Object.values(m)) if (isCreator(v)) found.set(`${v.kind}:${v.type}`, v);
  creators = [...found.values()];
});

const ENDPOINT_ROUTES = new Set(ENDPOINTS.map((e) => e.route));
/** `text` (JSON) with the parts of every token-shaped string value (`a.b.c`) decoded beside it: a secret could hide in one. */
function expanded(text: string): string {
  const decoded: string[] = [];
  JSON.parse(text, (_key, value: unknown) => {
    if (typeof value === 'string' && /^[\w-]+\.[\w-]+\.[\w-]*$/.test(value)) decoded.push(...value.split('.').map((p) => Buffer.from(p, 'base64url').toString('latin1')));
    return value;
  });
  return `${text} ${decoded.join(' ')}`;
}
const leaks = (text: string): string[] => SECRETS.filter((s) => expanded(text).toLowerCase().includes(s));

describe('every action creator through the diagnostics scrub', () => {
  it(`finds every creator the client defines (${files.length} files)`, () => {
    expect(creators.length).toBeGreaterThanOrEqual(definitions);
    expect(creators.length).toBeGreaterThan(400);
    for (const f of files) expect(relative(ROOT, f)).not.toMatch(/^\.\./);
  });

  it('keeps each creator’s type (so its entry is not lost) and no personal value, in the browser or in the sandbox', () => {
    const keys = payloadKeys(sources);
    const payloads: unknown[] = [poison(keys), EMAIL, [poison(keys), NAME], { ...poison(keys), payload: poison(keys) }];
    const failures: string[] = [];
    for (const creator of creators) {
      const raw: RawDiagnosticEntry[] = payloads.map((p, i) => {
        const action = creator(p);
        return { at: 1_790_000_000_000 + i, k: action.meta.kind, type: action.type, payload: action.payload };
      });
      const sent = diagnosticEntries(raw, () => null);
      if (sent.length !== payloads.length) failures.push(`${creator.type}: ${sent.length} of ${payloads.length} entries kept`);
      const stored = sent.map((e) => scrubEntry(e, createPseudonyms(0x1_0000_0000), ENDPOINT_ROUTES));
      const found = leaks(JSON.stringify(sent)).concat(leaks(JSON.stringify(stored)));
      if (found.length > 0) failures.push(`${creator.type}: ${[...new Set(found)].join(', ')}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('keeps what support needs: the field’s name, the local id, the deal team’s reason, counters, the cache key’s shape', () => {
    const [entry] = diagnosticEntries([{ at: 0, k: 'event', type: 'forms/fieldErrorShown', payload: poison(payloadKeys(sources)) }], () => null);
    expect(entry).toMatchObject({
      payload: {
        field: 'middle_name', fields: ['phone', 'email'], id: 'upload-1', rejection_reason: 'The statement is older than 60 days.', position: 1,
        key: 'documents({"applicationId":"00000000-0000-4000-8000-000000000001","email":"","name":""})',
        keys: ['profile({"phone":"","uuid":"00000000-0000-4000-8000-000000000001"})'],
        byPerson: { '00000000-0000-4000-8000-000000000001': { file_name: '' } },
        error: { status: 400, data: { detail: '', errors: { email: [''] } } },
        files: [{}], at: 0, requestId: 0,
      },
    });
  });
});

describe('a session token', () => {
  it('becomes an unsigned stand-in naming only a stand-in id, the role and the expiry: signed in, but no credential', () => {
    const [entry] = diagnosticEntries([{ at: 0, k: 'event', type: 'session/tokenIssued', payload: { token: JWT, source: 'password' } }], () => null);
    const token = (entry as { payload: { token: string } }).payload.token;
    const [header, claims, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'none' });
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())).toEqual({
      username: '00000000-0000-4000-8000-000000000001', uuid: '00000000-0000-4000-8000-000000000001', role: 'customer', exp: 1_790_000_000,
    });
    expect(signature).toBe('scrubbed');
    expect(leaks(JSON.stringify(token))).toEqual([]);
  });
});
