import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyPage } from '../../../src/client/app/lazyFeatures';
import type { LazyFeatureName } from '../../../src/client/app/modules';

const LoginForm = () => <label htmlFor="email">Email address</label>;

/** A page whose feature mount and code load are recorded, and fail while `failing` is set. */
function page(feature: LazyFeatureName | null = 'auth') {
  const calls: string[] = [];
  let failing = false;
  const Page = lazyPage(
    async (name) => void calls.push(`mount ${name}`),
    feature,
    async () => {
      calls.push('load');
      if (failing) throw new Error('chunk could not be fetched');
      return LoginForm;
    },
  );
  return { Page, calls, fail: (on: boolean) => (failing = on) };
}

// Issue 14 §1: a prerendered page is hydrated once its code is here, in one pass. A page that still had to suspend
// left its Suspense boundary waiting, and a store update meanwhile made React render it afresh, dropping what was typed.
describe('a lazy page', () => {
  it('suspends (the boundary shows its fallback) until its code has loaded', () => {
    const { Page } = page();
    expect(renderToString(<Suspense fallback={<p>Loading…</p>}><Page /></Suspense>)).toContain('Loading…');
  });

  it('renders the page at once, without suspending, after preload — its feature mounted first', async () => {
    const { Page, calls } = page();
    await Page.preload();
    expect(calls.sort()).toEqual(['load', 'mount auth']);
    const html = renderToString(<Suspense fallback={<p>Loading…</p>}><Page /></Suspense>);
    expect(html).toContain('Email address');
    expect(html).not.toContain('Loading…');
  });

  it('loads its code once however many preloads and renders ask', async () => {
    const { Page, calls } = page(null);
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(calls).toEqual(['load']);
  });

  it('rejects a preload whose code cannot be fetched, and tries again on the next one', async () => {
    const { Page, calls, fail } = page(null);
    fail(true);
    await expect(Page.preload()).rejects.toThrow('chunk could not be fetched');
    fail(false);
    await Page.preload();
    expect(calls).toEqual(['load', 'load']);
    expect(renderToString(<Page />)).toContain('Email address');
  });
});
