import { useEffect, useMemo } from 'react';
import { isUuid } from '../../domain/ids';
import { unreadCount } from '../../domain/messages/inbox';
import { messagesQuery } from '../kernel/api/messageQueries';
import type { QueryCacheRootState } from '../kernel/queryCache/reducer';
import { useProjection, useSend } from '../kernel/react';

/**
 * The number of unread messages of `applicationId` (issue 12 §1), or null until the Messages data set has answered
 * (also when it failed or the id is not a UUID: the navigation then just says "Messages"). Holds the Messages query
 * while mounted, so every page that shows the application navigation keeps the count current (the §4 fan-out
 * refreshes it with the other eight data sets).
 */
export function useUnreadMessages(applicationId: string): number | null {
  const send = useSend();
  useEffect(() => {
    if (!isUuid(applicationId)) return undefined;
    send(messagesQuery.subscribe({ uuid: applicationId }));
    return () => send(messagesQuery.unsubscribe({ uuid: applicationId }));
  }, [applicationId, send]);
  const select = useMemo(
    () => (state: QueryCacheRootState) => {
      const data = isUuid(applicationId) ? messagesQuery.select(state, { uuid: applicationId }).data : undefined;
      return data ? unreadCount(data) : null;
    },
    [applicationId],
  );
  return useProjection(select);
}
