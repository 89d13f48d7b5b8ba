import { forFinalForm } from '../../../../domain/formValidation';
import { PROPERTY_TYPE_OPTIONS, validatePropertyType } from '../../../../domain/validation/options';
import { useProjection } from '../../../kernel/react';
import { submitPropertyType } from '../actions';
import type { FunnelRootState } from '../reducer';
import { ChoiceStepForm } from './ChoiceStepForm';
import { FunnelFrame } from './FunnelFrame';

const selectPropertyType = (s: FunnelRootState) => s.funnel.answers.property_type;
const validate = forFinalForm(validatePropertyType);

/** `/property_type` (§2): the §3 property type; atypical properties go to their unable-to-offer page (§4). */
export function PropertyTypePage() {
  const initial = useProjection(selectPropertyType);
  return (
    <FunnelFrame step="property_type" title="What type of home is it?">
      <ChoiceStepForm
        name="property_type"
        legend="Property type"
        choices={PROPERTY_TYPE_OPTIONS}
        initial={initial}
        validate={validate}
        command={(property_type, correlationId) => submitPropertyType({ property_type }, { correlationId })}
        busyLabel="Checking…"
      />
    </FunnelFrame>
  );
}

export { PropertyTypePage as Component };
export default PropertyTypePage;
