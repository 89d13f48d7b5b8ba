import { createHash } from 'node:crypto';
import { cspHash, cspSourcesFromEnv, inlineBlocks, NO_CSP_SOURCES, portalDirectives } from '../../../src/sandbox/http/contentSecurityPolicy';

/** Issue 13 §1: which outside origins the portal's policy allows, and which inline blocks of the built page it hashes. */
describe('cspSourcesFromEnv', () => {
  it('allows nothing outside for a plain build (the stand-in bot check is same-origin; no replay, no chat)', () => {
    expect(cspSourcesFromEnv({})).toEqual(NO_CSP_SOURCES);
    expect(cspSourcesFromEnv({ VITE_TURNSTILE_SCRIPT_URL: '/sandbox/turnstile/v0/api.js', VITE_CHAT_SCRIPT_URL: '  ' })).toEqual(NO_CSP_SOURCES);
  });

  it("allows Cloudflare's Turnstile origin for scripts and frames when only a site key is set", () => {
    const sources = cspSourcesFromEnv({ VITE_TURNSTILE_SITE_KEY: '0x4AAA' });
    expect(sources.script).toEqual(['https://challenges.cloudflare.com']);
    expect(sources.frame).toEqual(['https://challenges.cloudflare.com']);
    expect(sources.connect).toEqual([]);
  });

  it('uses the origin (never the path or query) of each configured script, once, and the extra connect origins', () => {
    const sources = cspSourcesFromEnv({
      VITE_TURNSTILE_SITE_KEY: '0x4AAA',
      VITE_TURNSTILE_SCRIPT_URL: 'https://bot.example.net/v0/api.js?render=explicit',
      VITE_SESSION_REPLAY_SCRIPT_URL: 'https://cdn.replay.example.com/r.js',
      VITE_CHAT_SCRIPT_URL: 'https://cdn.replay.example.com/chat.js',
      SANDBOX_CSP_CONNECT_ORIGINS: 'https://api.replay.example.com  wss://live.replay.example.com/socket nonsense',
    });
    expect(sources.script).toEqual(['https://bot.example.net', 'https://cdn.replay.example.com']);
    expect(sources.connect).toEqual(['https://cdn.replay.example.com', 'https://api.replay.example.com', 'wss://live.replay.example.com']);
    expect(sources.img).toEqual(['https://cdn.replay.example.com']);
  });
});

describe('inlineBlocks and the portal policy', () => {
  const html = '<head><script>var a=1</script><script type="module" src="/e.js"></script><script type="application/json">{"x":1}</script>' +
    '<SCRIPT TYPE="module">import "/m.js"</SCRIPT><style>body{margin:0}</style></head>';

  it('finds inline runnable scripts and stylesheets, but neither external scripts nor JSON data blocks', () => {
    expect(inlineBlocks(html)).toEqual({ scripts: ['var a=1', 'import "/m.js"'], styles: ['body{margin:0}'] });
  });

  it("hashes them as the browser does (SHA-256 of the UTF-8 text) and never allows 'unsafe-inline'", () => {
    expect(cspHash('var a=1')).toBe(`'sha256-${createHash('sha256').update('var a=1').digest('base64')}'`);
    const directives = portalDirectives(inlineBlocks(html), cspSourcesFromEnv({ VITE_TURNSTILE_SITE_KEY: 'k' }));
    expect(directives['script-src']).toEqual(["'self'", cspHash('var a=1'), cspHash('import "/m.js"'), 'https://challenges.cloudflare.com']);
    expect(directives['style-src']).toEqual(["'self'", cspHash('body{margin:0}')]);
    expect(directives['frame-src']).toEqual(['https://challenges.cloudflare.com']);
    expect(Object.values(directives).flat()).not.toContain("'unsafe-inline'");
    expect(portalDirectives({ scripts: [], styles: [] }, NO_CSP_SOURCES)['frame-src']).toEqual(["'none'"]);
  });
});

describe('style attributes of prerendered pages (issue 14 §1)', () => {
  it('are collected decoded and allowed by hash only, with unsafe-hashes', async () => {
    const { styleAttributes } = await import('../../../src/sandbox/http/contentSecurityPolicy');
    const html = '<div class="a" style="width:11%"></div><p style="font-family:&quot;x&quot;">t</p><div style="width:11%"></div>';
    expect(styleAttributes(html)).toEqual(['width:11%', 'font-family:"x"']);
    const directives = portalDirectives({ scripts: [], styles: [], styleAttributes: styleAttributes(html) }, NO_CSP_SOURCES);
    expect(directives['style-src-attr']).toEqual(["'unsafe-hashes'", cspHash('width:11%'), cspHash('font-family:"x"')]);
    expect(portalDirectives({ scripts: [], styles: [] }, NO_CSP_SOURCES)['style-src-attr']).toBeUndefined();
  });
});
