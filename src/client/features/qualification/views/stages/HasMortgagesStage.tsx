import { Form } from 'react-final-form';
import { useProjection } from '../../../../kernel/react';
import { Button, ChoiceField, FormError } from '../../../../ui';
import { answerHasMortgages } from '../../actions';
import { HAS_MORTGAGES_REQUIRED_MESSAGE } from '../../fields';
import { selectMortgageAnswers } from '../../selectors';
import { StageFrame } from '../StageFrame';
import { useStageSubmit } from '../useStageSubmit';

type Answer = 'yes' | 'no';

/** has-mortgages (§2): Yes/No, saved into the mortgage-details section. */
export function HasMortgagesStage({ applicationId, onBack }: { applicationId: string; onBack: () => void }) {
  const answers = useProjection(selectMortgageAnswers);
  const submit = useStageSubmit();
  const initial: Answer | undefined = answers.hasMortgages === undefined ? undefined : answers.hasMortgages ? 'yes' : 'no';
  return (
    <StageFrame title="Mortgages on your home" onBack={onBack}>
      <Form<{ has_mortgages?: Answer }>
        initialValues={{ has_mortgages: initial }}
        onSubmit={(values) =>
          submit((correlationId) => answerHasMortgages({ applicationId, hasMortgages: values.has_mortgages === 'yes' }, { correlationId }))
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <ChoiceField<Answer>
              name="has_mortgages"
              legend="Do you have a mortgage on this home?"
              choices={[
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ]}
              validate={(v: Answer | undefined) => (v === 'yes' || v === 'no' ? undefined : HAS_MORTGAGES_REQUIRED_MESSAGE)}
            />
            <FormError />
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Saving…">
                Next
              </Button>
            </div>
          </form>
        )}
      />
    </StageFrame>
  );
}
