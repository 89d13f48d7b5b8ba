import { ESTIMATED_FICO_OPTIONS } from '../../../../contract/enumValues';
import { composeValidators, forFinalForm, oneOf, required } from '../../../../domain/formValidation';
import { useProjection } from '../../../kernel/react';
import { submitCreditEstimate, type FicoAnswer } from '../actions';
import type { FunnelRootState } from '../reducer';
import { ChoiceStepForm } from './ChoiceStepForm';
import { FunnelFrame } from './FunnelFrame';

const selectFico = (s: FunnelRootState) => s.funnel.answers.estimated_fico;
const FICO_VALUES: readonly FicoAnswer[] = ESTIMATED_FICO_OPTIONS.map((o) => o.value);
// §5: an unanswered or unknown choice is invalid with the blanked default message.
const validate = forFinalForm(composeValidators(required, oneOf(FICO_VALUES)));

/** `/personal_details_equity` — Credit Estimate Page (§2): §3 options Yes = 701, No = 499; fico_too_low → dead end. */
export function CreditEstimatePage() {
  const initial = useProjection(selectFico);
  return (
    <FunnelFrame
      step="personal_details_equity"
      title="Tell us about your credit"
      lead="An estimate is fine. Answering does not affect your credit score."
    >
      <ChoiceStepForm<FicoAnswer>
        name="estimated_fico"
        legend="Is your credit score above 500?"
        choices={ESTIMATED_FICO_OPTIONS}
        initial={initial}
        validate={validate}
        command={(estimated_fico, correlationId) => submitCreditEstimate({ estimated_fico }, { correlationId })}
        busyLabel="Checking…"
      />
    </FunnelFrame>
  );
}

export { CreditEstimatePage as Component };
export default CreditEstimatePage;
