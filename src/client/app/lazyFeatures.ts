import { lazy, type ComponentType } from 'react';
import type { FeatureModule } from '../kernel/epic';
import type { LazyRoute } from '../kernel/lazyRoute';
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

/**
 * A `React.lazy` page that renders only once `feature` (if any) is mounted, so the commands it sends on mount find
 * their epic. Feature and page chunks load in parallel.
 */
export function lazyPage(mount: MountFeature, feature: LazyFeatureName | null, load: LazyRoute['load']): ComponentType {
  return lazy(async () => {
    const [, Page] = await Promise.all([feature ? mount(feature) : undefined, load()]);
    return { default: Page };
  });
}
