import { Form } from 'react-final-form';
import { toYesNo, YES_NO_CHOICES, type YesNo } from '../../../../../domain/yesNo';
import { useProjection } from '../../../../kernel/react';
import { ChoiceField } from '../../../../ui/form/ChoiceField';
import { FormActions } from '../../../../ui/form/FormActions';
import { answerHasMortgages } from '../../actions';
import { HAS_MORTGAGES_REQUIRED_MESSAGE } from '../../fields';
import { selectMortgageAnswers } from '../../selectors';
import { StageFrame } from '../StageFrame';
import { useStageSubmit } from '../useStageSubmit';

/** has-mortgages (§2): Yes/No, saved into the mortgage-details section. */
export function HasMortgagesStage({ applicationId, onBack }: { applicationId: string; onBack: () => void }) {
  const answers = useProjection(selectMortgageAnswers);
  const submit = useStageSubmit();
  return (
    <StageFrame title="Mortgages on your home" onBack={onBack}>
      <Form<{ has_mortgages?: YesNo }>
        initialValues={{ has_mortgages: toYesNo(answers.hasMortgages) }}
        onSubmit={(values) =>
          submit((correlationId) => answerHasMortgages({ applicationId, hasMortgages: values.has_mortgages === 'yes' }, { correlationId }))
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <ChoiceField<YesNo>
              name="has_mortgages"
              legend="Do you have a mortgage on this home?"
              choices={YES_NO_CHOICES}
              validate={(v: YesNo | undefined) => (v === 'yes' || v === 'no' ? undefined : HAS_MORTGAGES_REQUIRED_MESSAGE)}
            />
            <FormActions submitting={submitting} label="Next" />
          </form>
        )}
      />
    </StageFrame>
  );
}
