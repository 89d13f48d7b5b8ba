import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Section } from '../../../kernel/queryCache/section';
import { Alert } from '../../../ui/Alert';
import { Loading } from '../../../ui/Loading';
import { SectionState } from '../../../ui/SectionState';
import type { PasswordView, TaskCardView } from '../selectors';
import { TaskSummaryItem } from './TaskCard';

// The form (react-final-form) loads when it is shown: most people who open the tasks page have a password.
const PasswordForm = lazy(() => import('./PasswordForm'));

/** Shown once the password task is done. */
export const PASSWORD_SET_TEXT = 'Your password is set. You can now sign in with it.';

/**
 * §2 password task (`#password`): a person without a password (e.g. signed up by magic link) chooses one; a person
 * with one is told so. After success the confirmation is announced and focus moves to the section heading (the form,
 * and the button that had focus, are gone).
 */
export function PasswordSection({
  applicationId,
  tasks,
  password,
  onRetry,
}: {
  applicationId: string;
  tasks: readonly TaskCardView[];
  password: Section<PasswordView>;
  onRetry: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const justSet = password.status === 'ready' && password.data.justSet;
  useEffect(() => {
    if (justSet) heading.current?.focus();
  }, [justSet]);

  return (
    <section id="password" aria-labelledby="password-heading" className="card">
      <h2 id="password-heading" ref={heading} tabIndex={-1}>
        Password
      </h2>
      {tasks.length > 0 ? (
        <ul className="list-plain">
          {tasks.map((task) => (
            <TaskSummaryItem key={task.uuid} task={{ ...task, link: null }} />
          ))}
        </ul>
      ) : null}
      <SectionState section={password} loadingLabel="Loading your sign-in details…" onRetry={onRetry}>
        {(data) =>
          data.justSet ? (
            <Alert tone="success">{PASSWORD_SET_TEXT}</Alert>
          ) : data.hasPassword ? (
            <p>
              You sign in with your password. You can change it on <Link to={`/applications/${encodeURIComponent(applicationId)}/profile`}>your profile</Link>.
            </p>
          ) : (
            <>
              <p>Choose a password so you can sign in without waiting for an email link.</p>
              <Suspense
                fallback={
                  <div className="slot-password-form">
                    <Loading label="Loading the password form…" />
                  </div>
                }
              >
                <PasswordForm applicationId={applicationId} profileUuid={data.profileUuid} />
              </Suspense>
            </>
          )
        }
      </SectionState>
    </section>
  );
}
