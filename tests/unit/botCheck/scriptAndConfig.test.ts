import { botCheckConfig, CLOUDFLARE_TURNSTILE_SCRIPT_URL, SANDBOX_TURNSTILE_SCRIPT_URL } from '../../../src/client/app/botCheck/config';
import { explicitRenderUrl, loadTurnstileScript } from '../../../src/client/app/botCheck/loadScript';
import type { TurnstileApi } from '../../../src/client/app/botCheck/turnstileApi';

/** A page with a `<head>` that records the script elements added to it; `turnstile` is what the script defines. */
function fakePage() {
  const added: Array<{ src: string; async: boolean; removed: boolean; onload: (() => void) | null; onerror: (() => void) | null }> = [];
  const win = {
    location: { href: 'http://127.0.0.1:4000/login' },
    document: {
      createElement: () => {
        const el = { src: '', async: false, removed: false, onload: null, onerror: null, remove: () => void (el.removed = true) };
        return el;
      },
      head: { appendChild: (el: (typeof added)[number]) => void added.push(el) },
    },
  } as unknown as Window & { turnstile?: TurnstileApi };
  return { win, added };
}

const api = { render: () => 'w1', reset: () => undefined, remove: () => undefined, getResponse: () => undefined } satisfies TurnstileApi;

describe('loading the Turnstile script (explicit rendering)', () => {
  it('adds one async script with render=explicit and resolves with window.turnstile once it ran', async () => {
    const { win, added } = fakePage();
    const loaded = loadTurnstileScript(win, '/sandbox/turnstile/v0/api.js');
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe('/sandbox/turnstile/v0/api.js?render=explicit');
    expect(added[0]?.async).toBe(true);
    win.turnstile = api;
    added[0]?.onload?.();
    await expect(loaded).resolves.toBe(api);
  });

  it('rejects when the script cannot be loaded, and takes the failed element away so the next try adds a fresh one', async () => {
    const { win, added } = fakePage();
    const loaded = loadTurnstileScript(win, CLOUDFLARE_TURNSTILE_SCRIPT_URL);
    added[0]?.onerror?.();
    await expect(loaded).rejects.toThrow('could not be loaded');
    expect(added[0]?.removed).toBe(true);
  });

  it('rejects when the script ran but defined no window.turnstile (e.g. a proxy answered an HTML page)', async () => {
    const { win, added } = fakePage();
    const loaded = loadTurnstileScript(win, '/x.js');
    added[0]?.onload?.();
    await expect(loaded).rejects.toThrow('no window.turnstile');
  });

  it('keeps a render parameter already in the URL and absolute URLs of other origins', () => {
    const base = 'http://127.0.0.1:4000/login';
    expect(explicitRenderUrl(CLOUDFLARE_TURNSTILE_SCRIPT_URL, base)).toBe(CLOUDFLARE_TURNSTILE_SCRIPT_URL);
    expect(explicitRenderUrl('https://cdn.example/api.js?onload=f', base)).toBe('https://cdn.example/api.js?onload=f&render=explicit');
  });
});

describe('which widget the portal uses (VITE_TURNSTILE_SITE_KEY / VITE_TURNSTILE_SCRIPT_URL)', () => {
  it('uses the sandbox stand-in when nothing is configured (or only blanks)', () => {
    expect(botCheckConfig({})).toEqual({ siteKey: 'sandbox-site-key', scriptUrl: SANDBOX_TURNSTILE_SCRIPT_URL });
    expect(botCheckConfig({ VITE_TURNSTILE_SITE_KEY: ' ', VITE_TURNSTILE_SCRIPT_URL: '' }).scriptUrl).toBe(SANDBOX_TURNSTILE_SCRIPT_URL);
  });

  it('uses Cloudflare’s script with a real site key, unless another script URL is given', () => {
    expect(botCheckConfig({ VITE_TURNSTILE_SITE_KEY: '0x4AAA' })).toEqual({ siteKey: '0x4AAA', scriptUrl: CLOUDFLARE_TURNSTILE_SCRIPT_URL });
    expect(botCheckConfig({ VITE_TURNSTILE_SITE_KEY: '0x4AAA', VITE_TURNSTILE_SCRIPT_URL: '/mirror/api.js' }).scriptUrl).toBe('/mirror/api.js');
  });
});
