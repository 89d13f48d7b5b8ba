import { createHash } from 'node:crypto';

/** A CSP directive set as helmet takes it: directive name → its source expressions. */
export type CspDirectives = Record<string, readonly string[]>;

/**
 * Origins outside the sandbox that the built portal loads from (issue 13 §1 "No Content-Security-Policy"): each list
 * holds origins such as `https://challenges.cloudflare.com`, added to that directive of the portal's policy.
 */
export interface CspSources {
  /** Scripts: the Turnstile, session-replay and chat scripts. */
  script: readonly string[];
  /** fetch/XHR/beacon/WebSocket: the session-replay and chat vendors' own endpoints. */
  connect: readonly string[];
  /** Frames: Turnstile's challenge and a chat widget's window. */
  frame: readonly string[];
  /** Images a vendor's widget shows (e.g. chat avatars). */
  img: readonly string[];
}

/** No outside origin: the sandbox's stand-in bot check and no replay or chat (the defaults of a plain build). */
export const NO_CSP_SOURCES: CspSources = { script: [], connect: [], frame: [], img: [] };

/** Cloudflare's Turnstile origin (its script and its challenge frame, per Cloudflare's CSP reference). */
const CLOUDFLARE_TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** The origin of an absolute http(s) or ws(s) URL; null for a relative URL (same origin: 'self' covers it), blank or junk. */
function originOf(url: string | undefined): string | null {
  const text = url?.trim();
  if (!text || !/^(https?|wss?):\/\//i.test(text)) return null;
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

const unique = (list: readonly (string | null)[]): string[] => [...new Set(list.filter((o): o is string => o !== null))];

/**
 * The outside origins of a portal built with these Vite variables (docs/configuration.md "Configuration"; the sandbox reads the same
 * names from its own environment, so build and start with the same values): `VITE_TURNSTILE_SCRIPT_URL`'s origin, or
 * Cloudflare's when only `VITE_TURNSTILE_SITE_KEY` is set, may run scripts and frames; `VITE_SESSION_REPLAY_SCRIPT_URL`
 * and `VITE_CHAT_SCRIPT_URL` origins may also be called, framed and show images. `SANDBOX_CSP_CONNECT_ORIGINS`
 * (space-separated http(s)/ws(s) origins) adds endpoints a vendor script calls on another host. Relative URLs add nothing.
 */
export function cspSourcesFromEnv(env: Readonly<Record<string, string | undefined>>): CspSources {
  const turnstile = originOf(env.VITE_TURNSTILE_SCRIPT_URL)
    ?? (env.VITE_TURNSTILE_SITE_KEY?.trim() && !env.VITE_TURNSTILE_SCRIPT_URL?.trim() ? CLOUDFLARE_TURNSTILE_ORIGIN : null);
  const vendors = [originOf(env.VITE_SESSION_REPLAY_SCRIPT_URL), originOf(env.VITE_CHAT_SCRIPT_URL)];
  const extraConnect = (env.SANDBOX_CSP_CONNECT_ORIGINS ?? '').split(/\s+/).map((o) => originOf(o));
  return {
    script: unique([turnstile, ...vendors]),
    connect: unique([...vendors, ...extraConnect]),
    frame: unique([turnstile, ...vendors]),
    img: unique(vendors),
  };
}

/** A CSP hash source (`'sha256-…'`) of an inline element's exact text, as the browser hashes it (UTF-8). */
export const cspHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** `<script type>` values a browser runs; anything else (e.g. application/json) is data, which CSP does not govern. */
const RUNNABLE_TYPE = /^\s*(?:(?:text|application)\/(?:java|ecma)script|module)?\s*$/i;

/**
 * The inline scripts (no `src`, a runnable type) and `<style>` elements of a trusted HTML document — the built
 * portal's index.html — whose hashes its policy allows. Never call it on HTML holding request data: an injected
 * script would be allowed with the rest.
 */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attrs = '']) => !/\bsrc\s*=/i.test(attrs) && RUNNABLE_TYPE.test(/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? ''))
    .map(([, , body = '']) => body);
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, body = '']) => body);
  return { scripts, styles };
}

const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle="([^"]*)"/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The `style="…"` attribute values of a trusted HTML document (a prerendered page, issue 14 §1: e.g. the funnel's
 * progress bar width), decoded as the browser hashes them; CSP allows them only by hash with 'unsafe-hashes'.
 */
export function styleAttributes(html: string): string[] {
  return [...new Set([...html.matchAll(STYLE_ATTRIBUTE)].map(([, value = '']) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e)))];
}

/** What every HTML policy shares: no plugins, no `<base>`, never framed, forms post only here, no inline handlers. */
const LOCKED_DOWN: CspDirectives = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  // onerror=/onclick= attributes never run, even if a later change added 'unsafe-hashes'.
  'script-src-attr': ["'none'"],
};

/**
 * The portal's policy (issue 13 §1): scripts from 'self', the hashes of the built index.html's own inline script
 * (route preloading) and the configured vendors — never 'unsafe-inline' or 'unsafe-eval'; styles from 'self' and the
 * hash of the inlined stylesheet (React's `style` props go through the CSSOM, which CSP does not block; the style
 * attributes of prerendered HTML are allowed by hash, `style-src-attr 'unsafe-hashes'`); images from
 * 'self' and `data:` (the empty favicon); calls to 'self' (API, uploads, analytics beacon, the stand-in Turnstile)
 * and the vendors; no frames but the vendors'.
 */
export function portalDirectives(
  inline: { scripts: readonly string[]; styles: readonly string[]; styleAttributes?: readonly string[] },
  sources: CspSources,
): CspDirectives {
  const attributes = inline.styleAttributes ?? [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts.map(cspHash), ...sources.script],
    'style-src': ["'self'", ...inline.styles.map(cspHash)],
    'img-src': ["'self'", 'data:', ...sources.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sources.connect],
    'frame-src': sources.frame.length > 0 ? [...sources.frame] : ["'none'"],
    'worker-src': ["'none'"],
    'manifest-src': ["'self'"],
    // Issue 14 §1: the style attributes of the prerendered pages, by hash only (nothing else inline is allowed).
    ...(attributes.length > 0 ? { 'style-src-attr': ["'unsafe-hashes'", ...attributes.map(cspHash)] } : {}),
    ...LOCKED_DOWN,
  };
}

/**
 * The sandbox pages' policy (back office, analytics, outbox, staff sign-in): served scripts from 'self' plus the
 * hashes of their known inline scripts and stylesheets (constants of the page modules, never page data).
 */
export function sandboxDirectives(inline: { scripts: readonly string[]; styles: readonly string[] }): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts.map(cspHash)],
    'style-src': ["'self'", ...inline.styles.map(cspHash)],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    ...LOCKED_DOWN,
  };
}

/** JSON and upload responses: nothing to load, never framed (OWASP REST guidance), if one is ever opened as a page. */
export const API_DIRECTIVES: CspDirectives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };
