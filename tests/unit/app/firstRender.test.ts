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

describe('afterNextPaint (issue 14 §1, §3)', () => {
  /** A window whose frames and tasks run when the test says, and a document whose visibility the test changes. */
  function fakeTab(visibilityState: DocumentVisibilityState) {
    const frames: Array<() => void> = [];
    const tasks: Array<() => void> = [];
    const listeners = new Set<() => void>();
    const win = { requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => tasks.push(f) } as unknown as Window & typeof globalThis;
    const doc = {
      visibilityState,
      defaultView: win,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    const hide = () => {
      doc.visibilityState = 'hidden';
      for (const listener of [...listeners]) listener();
    };
    const show = () => {
      doc.visibilityState = 'visible';
      for (const listener of [...listeners]) listener();
    };
    const paint = () => {
      for (const frame of frames.splice(0)) frame();
      for (const task of tasks.splice(0)) task();
    };
    return { doc: doc as unknown as Document, frames, tasks, listeners, hide, show, paint };
  }

  it('starts after the next frame in a visible tab, at once in a hidden one', async () => {
    const { afterNextPaint } = await import('../../../src/client/kernel/afterNextPaint');
    const visible = fakeTab('visible');
    const started: string[] = [];
    afterNextPaint(visible.doc, () => started.push('visible'));
    expect(started).toEqual([]);
    visible.frames.shift()?.();
    expect(started).toEqual([]);
    visible.tasks.shift()?.();
    expect(started).toEqual(['visible']);
    afterNextPaint(fakeTab('hidden').doc, () => started.push('hidden'));
    expect(started).toEqual(['visible', 'hidden']);
  });

  it('runs at once when the tab is hidden (closed, reloaded) before the frame, and only that once', async () => {
    const { afterNextPaint } = await import('../../../src/client/kernel/afterNextPaint');
    const tab = fakeTab('visible');
    const started: string[] = [];
    afterNextPaint(tab.doc, () => started.push('work'));
    tab.hide();
    expect(started).toEqual(['work']);
    tab.show();
    tab.paint();
    expect(started).toEqual(['work']);
    expect(tab.listeners.size).toBe(0);
  });

  it('stops listening once it has run after the paint', async () => {
    const { afterNextPaint } = await import('../../../src/client/kernel/afterNextPaint');
    const tab = fakeTab('visible');
    const started: string[] = [];
    afterNextPaint(tab.doc, () => started.push('work'));
    tab.paint();
    tab.hide();
    expect(started).toEqual(['work']);
    expect(tab.listeners.size).toBe(0);
  });
});
