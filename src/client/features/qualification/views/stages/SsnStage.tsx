import { Form } from 'react-final-form';
import { SSN_HINT } from '../../../../../domain/validation/examples';
import { birthDateValidator, validateBirthDate } from '../../../../../domain/validation/birthDate';
import { useProjection } from '../../../../kernel/react';
import { TextField } from '../../../../ui/form/TextField';
import { FormActions } from '../../../../ui/form/FormActions';
import { submitSsn } from '../../actions';
import { isoBirthDate, ssnDigits, validateSsn } from '../../fields';
import { seal } from '../../secret';
import { selectProfileView } from '../../selectors';
import { SsnField } from '../SsnField';
import { StageFrame } from '../StageFrame';
import { useStageSubmit } from '../useStageSubmit';

type Values = { ssn?: string; birth_date?: string };

const today = () => new Date();

/**
 * ssn-request (§2 SSN verification): the SSN, masked, and the birth date when the profile has none (or one outside the
 * §5 rule). On Continue the number is sealed into the command (never the store), checked with is-ssn-duplicate, then
 * saved on the profile. With an SSN on file the field may stay empty.
 */
export function SsnStage({ applicationId, onBack }: { applicationId: string; onBack: () => void }) {
  const profile = useProjection(selectProfileView);
  const submit = useStageSubmit();
  const onFile = profile.ssnMask !== null;
  const askBirthDate = profile.birthDate === null || validateBirthDate(profile.birthDate, today()) !== undefined;
  return (
    <StageFrame
      title="Verify your identity"
      lead="We use your Social Security number only to check your credit and confirm who you are."
      onBack={onBack}
    >
      <Form<Values>
        onSubmit={(values) => {
          const digits = ssnDigits(values.ssn);
          return submit((correlationId) =>
            submitSsn(
              {
                applicationId,
                ssn: digits === '' ? null : seal(digits),
                birthDate: askBirthDate ? (isoBirthDate(values.birth_date) ?? null) : null,
              },
              { correlationId },
            ),
          );
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate autoComplete="off">
            <SsnField
              name="ssn"
              label="Social Security number"
              hint={
                onFile
                  ? `We have your number on file (${profile.ssnMask}). Leave this empty to keep it, or enter it again to change it.`
                  : SSN_HINT
              }
              validate={(v: string | undefined) => validateSsn(v, onFile)}
              required={!onFile}
            />
            {askBirthDate ? (
              <TextField
                name="birth_date"
                label="Date of birth"
                hint="MM/DD/YYYY"
                autoComplete="bday"
                inputMode="numeric"
                validate={birthDateValidator(today)}
                required
              />
            ) : null}
            <FormActions submitting={submitting} label="Continue" busyLabel="Checking your number…" />
          </form>
        )}
      />
    </StageFrame>
  );
}
