import { createBrowserStorage, createCookieStorage, createMemoryStorage, STORAGE_KEYS, type StorageWindow } from '../../../src/client/kernel';

/** A `document.cookie` look-alike: the getter lists `name=value` pairs, the setter applies one cookie (max-age=0 deletes). */
function createCookieJar() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    jar,
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (attributes.some((a) => a.toLowerCase() === 'max-age=0')) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    },
  };
}

function memorySessionStorage(opts: { failWrites?: boolean } = {}): globalThis.Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => {
      if (opts.failWrites) throw new DOMException('quota', 'QuotaExceededError');
      map.set(k, v);
    },
  };
}

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFAYi5jIiwiZXhwIjoxfQ.sig_with-odd+chars/=';

describe('session storage with cookie fallback (§9, §5 cookie rule)', () => {
  it('uses sessionStorage when it works, and writes no cookie', () => {
    const cookies = createCookieJar();
    const session = memorySessionStorage();
    const storage = createBrowserStorage({ sessionStorage: session, document: cookies });
    storage.set(STORAGE_KEYS.token, token);
    expect(session.getItem('auth-token')).toBe(token);
    expect(cookies.jar.size).toBe(0);
    expect(storage.get(STORAGE_KEYS.token)).toBe(token);
    storage.remove(STORAGE_KEYS.token);
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
  });

  it('reads no cookie while the page has none (each read is a round trip to the browser), but finds a copy one started with', () => {
    const cookies = createCookieJar();
    let reads = 0;
    const counted = {
      get cookie() {
        reads += 1;
        return cookies.cookie;
      },
      set cookie(line: string) {
        cookies.cookie = line;
      },
    };
    const storage = createBrowserStorage({ sessionStorage: memorySessionStorage(), document: counted });
    const afterStart = reads;
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.get(key)).toBeNull();
    expect(reads).toBe(afterStart);

    createCookieStorage(cookies).set(STORAGE_KEYS.opsFlag, 'true');
    expect(createBrowserStorage({ sessionStorage: memorySessionStorage(), document: counted }).get(STORAGE_KEYS.opsFlag)).toBe('true');
  });

  it('falls back to cookies when sessionStorage throws on access, round-tripping tokens and JSON', () => {
    const cookies = createCookieJar();
    const win: StorageWindow = {
      get sessionStorage(): globalThis.Storage {
        throw new DOMException('denied', 'SecurityError');
      },
      document: cookies,
      location: { protocol: 'https:' },
    };
    const storage = createBrowserStorage(win);
    const profile = JSON.stringify({ uuid: 'p-1', first_name: 'Zoë', email: 'zoe+1@example.com' });
    storage.set(STORAGE_KEYS.token, token);
    storage.set(STORAGE_KEYS.profile, profile);

    expect(storage.get(STORAGE_KEYS.token)).toBe(token);
    expect(storage.get(STORAGE_KEYS.profile)).toBe(profile);
    // Every stored cookie value obeys the §5 rule, and nothing readable of the token or profile is in the jar.
    for (const value of cookies.jar.values()) expect(value).toMatch(/^[A-Za-z0-9-]+$/);
    expect(cookies.cookie).not.toContain('example.com');
    expect(cookies.writes.every((w) => w.includes('SameSite=Strict') && w.includes('Secure') && w.includes('path=/'))).toBe(true);

    storage.remove(STORAGE_KEYS.token);
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(cookies.jar.has('auth-token')).toBe(false);
  });

  it('falls back to cookies for a write that sessionStorage refuses (quota)', () => {
    const cookies = createCookieJar();
    const storage = createBrowserStorage({ sessionStorage: memorySessionStorage({ failWrites: true }), document: cookies });
    storage.set(STORAGE_KEYS.opsFlag, 'true');
    expect(cookies.jar.has('ops-user')).toBe(true);
    expect(storage.get(STORAGE_KEYS.opsFlag)).toBe('true');
  });

  it('deletes a cookie whose value breaks the §5 rule and reads it as empty', () => {
    const cookies = createCookieJar();
    cookies.jar.set('auth-token', 'abc.def<script>');
    const storage = createCookieStorage(cookies);
    expect(storage.get('auth-token')).toBeNull();
    expect(cookies.jar.has('auth-token')).toBe(false);
  });

  it('deletes a cookie that obeys the rule but does not decode', () => {
    const cookies = createCookieJar();
    cookies.jar.set('auth-token', 'abc-9');
    expect(createCookieStorage(cookies).get('auth-token')).toBeNull();
    expect(cookies.jar.has('auth-token')).toBe(false);
  });

  it('memory storage keeps values per key', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.pollingId]: 'p-1' });
    expect(storage.get('polling-id')).toBe('p-1');
    storage.set('auth-token', 't');
    storage.remove('polling-id');
    expect([storage.get('auth-token'), storage.get('polling-id')]).toEqual(['t', null]);
  });
});
