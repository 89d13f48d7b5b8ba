import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the component's code; rejects as the load would (and a later preload tries again). */
  preload(): Promise<void>;
  /** True once the code is here: a render then shows the component at once, without suspending. */
  isLoaded(): boolean;
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
  Component.isLoaded = () => loaded !== undefined;
  return Component;
}

/**
 * Whether `component`'s code is here, loading it if it is not (null: nothing to load yet, false): for a place that shows its own loading state while the
 * code loads, rather than a Suspense fallback. React holds back the content of a Suspense boundary whose code or data
 * has just arrived until 300 ms after the last fallback it showed or hid (its throttle on retries); on the application
 * home that added 0.5–0.8 s in a row of such waits before the page showed (docs/performance.md "Suspense reveals"). A
 * component shown once this answers true appears in an ordinary update as soon as its code has arrived. A failed load
 * answers true too: the render then meets the failure and hands it to the nearest error boundary, as `React.lazy` does.
 */
export function usePreloaded(component: Pick<Preloadable<object>, 'preload' | 'isLoaded'> | null): boolean {
  const [settled, setSettled] = useState<unknown>(null);
  const loaded = component?.isLoaded() ?? false;
  useEffect(() => {
    if (!component || loaded) return undefined;
    let live = true;
    const settle = () => {
      if (live) setSettled(component);
    };
    component.preload().then(settle, settle);
    return () => {
      live = false;
    };
  }, [component, loaded]);
  return component !== null && (loaded || settled === component);
}

/**
 * `component` once its code is here and nothing before it ({@link usePreloaded}): a lazily loaded part of a page (a
 * notice, a footer) that appears in an ordinary update instead of a Suspense reveal, which React would hold back for up
 * to 300 ms after any other boundary's fallback — and which would hold back the page's own reveals in turn. Keep a
 * Suspense boundary above it for the case the load fails: the render then meets the failure as `React.lazy` does.
 */
export function withoutReveal<P extends object>(component: Preloadable<P>): ComponentType<P> {
  return function Loaded(props: P) {
    return usePreloaded(component) ? createElement(component as ComponentType<P>, props) : null;
  };
}
