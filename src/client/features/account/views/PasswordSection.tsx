import { useState } from 'react';
import { Form } from 'react-final-form';
import { validateNewPassword, validatePasswordConfirmation } from '../../../../domain/password';
import { Button, TextField } from '../../../ui';
import { FormActions } from '../../../ui/form/FormActions';
import { changeMyPassword } from '../actions';
import { submissionErrorsOf } from '../formErrors';
import type { ProfileView } from '../selectors';
import { EditableSection } from './EditableSection';
import { useAccountSubmit } from './useAccountSubmit';

interface PasswordValues {
  password?: string;
  confirmPassword?: string;
}

/**
 * "Change password" (or "Set a password" for someone who signs in by email link), through the temporal links of §7
 * (create-change-password-token, then change-password). The rule is the portal's (src/domain/password: at least 8
 * characters, confirmed).
 */
export function PasswordSection({ applicationId, profile }: { applicationId: string; profile: ProfileView }) {
  const [editing, setEditing] = useState(false);
  const submit = useAccountSubmit();
  return (
    <EditableSection
      id="profile-password"
      title="Password"
      summary={<p>{profile.hasPassword ? 'You have a password.' : 'You have not set a password yet.'}</p>}
      editLabel={profile.hasPassword ? 'Change password' : 'Set a password'}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      <Form<PasswordValues>
        onSubmit={(values) =>
          submit(
            (correlationId) => changeMyPassword({ applicationId, password: values.password ?? '' }, { correlationId }),
            (error) => submissionErrorsOf(error, (f) => (f === 'password' ? 'password' : null)),
            () => setEditing(false),
          )
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="profile-password">
            <TextField
              name="password"
              label="New password"
              hint="At least 8 characters."
              type="password"
              autoComplete="new-password"
              validate={validateNewPassword}
              required
              autoFocus
            />
            <TextField
              name="confirmPassword"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              validate={(value: string | undefined, all: object) => validatePasswordConfirmation(value, (all as PasswordValues).password)}
              required
            />
            <FormActions submitting={submitting} label="Save new password" busyLabel="Saving your password…">
              <Button variant="secondary" onClick={() => setEditing(false)} disabled={submitting}>
                Cancel
              </Button>
            </FormActions>
          </form>
        )}
      />
    </EditableSection>
  );
}
