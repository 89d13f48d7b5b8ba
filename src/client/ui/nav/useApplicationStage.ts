import { useEffect, useMemo } from 'react';
import type { InternalStage } from '../../../contract/enums';
import { isUuid } from '../../../domain/ids';
import { applicationQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { useProjection, useSend } from '../../kernel/react';

/**
 * The internal stage (§4) of `applicationId`, or null until the Application data set has answered (also when it failed
 * or the id is not a UUID). Holds the Application query while mounted; the application pages hold it already, so this
 * costs no request of its own (the query cache shares one entry per key).
 */
export function useApplicationStage(applicationId: string): InternalStage | null {
  const send = useSend();
  useEffect(() => {
    if (!isUuid(applicationId)) return undefined;
    send(applicationQuery.subscribe({ uuid: applicationId }));
    return () => send(applicationQuery.unsubscribe({ uuid: applicationId }));
  }, [applicationId, send]);
  const select = useMemo(
    () => (state: QueryCacheRootState) =>
      isUuid(applicationId) ? (applicationQuery.select(state, { uuid: applicationId }).data?.stage ?? null) : null,
    [applicationId],
  );
  return useProjection(select);
}
