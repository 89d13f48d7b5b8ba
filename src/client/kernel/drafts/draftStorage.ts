import type { Storage } from '../storage';
import type { DraftRef } from './actions';

/*
 * The session-storage copy of drafts not yet saved (issue #3 §2: a reload or a lost network loses nothing typed).
 * One key per draft, `draft:<applicationId>:<section>` = `{"revision":n,"values":{…}}`, removed once the server holds
 * that revision. Storage cannot list its keys (cookie fallback, §9), so the keys written are also listed under
 * {@link DRAFT_INDEX_KEY}; logout removes every listed key and the list.
 */

/** The storage key listing every draft key written in this session (a JSON array of keys). */
export const DRAFT_INDEX_KEY = 'draft-index';

/** A draft as kept in storage. */
export interface StoredDraft {
  revision: number;
  values: Record<string, unknown>;
}

/** The storage key of a draft: `draft:<applicationId>:<section>`. */
export function draftStorageKey(ref: DraftRef): string {
  return `draft:${ref.applicationId}:${ref.section}`;
}

function isRecord(u: unknown): u is Record<string, unknown> {
  return typeof u === 'object' && u !== null && !Array.isArray(u);
}

function readIndex(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(DRAFT_INDEX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string' && k.startsWith('draft:')) : [];
  } catch {
    return [];
  }
}

function writeIndex(storage: Storage, keys: readonly string[]): void {
  if (keys.length === 0) storage.remove(DRAFT_INDEX_KEY);
  else storage.set(DRAFT_INDEX_KEY, JSON.stringify(keys));
}

/** Keeps `draft` for `ref` (and lists its key). */
export function writeStoredDraft(storage: Storage, ref: DraftRef, draft: StoredDraft): void {
  const key = draftStorageKey(ref);
  storage.set(key, JSON.stringify({ revision: draft.revision, values: draft.values }));
  const index = readIndex(storage);
  if (!index.includes(key)) writeIndex(storage, [...index, key]);
}

/** The kept draft of `ref`, or null when there is none or it is unreadable (then it is removed). */
export function readStoredDraft(storage: Storage, ref: DraftRef): StoredDraft | null {
  const key = draftStorageKey(ref);
  const raw = storage.get(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isRecord(parsed) && typeof parsed.revision === 'number' && Number.isFinite(parsed.revision) && isRecord(parsed.values)) {
      return { revision: parsed.revision, values: parsed.values };
    }
  } catch {
    // Unreadable: dropped below like any malformed copy.
  }
  removeStoredDraft(storage, ref);
  return null;
}

/** Forgets the kept draft of `ref`. */
export function removeStoredDraft(storage: Storage, ref: DraftRef): void {
  const key = draftStorageKey(ref);
  storage.remove(key);
  const index = readIndex(storage);
  if (index.includes(key)) writeIndex(storage, index.filter((k) => k !== key));
}

/** Forgets every kept draft (logout: privacy on shared computers). */
export function clearStoredDrafts(storage: Storage): void {
  for (const key of readIndex(storage)) storage.remove(key);
  storage.remove(DRAFT_INDEX_KEY);
}
