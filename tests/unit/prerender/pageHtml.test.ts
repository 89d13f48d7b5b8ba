import { readFileSync } from 'node:fs';
import { fillTemplate, preloadLinksFor, SHELL_HEADING_ATTRIBUTE, SIGNED_IN_SHELL, SIGNED_IN_START_ID, titleOf, withoutIdleScripts } from '../../../scripts/prerender/pageHtml';
import { TOKEN_STORAGE_KEY } from '../../../scripts/prerender/indexPage';
import { PRERENDERED_ATTRIBUTE } from '../../../src/client/app/firstRender';

const TEMPLATE = '<!doctype html><html><head><title>App</title><script>var a=1</script></head><body><div id="root"></div></body></html>';

describe('prerendered page files (issue 14 §1)', () => {
  it('titles a page as the browser does: "<h1> · <app title>", escapes kept, React text separators and tags dropped', () => {
    expect(titleOf('<main><h1 tabindex="-1">Step <!-- -->1 of 9</h1></main>', 'App')).toBe('Step 1 of 9 · App');
    expect(titleOf('<h1>We don&#x27;t <em>offer</em> it</h1>', 'App')).toBe('We don&#x27;t offer it · App');
    expect(titleOf('<p>no heading</p>', 'App')).toBe('App');
  });

  it('puts the page into #root with the path it shows, and its title; a shell gets no marker', () => {
    const page = fillTemplate(TEMPLATE, { html: '<h1>Sign in</h1>', title: 'Sign in · App', prerendered: '/login' });
    expect(page).toBe(
      '<!doctype html><html><head><title>Sign in · App</title><script>var a=1</script></head><body><div id="root" data-prerendered="/login"><h1>Sign in</h1></div></body></html>',
    );
    expect(fillTemplate(TEMPLATE, { html: '<p>…</p>', title: 'App', prerendered: null })).toContain('<div id="root"><p>…</p></div>');
  });

  it('keeps `$` sequences of the page as they are (no replacement patterns) and escapes the marker', () => {
    const page = fillTemplate(TEMPLATE, { html: '<p>$& $1 $$</p>', title: '$&', prerendered: '/a"b' });
    expect(page).toContain('<title>$&</title>');
    expect(page).toContain('<div id="root" data-prerendered="/a&quot;b"><p>$& $1 $$</p></div>');
  });

  it('gives `/` the signed-in shell in an inert template after #root, with its title escaped; other pages none', () => {
    const page = fillTemplate(TEMPLATE, {
      html: '<h1>Where is your home?</h1>',
      title: 'Where is your home? · App',
      prerendered: '/property_address',
      signedInStart: { html: '<main aria-busy="true">Loading…</main>', title: 'A "quoted" & App' },
    });
    expect(page).toContain(
      `<div id="root" data-prerendered="/property_address"><h1>Where is your home?</h1></div><template id="${SIGNED_IN_START_ID}" data-title="A &quot;quoted&quot; &amp; App"><main aria-busy="true">Loading…</main></template>`,
    );
    expect(fillTemplate(TEMPLATE, { html: '<h1>Sign in</h1>', title: 'T', prerendered: '/login' })).not.toContain('<template');
  });

  it('index.html swaps that template in only on `/`, with a session stored, and drops the hydration marker', () => {
    const html = readFileSync('src/client/app/web/index.html', 'utf8');
    const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((s) => s.includes(SIGNED_IN_START_ID));
    expect(script).toBeDefined();
    expect(script).toContain(`getElementById('${SIGNED_IN_START_ID}')`);
    expect(script).toContain(`pathname !== '/'`);
    expect(script).toContain(`sessionStorage.getItem('${TOKEN_STORAGE_KEY}')`);
    expect(script).toContain(`removeAttribute('${PRERENDERED_ATTRIBUTE}')`);
    // After #root, so the page it replaces is parsed; before the portal's module script.
    expect(html.indexOf('<div id="root"></div>')).toBeLessThan(html.indexOf(SIGNED_IN_START_ID));
    expect(html.indexOf(SIGNED_IN_START_ID)).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('gives the shell the headings of pages that need no data, each in an inert template after #root, attributes escaped', () => {
    const shell = fillTemplate(TEMPLATE, {
      html: '<main aria-busy="true">Loading…</main>',
      title: 'App',
      prerendered: null,
      shellHeadings: [{ pattern: '^/a/[^/]+/tasks/?$', title: 'Your "tasks" · App', mainClass: 'content content--wide', html: '<h1 tabindex="-1">Your tasks</h1>' }],
    });
    expect(shell).toContain(
      `<div id="root"><main aria-busy="true">Loading…</main></div><template ${SHELL_HEADING_ATTRIBUTE}="^/a/[^/]+/tasks/?$" data-title="Your &quot;tasks&quot; · App" data-main-class="content content--wide"><h1 tabindex="-1">Your tasks</h1></template>`,
    );
    expect(fillTemplate(TEMPLATE, { html: '<h1>Sign in</h1>', title: 'T', prerendered: '/login' })).not.toContain(SHELL_HEADING_ATTRIBUTE);
  });

  it('index.html puts the heading whose pattern matches the address at the top of the shell’s main, with its width and title, before the module script', () => {
    const html = readFileSync('src/client/app/web/index.html', 'utf8');
    const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((s) => s.includes(SHELL_HEADING_ATTRIBUTE));
    if (!script) throw new Error('index.html has no shell-heading script');
    // The script's view of the shell: `main` and the templates as fillTemplate writes them (the browser test in
    // tests/e2e/prerender.test.ts runs it on the real shell).
    const headings = [
      { path: '^/a/[^/]+/tasks/?$', title: 'Your tasks · App', mainClass: 'content content--wide', html: '<h1>Your tasks</h1>' },
      { path: '^/a/[^/]+/sections/liens/?$', title: 'Liens · App', mainClass: 'content', html: '<h1>Liens</h1><p class="lead">Other loans.</p>' },
    ];
    const run = (pathname: string) => {
      const main = { className: 'content content--pending', firstChild: 'the loading status', inserted: [] as unknown[], insertBefore(node: unknown, before: unknown) { this.inserted.push(node, before); } };
      const templates = headings.map((h) => ({
        getAttribute: (name: string) => ({ [SHELL_HEADING_ATTRIBUTE]: h.path, 'data-title': h.title, 'data-main-class': h.mainClass })[name] ?? null,
        content: { cloneNode: (deep: boolean) => (deep ? h.html : '') },
      }));
      const document = {
        title: 'App',
        querySelector: (selector: string) => (selector === '#root main[aria-busy]' ? main : null),
        querySelectorAll: (selector: string) => (selector === `template[${SHELL_HEADING_ATTRIBUTE}]` ? templates : []),
      };
      new Function('document', 'window', script)(document, { location: { pathname } });
      return { main: main.className, inserted: main.inserted, title: document.title };
    };
    expect(run('/a/7/sections/liens')).toEqual({ main: 'content content--pending', inserted: ['<h1>Liens</h1><p class="lead">Other loans.</p>', 'the loading status'], title: 'Liens · App' });
    expect(run('/A/7/TASKS/')).toEqual({ main: 'content content--wide content--pending', inserted: ['<h1>Your tasks</h1>', 'the loading status'], title: 'Your tasks · App' });
    // No page of the list at this address (its heading needs the application): the shell stays as it is.
    expect(run('/a/7')).toEqual({ main: 'content content--pending', inserted: [], title: 'App' });
    expect(html.indexOf(SHELL_HEADING_ATTRIBUTE)).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('refuses a template without an empty root or a title, saying which', () => {
    expect(() => fillTemplate('<title>x</title><div id="root">x</div>', { html: '', title: '', prerendered: null })).toThrow(/empty <div id="root"><\/div>/);
    expect(() => fillTemplate('<div id="root"></div>', { html: '', title: '', prerendered: null })).toThrow(/no <title>/);
  });
});

describe('route preloads of a prerendered page (issue 14 §1)', () => {
  const template =
    '<title>App</title><script>(function(){if(document.querySelector(\'link[rel=modulepreload]\'))return;' +
    'var f=["assets/a.js","assets/b.js","assets/c.js","assets/b.css"],r=[["^/login/?$",[0,1,3]],["^/applications/[^/]+/?$",[2]]],p=location.pathname;})()</script>';

  it('lists the chunks the template’s script would add for the path, and their stylesheets as style preloads, as links the parser starts at once', () => {
    expect(preloadLinksFor(template, '/login')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js" /><link rel="modulepreload" crossorigin href="/assets/b.js" />' +
        '<link rel="preload" as="style" crossorigin href="/assets/b.css" />',
    );
    expect(preloadLinksFor(template, '/nope')).toBe('');
    expect(preloadLinksFor('<title>x</title>', '/login')).toBe('');
  });

  it('puts them after the title, before any script', () => {
    const page = fillTemplate(`${template}<div id="root"></div>`, { html: '', title: 'T', prerendered: '/login', head: '<link rel="modulepreload" href="/x.js" />' });
    expect(page.indexOf('<link rel="modulepreload"')).toBeLessThan(page.indexOf('<script>'));
  });
});

describe('inline scripts of a prerendered page (issue 24: nothing before the first paint that does nothing)', () => {
  /** The built index.html's inline scripts, in its order, as their markers say (src/client/app/web/index.html). */
  const built = [
    '<!-- Data start -->\n<script>(function(w){w.__heiDataStart={}})(window)</script>',
    "<script>(function(){if(document.querySelector('link[rel=modulepreload]'))return;var f=[]})()</script>",
    `<!-- \`/\` swap -->\n<script>(function(d){d.getElementById('${SIGNED_IN_START_ID}')})(document)</script>`,
    '<script type="module" src="/assets/index.js"></script>',
  ].join('\n');
  const scripts = (html: string) => [...html.matchAll(/<script[^>]*>/g)].length;

  it('a funnel page and /login keep none of them, only the module script (and no comment of theirs)', () => {
    for (const path of ['/property_address', '/login', '/welcome']) {
      const page = withoutIdleScripts(built, path);
      expect(scripts(page)).toBe(1);
      expect(page).toContain('type="module"');
      expect(page).not.toContain('<!--');
    }
  });

  it('`/` keeps the data start (the list, signed in) and the signed-in shell swap; /applicants the data start', () => {
    const home = withoutIdleScripts(built, '/');
    expect(home).toContain('__heiDataStart');
    expect(home).toContain(SIGNED_IN_START_ID);
    expect(home).not.toContain('link[rel=modulepreload]');
    const list = withoutIdleScripts(built, '/applicants');
    expect(list).toContain('__heiDataStart');
    expect(list).not.toContain(SIGNED_IN_START_ID);
  });

  it('the shell-heading script is kept by no prerendered page (only the shell carries headings)', () => {
    const withHeading = `${built}\n<script>(function(d){d.querySelectorAll('template[${SHELL_HEADING_ATTRIBUTE}]')})(document)</script>`;
    for (const path of ['/', '/applicants', '/login', '/property_address']) expect(withoutIdleScripts(withHeading, path)).not.toContain(SHELL_HEADING_ATTRIBUTE);
  });

  it('the shell keeps the data start, the route preloads and its heading, not the swap meant for `/`', () => {
    const withHeading = `${built}\n<script>(function(d){d.querySelectorAll('template[${SHELL_HEADING_ATTRIBUTE}]')})(document)</script>`;
    const shell = withoutIdleScripts(withHeading, SIGNED_IN_SHELL);
    expect(shell).toContain('__heiDataStart');
    expect(shell).toContain('link[rel=modulepreload]');
    expect(shell).toContain(SHELL_HEADING_ATTRIBUTE);
    expect(shell).not.toContain(SIGNED_IN_START_ID);
    expect(scripts(shell)).toBe(4);
  });

  it('leaves any other inline script where it is', () => {
    const other = '<script>window.other=1</script>';
    expect(withoutIdleScripts(`${built}${other}`, '/login')).toContain(other);
  });
});
