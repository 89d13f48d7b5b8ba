import { sanitizeCookieValue } from '../../domain/cookie';

/** Key/value persistence for the session (§9). `get` returns null when the key is absent or unreadable. */
export interface Storage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * The storage keys of §9 (auth token, profile, application profile), §4/§6 (ops flag, polling id) and §3 (the wizards'
 * sent analytics lists, issue 12 §2). Logout removes every one of them (§4).
 */
export const STORAGE_KEYS = {
  token: 'auth-token',
  profile: 'auth-profile',
  applicationProfile: 'auth-application-profile',
  opsFlag: 'ops-user',
  pollingId: 'polling-id',
  wizardAnalytics: 'wizard-analytics-sent',
} as const;

/** The parts of `window` the browser storage touches (so tests can pass a fake). */
export interface StorageWindow {
  readonly sessionStorage: globalThis.Storage;
  readonly document: { cookie: string };
  readonly location?: { protocol: string };
}

/** In-memory storage for tests and server rendering. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}

// §5 allows only letters, digits and hyphen in a cookie value, but tokens and JSON need more. Values are therefore
// UTF-8 → base64url (letters, digits, '-', '_'), then '-' is written '-0' and '_' '-1' so only letters, digits and
// hyphens remain; about 4/3 of the raw size, against 2× for hex, which matters under the 4 KB cookie limit.
function encodeCookieValue(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  const base64url = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return base64url.replace(/[-_]/g, (c) => (c === '-' ? '-0' : '-1'));
}

function decodeCookieValue(encoded: string): string | null {
  try {
    const base64 = encoded.replace(/-([01])/g, (_, d: string) => (d === '0' ? '+' : '/'));
    if (base64.includes('-')) return null;
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Cookie-backed storage (the §9 fallback): session cookies (no expiry) on path `/`, SameSite=Strict, Secure on https.
 * A cookie whose value breaks the §5 cookie rule (letters, digits, hyphen) or does not decode is deleted and reads
 * as null (the spec's "empty").
 */
export function createCookieStorage(doc: { cookie: string }, opts: { secure?: boolean } = {}): Storage {
  const attributes = `; path=/; SameSite=Strict${opts.secure ? '; Secure' : ''}`;
  const remove = (key: string) => {
    doc.cookie = `${encodeURIComponent(key)}=${attributes}; max-age=0`;
  };
  return {
    get(key) {
      const name = encodeURIComponent(key);
      const raw = doc.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name}=`))
        ?.slice(name.length + 1);
      if (raw === undefined || raw === '') return null;
      const decoded = sanitizeCookieValue(raw) === raw ? decodeCookieValue(raw) : null;
      if (decoded === null) remove(key);
      return decoded;
    },
    set(key, value) {
      doc.cookie = `${encodeURIComponent(key)}=${encodeCookieValue(value)}${attributes}`;
    },
    remove,
  };
}

/** sessionStorage when it exists and accepts a write (it throws in some private modes and sandboxed frames). */
function usableSessionStorage(win: StorageWindow): globalThis.Storage | null {
  try {
    const storage = win.sessionStorage;
    const probe = '__storage-probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/**
 * The browser storage of §9: sessionStorage, falling back to cookies when it is unavailable or a write throws
 * (e.g. quota). Reads check sessionStorage first, then the cookie fallback — only once a cookie exists (the page
 * started with one, or a write fell back), since each cookie read is a round trip to the browser process.
 */
export function createBrowserStorage(win: StorageWindow): Storage {
  const cookies = createCookieStorage(win.document, { secure: win.location?.protocol === 'https:' });
  const session = usableSessionStorage(win);
  if (!session) return cookies;
  // Reading document.cookie is a round trip to the browser process (issue 14 §3: several ms each at start-up, when the
  // session reads its keys). A page that starts with no cookie at all has no fallback copy until it writes one.
  let cookiesInUse = win.document.cookie !== '';
  return {
    get(key) {
      try {
        return session.getItem(key) ?? (cookiesInUse ? cookies.get(key) : null);
      } catch {
        return cookies.get(key);
      }
    },
    set(key, value) {
      try {
        session.setItem(key, value);
        if (cookiesInUse) cookies.remove(key);
      } catch {
        cookiesInUse = true;
        cookies.set(key, value);
      }
    },
    remove(key) {
      try {
        session.removeItem(key);
      } catch {
        // Unavailable now; the cookie below is the only copy left to clear.
      }
      cookies.remove(key);
    },
  };
}

/**
 * Long-lived storage over `localStorage` for choices that outlive the browser session (issue 12 §3 privacy consent);
 * never for tokens or personal data. Falls back to memory for this page when localStorage is missing or throws
 * (private modes, sandboxed frames): the choice then lasts until the page is closed.
 */
export function createLocalStorage(win: { readonly localStorage?: globalThis.Storage }): Storage {
  const memory = createMemoryStorage();
  const attempt = <T>(withLocal: (local: globalThis.Storage) => T, fallback: () => T): T => {
    try {
      const local = win.localStorage;
      return local ? withLocal(local) : fallback();
    } catch {
      return fallback();
    }
  };
  return {
    get: (key) => attempt((local) => local.getItem(key) ?? memory.get(key), () => memory.get(key)),
    set: (key, value) =>
      attempt(
        (local) => {
          local.setItem(key, value);
          memory.remove(key);
        },
        () => memory.set(key, value),
      ),
    remove: (key) => {
      memory.remove(key);
      attempt((local) => local.removeItem(key), () => undefined);
    },
  };
}
