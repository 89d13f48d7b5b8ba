import { createMemoryStorage } from '../../../src/client/kernel/storage';
import {
  clearStoredDrafts, DRAFT_INDEX_KEY, draftStorageKey, readStoredDraft, removeStoredDraft, writeStoredDraft,
} from '../../../src/client/kernel/drafts/draftStorage';

const A = { applicationId: 'app-1', section: 'liens' as const };
const B = { applicationId: 'app-1', section: 'payoffs' as const };

describe('session-storage copy of unsaved drafts', () => {
  it('keeps a draft under draft:<application>:<section> and reads it back', () => {
    const storage = createMemoryStorage();
    writeStoredDraft(storage, A, { revision: 3, values: { has_additional_liens: true } });
    expect(draftStorageKey(A)).toBe('draft:app-1:liens');
    expect(readStoredDraft(storage, A)).toEqual({ revision: 3, values: { has_additional_liens: true } });
    expect(readStoredDraft(storage, B)).toBeNull();
  });

  it('drops an unreadable copy instead of restoring garbage', () => {
    const storage = createMemoryStorage({ [draftStorageKey(A)]: '{"revision":"x"}', [draftStorageKey(B)]: 'not json' });
    expect(readStoredDraft(storage, A)).toBeNull();
    expect(readStoredDraft(storage, B)).toBeNull();
    expect(storage.get(draftStorageKey(A))).toBeNull();
  });

  it('logout clears every kept draft and the index, and leaves other keys alone', () => {
    const storage = createMemoryStorage({ 'auth-profile': '{}' });
    writeStoredDraft(storage, A, { revision: 1, values: {} });
    writeStoredDraft(storage, B, { revision: 1, values: {} });
    writeStoredDraft(storage, { applicationId: 'app-2', section: 'liens' }, { revision: 1, values: {} });
    removeStoredDraft(storage, B);
    expect(JSON.parse(storage.get(DRAFT_INDEX_KEY) ?? '[]')).toEqual(['draft:app-1:liens', 'draft:app-2:liens']);
    clearStoredDrafts(storage);
    expect(readStoredDraft(storage, A)).toBeNull();
    expect(storage.get('draft:app-2:liens')).toBeNull();
    expect(storage.get(DRAFT_INDEX_KEY)).toBeNull();
    expect(storage.get('auth-profile')).toBe('{}');
  });
});
