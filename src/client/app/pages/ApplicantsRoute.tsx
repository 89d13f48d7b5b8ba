import { Suspense, type ComponentType } from 'react';
import { selectIsSignedIn } from '../../kernel/session/selectors';
import { useProjection } from '../../kernel/react';
import { PageShell } from '../../ui/Page';

/**
 * `/applicants` (§2: the Spouse Profile Option Page of the funnel, and the applicants list used as a redirect
 * target): signed in → the person's applications (`SignedIn`); not signed in → the funnel's applicants question
 * (`SignedOut`). Both are lazy pages, each loaded only when shown.
 */
export function ApplicantsRoute({ SignedIn, SignedOut }: { SignedIn: ComponentType; SignedOut: ComponentType }) {
  const signedIn = useProjection(selectIsSignedIn);
  return <Suspense fallback={<PageShell />}>{signedIn ? <SignedIn /> : <SignedOut />}</Suspense>;
}
