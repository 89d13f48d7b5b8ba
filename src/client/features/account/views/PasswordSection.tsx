import { useState } from 'react';
import { validateNewPassword, validatePasswordConfirmation } from '../../../../domain/password';
import { sameNames } from '../../../kernel/forms/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { changeMyPassword } from '../actions';
import { submissionErrorsOf } from '../formErrors';
import type { ProfileView } from '../selectors';
import { EditableSection } from './EditableSection';
import { EditForm } from './EditForm';

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
  return (
    <EditableSection
      id="profile-password"
      title="Password"
      summary={<p>{profile.hasPassword ? 'You have a password.' : 'You have not set a password yet.'}</p>}
      editLabel={profile.hasPassword ? 'Change password' : 'Set a password'}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      <EditForm<PasswordValues>
        labelledBy="profile-password"
        command={(values, correlationId) => changeMyPassword({ applicationId, password: values.password ?? '' }, { correlationId })}
        toErrors={(error) => submissionErrorsOf(error, sameNames('password'))}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
        submitLabel="Save new password"
        busyLabel="Saving your password…"
      >
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
      </EditForm>
    </EditableSection>
  );
}
