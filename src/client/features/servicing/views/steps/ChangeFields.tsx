import { useField } from 'react-final-form';
import { MAX_STEP_TEXT } from '../../../../../domain/servicing/stepRules';
import { ChoiceField } from '../../../../ui/form/ChoiceField';
import { TextAreaField } from '../../../../ui/form/TextAreaField';
import { TITLE_CHANGE_OPTIONS } from '../../options';
import { StepDate, StepText } from './Inputs';

/** name-of-trust: a transfer to a trust (its name, date and trustees) or a change of name (the new legal name). */
export function NameOfTrustFields() {
  const { input } = useField<string | undefined>('change_kind', { subscription: { value: true } });
  return (
    <>
      <ChoiceField name="change_kind" legend="What is changing?" choices={TITLE_CHANGE_OPTIONS} />
      {input.value === 'transfer-to-trust' ? (
        <>
          <StepText name="trust_name" label="Name of the trust" autoComplete="off" required />
          <StepDate name="trust_date" label="Date of the trust" hint="The date the trust agreement was signed." required />
          <TextAreaField name="trustees" label="Trustees" hint="Each trustee’s full name, one per line." required maxLength={MAX_STEP_TEXT} />
        </>
      ) : null}
      {input.value === 'name-change' ? <StepText name="new_legal_name" label="Your new legal name" autoComplete="name" required /> : null}
    </>
  );
}

/** other-change: the change in the homeowner's own words. */
export function OtherChangeFields() {
  return <TextAreaField name="description" label="What would you like to change?" hint="At least 10 characters." required maxLength={MAX_STEP_TEXT} />;
}

/** document-upload, hoi-upload: the documents are the screen; an optional note goes with them. */
export function DocumentNoteFields() {
  return <TextAreaField name="note" label="Anything we should know about these documents" maxLength={MAX_STEP_TEXT} />;
}
