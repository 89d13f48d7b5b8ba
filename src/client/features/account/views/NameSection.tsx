import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { validateRequired } from '../../../../domain/validation/address';
import { Button, TextField } from '../../../ui';
import { FormActions } from '../../../ui/form/FormActions';
import { saveName } from '../actions';
import { sameNames, submissionErrorsOf } from '../formErrors';
import type { ProfileView } from '../selectors';
import { EditableSection } from './EditableSection';
import { useAccountSubmit } from './useAccountSubmit';

interface NameValues {
  first_name?: string;
  middle_name?: string;
  last_name?: string;
}

const NAME_FIELDS = sameNames('first_name', 'middle_name', 'last_name');

/** The name on the profile (first, middle, last): shown, and edited with `PATCH profile` (§7). */
export function NameSection({ applicationId, profile }: { applicationId: string; profile: ProfileView }) {
  const [editing, setEditing] = useState(false);
  const submit = useAccountSubmit();
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
      <Form<NameValues>
        initialValues={initialValues}
        onSubmit={(values) =>
          submit(
            (correlationId) =>
              saveName(
                { applicationId, name: { first_name: values.first_name ?? '', middle_name: values.middle_name ?? null, last_name: values.last_name ?? '' } },
                { correlationId },
              ),
            (error) => submissionErrorsOf(error, NAME_FIELDS),
            () => setEditing(false),
          )
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="profile-name">
            <TextField name="first_name" label="First name" autoComplete="given-name" maxLength={100} validate={validateRequired} required autoFocus />
            <TextField name="middle_name" label="Middle name" autoComplete="additional-name" maxLength={100} />
            <TextField name="last_name" label="Last name" autoComplete="family-name" maxLength={100} validate={validateRequired} required />
            <FormActions submitting={submitting} label="Save name" busyLabel="Saving your name…">
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
