import type { AnyAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { validateNewPassword, validatePasswordConfirmation } from '../../../../domain/password';
import type { Section } from '../../../kernel/queryCache/section';
import { useSendAndAwait } from '../../../kernel/react';
import { Alert, Button, FormError, TextField } from '../../../ui';
import { SectionState } from '../../../ui/SectionState';
import { passwordSetFailed, setPassword } from '../actions';
import { passwordSubmissionErrors } from '../passwordErrors';
import type { PasswordView, TaskCardView } from '../selectors';
import { TaskSummaryItem } from './TaskCard';

/** Shown once the password task is done. */
export const PASSWORD_SET_TEXT = 'Your password is set. You can now sign in with it.';

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/** New password + confirmation (the shared rule of src/domain/password), and the submit that runs the §2 password task. */
function PasswordForm({ applicationId, profileUuid }: { applicationId: string; profileUuid: string }) {
  const sendAndAwait = useSendAndAwait();
  const onSubmit = async (values: PasswordValues) => {
    const outcome = await sendAndAwait<AnyAction>((correlationId) =>
      setPassword({ applicationId, profileUuid, password: values.password }, { correlationId }),
    );
    return passwordSetFailed.match(outcome) ? passwordSubmissionErrors(outcome.payload.error) : undefined;
  };
  return (
    <Form<PasswordValues>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Set a password">
          <TextField name="password" label="New password" hint="At least 8 characters." type="password" autoComplete="new-password" required validate={validateNewPassword} />
          <TextField
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            validate={(value: string | undefined, all: object) => validatePasswordConfirmation(value, (all as Partial<PasswordValues>).password)}
          />
          <FormError />
          <div className="actions">
            <Button type="submit" busy={submitting} busyLabel="Setting your password…">
              Set password
            </Button>
          </div>
        </form>
      )}
    />
  );
}

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
              <PasswordForm applicationId={applicationId} profileUuid={data.profileUuid} />
            </>
          )
        }
      </SectionState>
    </section>
  );
}
