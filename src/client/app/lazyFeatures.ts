import type { FeatureModule } from '../kernel/epic';
import type { LazyRoute } from '../kernel/lazyRoute';
import { preloadable, type Preloadable } from '../kernel/react';
import type { LazyFeatureName } from './modules';

/** Mounts a lazy feature (resolves once its reducer and epic are in the store). */
export type MountFeature = (name: LazyFeatureName) => Promise<void>;

/**
 * Loads and mounts each lazy feature (one module, or several that travel together) at most once, however many
 * routes ask for it. A failed load (e.g. the chunk
 * could not be fetched while offline) is forgotten, so the next attempt tries again; the error goes to the caller.
 */
export function createFeatureMounter<N extends string = LazyFeatureName>(
  loaders: Record<N, () => Promise<FeatureModule | readonly FeatureModule[]>>,
  addModule: (module: FeatureModule) => void,
): (name: N) => Promise<void> {
  const mounting = new Map<N, Promise<void>>();
  const addAll = (loaded: FeatureModule | readonly FeatureModule[]) => {
    for (const module of Array.isArray(loaded) ? (loaded as readonly FeatureModule[]) : [loaded as FeatureModule]) addModule(module);
  };
  return (name) => {
    const known = mounting.get(name);
    if (known) return known;
    const started = loaders[name]().then(addAll, (error: unknown) => {
      mounting.delete(name);
      throw error;
    });
    mounting.set(name, started);
    return started;
  };
}

/** A lazy page that can be loaded ahead of its first render (issue 14 §1: before hydrating a prerendered page). */
export type PreloadablePage = Preloadable<object>;

/**
 * A lazy page (kernel `preloadable`) that renders only once `feature` (if any) is mounted, so the commands it sends on
 * mount find their epic. Feature and page chunks load in parallel. Once loaded (by a render or by `preload`), it
 * renders the page directly, without suspending: a prerendered page whose code was preloaded hydrates in one pass,
 * with no Suspense boundary left dehydrated — an urgent update reaching such a boundary (a store change while the
 * code still loads) makes React render it afresh, and what was typed into the HTML's fields before that is lost.
 */
export function lazyPage(mount: MountFeature, feature: LazyFeatureName | null, load: LazyRoute['load']): PreloadablePage {
  return preloadable(() => Promise.all([feature ? mount(feature) : undefined, load()]).then(([, Page]) => Page));
}
