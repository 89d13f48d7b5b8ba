import { useMemo } from 'react';
import type { InternalStage } from '../../../contract/enums';
import { isUuid } from '../../../domain/ids';
import { applicationQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { useProjection } from '../../kernel/react';

/**
 * The internal stage (§4) of `applicationId` as the cached Application data set knows it, or null when it holds none
 * (also for an id that is not a UUID). It reads the cache and holds no query of its own: the application pages hold
 * the Application query already, and a subscription here would keep an entry alive past the invalidation that drops it
 * (a page then opened would show the stage from before a change made elsewhere, e.g. funding by the back office).
 */
export function useApplicationStage(applicationId: string): InternalStage | null {
  const select = useMemo(
    () => (state: QueryCacheRootState) =>
      isUuid(applicationId) ? (applicationQuery.select(state, { uuid: applicationId }).data?.stage ?? null) : null,
    [applicationId],
  );
  return useProjection(select);
}
