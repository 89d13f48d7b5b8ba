import { lazy, Suspense } from 'react';

const OpsBotCheckSlot = lazy(() => import('./OpsBotCheckSlot'));

/**
 * The bot-check widget (§5) in the staff sign-in form (issue 13 §1: `v1/ops/token-auth/` is a protected call), with
 * "Try again" after a failed check. Its code comes after the page's first render; a submit before then waits for it.
 */
export function OpsBotCheck() {
  return (
    <Suspense fallback={null}>
      <OpsBotCheckSlot />
    </Suspense>
  );
}
