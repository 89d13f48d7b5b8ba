import { isSafeNextPath, loginPath } from '../../../src/client/kernel/session/paths';

describe('login paths', () => {
  it('carries the reason and a safe next path in the query', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('expired')).toBe('/login?q=expired');
    expect(loginPath('expired', '/applications/abc?x=1')).toBe('/login?q=expired&next=%2Fapplications%2Fabc%3Fx%3D1');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', 'applications'])(
    'never lets %j through as a next path (no open redirect)',
    (path) => {
      expect(isSafeNextPath(path)).toBe(false);
      expect(loginPath(null, path)).toBe('/login');
    },
  );

  it('accepts in-app paths', () => {
    expect(isSafeNextPath('/applications/abc')).toBe(true);
    expect(isSafeNextPath('/')).toBe(true);
  });
});
