import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the component's code; rejects as the load would (and a later preload tries again). */
  preload(): Promise<void>;
};

/**
 * A `React.lazy` component that, once loaded (by a render or by `preload`), renders directly without suspending: a
 * tree rendered after `preload` settles needs no Suspense boundary to wait (issue 14: a prerendered page hydrates in
 * one pass; a section form renders with its fields at once). Until then it suspends as `React.lazy` does. A failed
 * load is forgotten, so the next `preload` (or the first render after a failed preload) fetches again; a render that
 * met the failure passes it to the nearest error boundary, and `React.lazy` keeps it there (the route's error page
 * offers a reload).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await start() }));
  const Component = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  Component.preload = () => start().then(() => undefined);
  return Component;
}
