import { Form } from 'react-final-form';
import { PHONE_HINT } from '../../../../../domain/validation/examples';
import { stripPhoneFormatting } from '../../../../../domain/validation/phoneDigits';
import { validatePhoneField } from '../../../../kernel/forms/phoneRule';
import { useProjection } from '../../../../kernel/react';
import { TextField } from '../../../../ui/form/TextField';
import { FormActions } from '../../../../ui/form/FormActions';
import { savePhone } from '../../actions';
import { selectProfileView } from '../../selectors';
import { StageFrame } from '../StageFrame';
import { useStageSubmit } from '../useStageSubmit';

/**
 * phone-request (§2): the phone, prefilled from the profile, with the §5 phone rule and messages (its metadata fetched
 * when a 10-digit number is first checked, kernel/forms/phoneRule).
 */
export function PhoneStage({ applicationId, onBack }: { applicationId: string; onBack: () => void }) {
  const profile = useProjection(selectProfileView);
  const submit = useStageSubmit();
  return (
    <StageFrame title="Confirm your phone number" lead="We’ll call you on this number about your application." onBack={onBack}>
      <Form<{ phone: string }>
        initialValues={{ phone: profile.phone }}
        onSubmit={(values) => submit((correlationId) => savePhone({ applicationId, phone: stripPhoneFormatting(values.phone ?? '') }, { correlationId }))}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField
              name="phone"
              type="tel"
              label="Phone number"
              hint={PHONE_HINT}
              autoComplete="tel-national"
              inputMode="tel"
              validate={validatePhoneField}
              required
            />
            <FormActions submitting={submitting} label="Continue" />
          </form>
        )}
      />
    </StageFrame>
  );
}
