import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { preloadable, withoutReveal } from '../../../src/client/kernel/react';

describe('a preloadable component (kernel/react)', () => {
  it('says its code is not here until a preload has loaded it, then renders it without suspending', async () => {
    const Page = preloadable(() => Promise.resolve(({ name }: { name: string }) => <p>Hello {name}</p>));
    expect(Page.isLoaded()).toBe(false);
    await Page.preload();
    expect(Page.isLoaded()).toBe(true);
    // A server render cannot wait for a Suspense boundary: the page's own text proves it rendered at once.
    expect(renderToString(<Page name="Ada" />)).toContain('Hello <!-- -->Ada');
  });

  it('forgets a failed load: it is not loaded, and the next preload fetches again', async () => {
    let attempts = 0;
    const Page = preloadable(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => <p>Back online</p>);
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    expect(Page.isLoaded()).toBe(false);
    await Page.preload();
    expect(attempts).toBe(2);
    expect(Page.isLoaded()).toBe(true);
  });

  it('shows a part without a reveal: nothing (not the fallback) until its code is here, then the part', async () => {
    const Notice = preloadable(() => Promise.resolve(({ when }: { when: string }) => <p>Your session ends {when}</p>));
    const Part = withoutReveal(Notice);
    const page = () => renderToString(<Suspense fallback={<p>Loading…</p>}><main>Page</main><Part when="soon" /></Suspense>);
    expect(page()).toContain('Page');
    expect(page()).not.toContain('Loading…');
    expect(page()).not.toContain('Your session');
    await Notice.preload();
    expect(page()).toContain('Your session ends <!-- -->soon');
  });
});
