import type { Page } from 'playwright-core';
import type { NetworkEntry } from './browser';

/**
 * The requests whose URL holds any of `secrets` (a JWT, an email address) as typed, lower-cased or percent-encoded
 * — tokens and personal data must never reach URLs, where logs, proxies and referrers keep them.
 */
export function requestsLeaking(network: readonly NetworkEntry[], secrets: readonly string[]): NetworkEntry[] {
  const needles = secrets.filter((s) => s.length > 0).map((s) => s.toLowerCase());
  return network.filter((entry) => {
    const url = `${entry.url}\n${decodeSafely(entry.url)}`.toLowerCase();
    return needles.some((needle) => url.includes(needle) || url.includes(encodeURIComponent(needle).toLowerCase()));
  });
}

/** `decodeURIComponent`, or the input itself when it holds a malformed escape. */
function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Every JWT-looking value the page holds in sessionStorage, localStorage or cookies (the session token). */
export async function storedJwts(page: Page): Promise<string[]> {
  const values = await page.evaluate(() => {
    const out: string[] = [];
    for (const store of [window.sessionStorage, window.localStorage]) {
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i);
        if (key !== null) out.push(store.getItem(key) ?? '');
      }
    }
    out.push(...document.cookie.split(';').map((c) => decodeURIComponent(c.split('=').slice(1).join('='))));
    return out;
  });
  return values.flatMap((v) => v.match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g) ?? []);
}
