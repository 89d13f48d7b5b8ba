import type { FeatureModule } from '../kernel/epic';
import { createQueryCacheEpic } from '../kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../kernel/queryCache/reducer';
import { sessionModule } from '../kernel/session';
import { applicationFeature } from '../features/application';
import { authFeature } from '../features/auth';
import { funnelFeature } from '../features/funnel';

/** The shared query cache (§3 data groups, §7/§9 retention), mounted at `state.queries`. */
export const queryCacheModule: FeatureModule = { name: QUERY_CACHE_KEY, reducer: queryCacheReducer, epic: createQueryCacheEpic() };

/** Every module the app mounts: queries, session, auth, application, funnel. */
export const APP_MODULES: readonly FeatureModule[] = [queryCacheModule, sessionModule, authFeature, applicationFeature, funnelFeature];
