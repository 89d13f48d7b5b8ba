import { pageAnswer, patternRegExp, type PrerenderManifest } from '../../../src/sandbox/prerenderManifest';

const MANIFEST: PrerenderManifest = {
  pages: [
    { path: '/', file: 'index.html' },
    { path: '/login', file: 'login/index.html' },
    { path: '/unable-to-offer/not-enough-equity', file: 'unable-to-offer/not-enough-equity/index.html' },
  ],
  notFound: '404.html',
  shell: 'shell.html',
  routes: {
    public: ['/', '/login', '/login/:magiclink', '/unable-to-offer/:reason'],
    session: ['/applications/:applicationId', '/applications/:applicationId/servicing/:requestUuid/:stepKind?'],
  },
};

describe('which built file answers a page address (issue 14 §1)', () => {
  it('answers a prerendered page with its own file, with or without a trailing slash', () => {
    expect(pageAnswer(MANIFEST, '/login')).toEqual({ file: 'login/index.html', status: 200 });
    expect(pageAnswer(MANIFEST, '/login/')).toEqual({ file: 'login/index.html', status: 200 });
    expect(pageAnswer(MANIFEST, '/')).toEqual({ file: 'index.html', status: 200 });
    expect(pageAnswer(MANIFEST, '/unable-to-offer/not-enough-equity')).toEqual({ file: 'unable-to-offer/not-enough-equity/index.html', status: 200 });
  });

  it('answers the page behind a privacy-settings overlay', () => {
    expect(pageAnswer(MANIFEST, '/login/privacy-settings')).toEqual({ file: 'login/index.html', status: 200 });
    expect(pageAnswer(MANIFEST, '/applications/x/privacy-settings')).toEqual({ file: 'shell.html', status: 200 });
  });

  it('answers every other page of the router with the shell, optional segments and case included', () => {
    expect(pageAnswer(MANIFEST, '/applications/3f1c')).toEqual({ file: 'shell.html', status: 200 });
    expect(pageAnswer(MANIFEST, '/applications/3f1c/servicing/9a/')).toEqual({ file: 'shell.html', status: 200 });
    expect(pageAnswer(MANIFEST, '/applications/3f1c/servicing/9a/payoff')).toEqual({ file: 'shell.html', status: 200 });
    expect(pageAnswer(MANIFEST, '/login/abc')).toEqual({ file: 'shell.html', status: 200 });
    expect(pageAnswer(MANIFEST, '/LOGIN')).toEqual({ file: 'shell.html', status: 200 });
    expect(pageAnswer(MANIFEST, '/unable-to-offer/some-other-reason')).toEqual({ file: 'shell.html', status: 200 });
  });

  it('answers a path that is no page with the 404 page and status 404', () => {
    for (const path of ['/nope', '/applicationz', '/applications/x/servicing/a/b/c', '/login/a/b']) {
      expect({ path, ...pageAnswer(MANIFEST, path) }).toEqual({ path, file: '404.html', status: 404 });
    }
  });

  it('reads react-router patterns: a param is one segment, a final `*` the rest', () => {
    expect(patternRegExp('/a/:b').test('/a/x/y')).toBe(false);
    expect(patternRegExp('/a/*').test('/a/x/y')).toBe(true);
    expect(patternRegExp('/a.b').test('/aXb')).toBe(false);
  });
});
