import { lazy, Suspense } from 'react';

const BotCheck = lazy(() => import('./BotCheck'));

/**
 * The bot-check widget (§5) in a login form whose submit is a protected call (password sign-in, magic-link request),
 * with "Try again" after a failed check. Its code comes after the page's first render (issue #5: the login page's
 * first load does not grow); a submit before then waits for the widget like any other.
 */
export function LoginBotCheck() {
  return (
    <Suspense fallback={null}>
      <BotCheck />
    </Suspense>
  );
}
