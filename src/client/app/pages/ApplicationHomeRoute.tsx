import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { isUuid } from '../../../domain/ids';
import { applicationQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { useProjection, useSend } from '../../kernel/react';
import { Loading } from '../../ui/Loading';

/** Which home an application shows: loading until the application answers, the investment dashboard once funded. */
export type ApplicationHomeKind = 'loading' | 'funded' | 'application';

/**
 * The home kind of `applicationId` from the cached Application (§3): `funded` once its internal stage is closed-won
 * (§4; issue 11 "any funded application"), `application` otherwise — also for an id that is not a UUID or an
 * application that failed to load, whose page then redirects or shows the error (§2) — and `loading` before it answers.
 */
export function homeKindOf(state: QueryCacheRootState, applicationId: string): ApplicationHomeKind {
  if (!isUuid(applicationId)) return 'application';
  const query = applicationQuery.select(state, { uuid: applicationId });
  if (query.data) return query.data.stage === 'closed-won' ? 'funded' : 'application';
  return query.status === 'rejected' ? 'application' : 'loading';
}

/**
 * `/applications/:applicationId` (§2 base; issue 11 §2): the composition root's choice between two features' pages —
 * the servicing feature's investment dashboard for a funded application, the application feature's home otherwise
 * (features never import each other). It holds the Application query while it decides and shows the loading state
 * until the application answers, so the wrong page never flashes; both pages are lazy and load only when chosen. A
 * stage that changes while shown (e.g. the ops view's polling, §4) switches the page.
 */
export function ApplicationHomeRoute({ Funded, NotFunded }: { Funded: ComponentType; NotFunded: ComponentType }) {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    if (!isUuid(applicationId)) return undefined;
    send(applicationQuery.subscribe({ uuid: applicationId }));
    return () => send(applicationQuery.unsubscribe({ uuid: applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => (state: QueryCacheRootState) => homeKindOf(state, applicationId), [applicationId]);
  const kind = useProjection(select);
  if (kind === 'loading') return <Loading label="Loading your application…" />;
  return <Suspense fallback={<Loading />}>{kind === 'funded' ? <Funded /> : <NotFunded />}</Suspense>;
}
