import type { SubmissionErrors } from 'final-form';
import { useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { MORTGAGE_TYPE, type MortgageType } from '../../../../../contract/sectionEnums';
import { MORTGAGE_TYPE_LABELS, optionsOf } from '../../../../../domain/labels';
import { validateRequired } from '../../../../../domain/validation/address';
import { useProjection, useSend } from '../../../../kernel/react';
import { SelectField } from '../../../../ui/form/SelectField';
import { TextField } from '../../../../ui/form/TextField';
import { FormActions } from '../../../../ui/form/FormActions';
import { MoneyField } from '../../../../ui/form/MoneyField';
import { editMortgageDetails, saveMortgageDetails, type MortgageDetailsInput } from '../../actions';
import { selectMortgageAnswers } from '../../selectors';
import { StageFrame } from '../StageFrame';
import { useStageSubmit } from '../useStageSubmit';

interface Values {
  lender?: string;
  balance?: number;
  monthly_payment?: number;
  mortgage_type?: MortgageType | '';
}

const TYPE_OPTIONS = optionsOf(MORTGAGE_TYPE.values, MORTGAGE_TYPE_LABELS);

const detailsOf = (v: Values): MortgageDetailsInput => ({
  lender: v.lender,
  balance: v.balance,
  monthly_payment: v.monthly_payment,
  mortgage_type: v.mortgage_type === '' ? undefined : v.mortgage_type,
});

/** Reports every change of the form's values after the first render (which only shows what was saved). */
function DraftSpy({ onEdit }: { onEdit: (values: Values) => void }) {
  const seen = useRef(false);
  return (
    <FormSpy<Values>
      subscription={{ values: true }}
      onChange={({ values }) => {
        if (seen.current) onEdit(values);
        seen.current = true;
      }}
    />
  );
}

/**
 * The form of one mortgage. Its initial values are taken once (per mortgage, by key): the drafts it sends back into
 * the store while the person types must not reset what they are typing.
 */
function MortgageForm({
  initial,
  onEdit,
  onSubmit,
}: {
  initial: Values;
  onEdit: (values: Values) => void;
  onSubmit: (values: Values) => Promise<SubmissionErrors | undefined>;
}) {
  const [initialValues] = useState(initial);
  return (
    <Form<Values>
      initialValues={initialValues}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          <DraftSpy onEdit={onEdit} />
          <TextField name="lender" label="Lender" hint="The company you pay each month" autoComplete="off" validate={validateRequired} required />
          <MoneyField name="balance" label="Balance left to pay" validate={validateRequired} required />
          <MoneyField name="monthly_payment" label="Monthly payment" validate={validateRequired} required />
          <SelectField name="mortgage_type" label="Type of mortgage" options={TYPE_OPTIONS} validate={validateRequired} required />
          <FormActions submitting={submitting} label="Next" />
        </form>
      )}
    />
  );
}

/**
 * mortgage-details (§2): lender, balance (USD), monthly payment (USD) and type of the mortgage at `lienIndex` (§3
 * `currentLienIndex`), prefilled from its credit-report tradeline. What is typed is kept as a draft; Next saves it and
 * shows the next mortgage (Back the previous one), after the last one the wizard completes.
 */
export function MortgageDetailsStage({ applicationId, lienIndex, onBack }: { applicationId: string; lienIndex: number; onBack: () => void }) {
  const answers = useProjection(selectMortgageAnswers);
  const send = useSend();
  const submit = useStageSubmit();
  const count = answers.mortgages.length;
  const mortgage = answers.mortgages[lienIndex];
  const title = count > 1 ? `Mortgage ${lienIndex + 1} of ${count}` : 'Your mortgage';
  return (
    <StageFrame title={title} lead="Tell us about this mortgage. You’ll find these details on your mortgage statement." onBack={onBack}>
      <MortgageForm
        key={mortgage?.id ?? lienIndex}
        initial={{
          lender: mortgage?.lender,
          balance: mortgage?.balance,
          monthly_payment: mortgage?.monthly_payment,
          mortgage_type: mortgage?.mortgage_type,
        }}
        onEdit={(values) => send(editMortgageDetails({ applicationId, index: lienIndex, details: detailsOf(values) }))}
        onSubmit={(values) =>
          submit((correlationId) => saveMortgageDetails({ applicationId, index: lienIndex, details: detailsOf(values) }, { correlationId }))
        }
      />
    </StageFrame>
  );
}
