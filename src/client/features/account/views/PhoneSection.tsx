import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { validatePhone } from '../../../../domain/validation/phone';
import { Button, TextField } from '../../../ui';
import { FormActions } from '../../../ui/form/FormActions';
import { savePhone } from '../actions';
import { sameNames, submissionErrorsOf } from '../formErrors';
import type { ProfileView } from '../selectors';
import { EditableSection } from './EditableSection';
import { useAccountSubmit } from './useAccountSubmit';

interface PhoneValues {
  phone?: string;
}

/** The phone on the profile, shown `(###) ###-####` (§9) and edited with the §5 phone rule (`PATCH profile`, §7). */
export function PhoneSection({ applicationId, profile }: { applicationId: string; profile: ProfileView }) {
  const [editing, setEditing] = useState(false);
  const submit = useAccountSubmit();
  const initialValues = useMemo<PhoneValues>(() => ({ phone: profile.phone }), [profile.phone]);
  return (
    <EditableSection
      id="profile-phone"
      title="Phone number"
      summary={<p>{profile.phone || 'No phone number on file.'}</p>}
      editLabel="Change phone number"
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      <Form<PhoneValues>
        initialValues={initialValues}
        onSubmit={(values) =>
          submit(
            (correlationId) => savePhone({ applicationId, phone: values.phone ?? '' }, { correlationId }),
            (error) => submissionErrorsOf(error, sameNames('phone')),
            () => setEditing(false),
          )
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="profile-phone">
            <TextField
              name="phone"
              label="Phone number"
              hint="A US number with its area code, 10 digits."
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              validate={validatePhone}
              required
              autoFocus
            />
            <FormActions submitting={submitting} label="Save phone number" busyLabel="Saving your phone number…">
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
