import { Suspense, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { isUuid } from '../../../domain/ids';
import { applicationQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { usePreloaded, useProjection, useSend, type Preloadable } from '../../kernel/react';
import { PageShell } from '../../ui/Page';

/**
 * Which home an application shows: loading until the application answers, the investment dashboard once funded, the
 * outcome page once denied or withdrawn (issue 12 §1), the application home otherwise.
 */
export type ApplicationHomeKind = 'loading' | 'funded' | 'closed-lost' | 'application';

/**
 * The home kind of `applicationId` from the cached Application (§3): `funded` once its internal stage is closed-won
 * (§4; issue 11 "any funded application"), `closed-lost` once it is closed-lost with its outcome (issue 12 §1),
 * `application` otherwise — also for an id that is not a UUID or an application that failed to load, whose page then
 * redirects or shows the error (§2) — and `loading` before it answers.
 */
export function homeKindOf(state: QueryCacheRootState, applicationId: string): ApplicationHomeKind {
  if (!isUuid(applicationId)) return 'application';
  const query = applicationQuery.select(state, { uuid: applicationId });
  if (query.data) {
    if (query.data.stage === 'closed-won') return 'funded';
    return query.data.stage === 'closed-lost' && query.data.closed_lost ? 'closed-lost' : 'application';
  }
  return query.status === 'rejected' ? 'application' : 'loading';
}

/**
 * `/applications/:applicationId` (§2 base; issue 11 §2; issue 12 §1): the composition root's choice between features'
 * pages — the servicing feature's investment dashboard for a funded application, the application feature's outcome
 * page for a denied or withdrawn one, its home otherwise (features never import each other). It holds the Application query while it decides and shows the loading state
 * until the application answers, so the wrong page never flashes; both pages are lazy and load only when chosen. A
 * stage that changes while shown (e.g. the ops view's polling, §4) switches the page.
 */
export function ApplicationHomeRoute({ Funded, ClosedLost, NotFunded }: { Funded: Preloadable<object>; ClosedLost: Preloadable<object>; NotFunded: Preloadable<object> }) {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    if (!isUuid(applicationId)) return undefined;
    send(applicationQuery.subscribe({ uuid: applicationId }));
    return () => send(applicationQuery.unsubscribe({ uuid: applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => (state: QueryCacheRootState) => homeKindOf(state, applicationId), [applicationId]);
  const kind = useProjection(select);
  const Chosen = kind === 'funded' ? Funded : kind === 'closed-lost' ? ClosedLost : NotFunded;
  // The chosen page's code loads while the loading state shows, not behind a Suspense fallback: React holds back a
  // boundary's content for up to 300 ms after its last fallback (kernel/react `usePreloaded`).
  const chosenLoaded = usePreloaded(kind === 'loading' ? null : Chosen);
  // The page's frame while it decides, as the prerendered shell and the router's loading state show it: a bare
  // loading line here collapsed the page for a moment, which counted as layout shift (issue 14 §3 CLS).
  if (kind === 'loading' || !chosenLoaded) return <PageShell label="Loading your application…" />;
  return (
    <Suspense fallback={<PageShell />}>
      <Chosen />
    </Suspense>
  );
}
