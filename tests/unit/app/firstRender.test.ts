import { routeMatcher, shouldHydrate } from '../../../src/client/app/firstRender';

const known = routeMatcher(['/', '/login', '/applications/:applicationId']);

describe('whether the first render hydrates the prerendered HTML (issue 14 §1)', () => {
  it('hydrates the HTML of this very path for someone signed out (trailing slash ignored)', () => {
    expect(shouldHydrate({ prerendered: '/login', pathname: '/login', pristine: true, isKnownRoute: known })).toBe(true);
    expect(shouldHydrate({ prerendered: '/login', pathname: '/login/', pristine: true, isKnownRoute: known })).toBe(true);
  });

  it('renders afresh for a session or a query, another path (an overlay over the page included), a shell, or no HTML', () => {
    expect(shouldHydrate({ prerendered: '/login', pathname: '/login', pristine: false, isKnownRoute: known })).toBe(false);
    expect(shouldHydrate({ prerendered: '/login', pathname: '/login/privacy-settings', pristine: true, isKnownRoute: known })).toBe(false);
    expect(shouldHydrate({ prerendered: '/property_address', pathname: '/', pristine: true, isKnownRoute: known })).toBe(false);
    expect(shouldHydrate({ prerendered: null, pathname: '/applications/x', pristine: true, isKnownRoute: known })).toBe(false);
  });

  it('hydrates the 404 page only on a path that is no page of the router', () => {
    expect(shouldHydrate({ prerendered: '*', pathname: '/nope', pristine: true, isKnownRoute: known })).toBe(true);
    expect(shouldHydrate({ prerendered: '*', pathname: '/applications/x', pristine: true, isKnownRoute: known })).toBe(false);
  });
});

describe('afterNextPaint (issue 14 §1)', () => {
  it('starts after the next frame in a visible tab, at once in a hidden one', async () => {
    const { afterNextPaint } = await import('../../../src/client/kernel/afterNextPaint');
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const win = { requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => timers.push(f) } as unknown as Window & typeof globalThis;
    const started: string[] = [];
    afterNextPaint({ visibilityState: 'visible', defaultView: win }, () => started.push('visible'));
    expect(started).toEqual([]);
    frames.shift()?.();
    expect(started).toEqual([]);
    timers.shift()?.();
    expect(started).toEqual(['visible']);
    afterNextPaint({ visibilityState: 'hidden', defaultView: win }, () => started.push('hidden'));
    expect(started).toEqual(['visible', 'hidden']);
  });
});
