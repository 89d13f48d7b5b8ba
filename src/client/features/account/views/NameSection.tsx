import { useMemo, useState } from 'react';
import { validateRequired } from '../../../../domain/validation/address';
import { sameNames } from '../../../kernel/forms/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { saveName } from '../actions';
import { submissionErrorsOf } from '../formErrors';
import type { ProfileView } from '../selectors';
import { EditableSection } from './EditableSection';
import { EditForm } from './EditForm';

interface NameValues {
  first_name?: string;
  middle_name?: string;
  last_name?: string;
}

const NAME_FIELDS = sameNames('first_name', 'middle_name', 'last_name');

/** The name on the profile (first, middle, last): shown, and edited with `PATCH profile` (§7). */
export function NameSection({ applicationId, profile }: { applicationId: string; profile: ProfileView }) {
  const [editing, setEditing] = useState(false);
  const initialValues = useMemo<NameValues>(
    () => ({ first_name: profile.firstName, middle_name: profile.middleName, last_name: profile.lastName }),
    [profile.firstName, profile.middleName, profile.lastName],
  );
  return (
    <EditableSection
      id="profile-name"
      title="Your name"
      summary={<p>{profile.fullName}</p>}
      editLabel="Edit name"
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      <EditForm<NameValues>
        labelledBy="profile-name"
        initialValues={initialValues}
        command={(values, correlationId) =>
          saveName(
            { applicationId, name: { first_name: values.first_name ?? '', middle_name: values.middle_name ?? null, last_name: values.last_name ?? '' } },
            { correlationId },
          )
        }
        toErrors={(error) => submissionErrorsOf(error, NAME_FIELDS)}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
        submitLabel="Save name"
        busyLabel="Saving your name…"
      >
        <TextField name="first_name" label="First name" autoComplete="given-name" maxLength={100} validate={validateRequired} required autoFocus />
        <TextField name="middle_name" label="Middle name" autoComplete="additional-name" maxLength={100} />
        <TextField name="last_name" label="Last name" autoComplete="family-name" maxLength={100} validate={validateRequired} required />
      </EditForm>
    </EditableSection>
  );
}
