import { useMemo, useState } from 'react';
import { validatePhoneField } from '../../../kernel/forms/phoneRule';
import { sameNames } from '../../../kernel/forms/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { savePhone } from '../actions';
import { submissionErrorsOf } from '../formErrors';
import type { ProfileView } from '../selectors';
import { EditableSection } from './EditableSection';
import { EditForm } from './EditForm';

interface PhoneValues {
  phone?: string;
}

/** The phone on the profile, shown `(###) ###-####` (§9) and edited with the §5 phone rule (`PATCH profile`, §7). */
export function PhoneSection({ applicationId, profile }: { applicationId: string; profile: ProfileView }) {
  const [editing, setEditing] = useState(false);
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
      <EditForm<PhoneValues>
        labelledBy="profile-phone"
        initialValues={initialValues}
        command={(values, correlationId) => savePhone({ applicationId, phone: values.phone ?? '' }, { correlationId })}
        toErrors={(error) => submissionErrorsOf(error, sameNames('phone'))}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
        submitLabel="Save phone number"
        busyLabel="Saving your phone number…"
      >
        <TextField
          name="phone"
          label="Phone number"
          hint="A US number with its area code, 10 digits."
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          validate={validatePhoneField}
          required
          autoFocus
        />
      </EditForm>
    </EditableSection>
  );
}
