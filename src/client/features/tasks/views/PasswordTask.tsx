import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import type { Section } from '../../../kernel/queryCache/section';
import { Alert } from '../../../ui/Alert';
import { Loading } from '../../../ui/Loading';
import { SectionState } from '../../../ui/SectionState';
import type { PasswordView } from '../selectors';

// The form (react-final-form) loads when it is shown: most people who open the tasks page have a password.
const PasswordForm = lazy(() => import('./PasswordForm'));

/** Shown once the password task is done. */
export const PASSWORD_SET_TEXT = 'Your password is set. You can now sign in with it.';

/**
 * What the §2 password task needs under its row: for a person without a password the form to choose one; for one
 * who has just set it the confirmation (announced), and focus moves to `focusId` (the row's heading: the form, and
 * the button that had focus, are gone); for one who has a password, where to change it.
 */
export function PasswordTaskBody({ applicationId, password, focusId, onRetry }: { applicationId: string; password: Section<PasswordView>; focusId: string; onRetry: () => void }) {
  const justSet = password.status === 'ready' && password.data.justSet;
  // Also on mount: the row moves to the Done group once the tasks are refreshed, and is drawn anew there.
  useEffect(() => {
    if (justSet) document.getElementById(focusId)?.focus();
  }, [justSet, focusId]);
  return (
    <SectionState section={password} loadingLabel="Loading your sign-in details…" onRetry={onRetry}>
      {(data) =>
        data.justSet ? (
          <Alert tone="success">{PASSWORD_SET_TEXT}</Alert>
        ) : data.hasPassword ? (
          <p>
            You sign in with your password. You can change it on <Link to={`/applications/${encodeURIComponent(applicationId)}/profile`}>your profile</Link>.
          </p>
        ) : (
          <Suspense
            fallback={
              <div className="slot-password-form">
                <Loading label="Loading the password form…" />
              </div>
            }
          >
            <PasswordForm applicationId={applicationId} profileUuid={data.profileUuid} />
          </Suspense>
        )
      }
    </SectionState>
  );
}

/**
 * The §2 password section for a person without a password whose application has no password task (e.g. an
 * application started after signing in by an emailed link): the form under a focusable heading, `#password`.
 * Nothing for anyone else.
 */
export function PasswordFallback({ applicationId, password, onRetry }: { applicationId: string; password: Section<PasswordView>; onRetry: () => void }) {
  if (password.status !== 'ready' || (password.data.hasPassword && !password.data.justSet)) return null;
  return (
    <section id="password" aria-labelledby="password-heading" className="card">
      <h2 id="password-heading" tabIndex={-1}>
        Set a password
      </h2>
      {password.data.justSet ? null : <p>Choose a password so you can sign in without waiting for an email link.</p>}
      <PasswordTaskBody applicationId={applicationId} password={password} focusId="password-heading" onRetry={onRetry} />
    </section>
  );
}
