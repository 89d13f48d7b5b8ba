import { forFinalForm } from '../../../../domain/formValidation';
import { PROPERTY_USAGE_OPTIONS, validatePropertyUsage } from '../../../../domain/validation/options';
import { useProjection } from '../../../kernel/react';
import { submitPropertyUsage } from '../actions';
import type { FunnelRootState } from '../reducer';
import { ChoiceStepForm } from './ChoiceStepForm';
import { FunnelFrame } from './FunnelFrame';

const selectPropertyUsage = (s: FunnelRootState) => s.funnel.answers.property_usage;
const validate = forFinalForm(validatePropertyUsage);

/** `/property_usage` (§2): how the home is used (§3 property usage). */
export function PropertyUsagePage() {
  const initial = useProjection(selectPropertyUsage);
  return (
    <FunnelFrame step="property_usage" title="How do you use this home?">
      <ChoiceStepForm
        name="property_usage"
        legend="Property use"
        choices={PROPERTY_USAGE_OPTIONS}
        initial={initial}
        validate={validate}
        command={(property_usage, correlationId) => submitPropertyUsage({ property_usage }, { correlationId })}
      />
    </FunnelFrame>
  );
}

export { PropertyUsagePage as Component };
export default PropertyUsagePage;
