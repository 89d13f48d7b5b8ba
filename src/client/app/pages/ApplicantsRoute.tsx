import { lazy, Suspense } from 'react';
import { loadApplicationsListPage } from '../../features/application/routes';
import { selectIsSignedIn } from '../../kernel/session/selectors';
import { useProjection } from '../../kernel/react';
import { Loading } from '../../ui';

const ApplicationsListPage = lazy(loadApplicationsListPage);
const FunnelApplicantsPage = lazy(() => import('../../features/funnel/views/ApplicantsPage'));

/**
 * `/applicants` (§2: the Spouse Profile Option Page of the funnel, and the applicants list used as a redirect
 * target): signed in → the person's applications; not signed in → the funnel's applicants question. Each is loaded
 * only when shown.
 */
export function ApplicantsRoute() {
  const signedIn = useProjection(selectIsSignedIn);
  return <Suspense fallback={<Loading />}>{signedIn ? <ApplicationsListPage /> : <FunnelApplicantsPage />}</Suspense>;
}
