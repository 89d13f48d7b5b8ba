import type { FeatureModule } from '../kernel/epic';
import { createQueryCacheEpic } from '../kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../kernel/queryCache/reducer';
import { sessionModule } from '../kernel/session';
import { funnelFeature } from '../features/funnel';

/** The shared query cache (§3 data groups, §7/§9 retention), mounted at `state.queries`. */
export const queryCacheModule: FeatureModule = { name: QUERY_CACHE_KEY, reducer: queryCacheReducer, epic: createQueryCacheEpic() };

/** What every page needs, mounted with the store: queries, session and the public funnel (the first page most see). */
export const EAGER_MODULES: readonly FeatureModule[] = [queryCacheModule, sessionModule, funnelFeature];

/**
 * Features mounted the first time one of their routes renders (their code is not in the first load): auth (`/`,
 * `/login…`, `/password/:key`, `/logout`, `/create-user/:id`) and application (`/applications/:id`, `/profiles/:id`,
 * `/applicants` when signed in).
 */
export const LAZY_FEATURES = {
  auth: () => import('../features/auth').then((m) => m.authFeature),
  application: () => import('../features/application').then((m) => m.applicationFeature),
} satisfies Record<string, () => Promise<FeatureModule>>;

/** The name of a lazily mounted feature. */
export type LazyFeatureName = keyof typeof LAZY_FEATURES;

/** Every module of the app, eager and lazy, loaded (for tests that check all reducers or replay everything). */
export async function loadAllModules(): Promise<FeatureModule[]> {
  const lazy = await Promise.all(Object.values(LAZY_FEATURES).map((load) => load()));
  return [...EAGER_MODULES, ...lazy];
}
