import { Form } from 'react-final-form';
import { usdRule } from '../../../../domain/money';
import { FIELD_REQUIRED_MESSAGE } from '../../../../domain/validation/address';
import { useProjection, useSendAndAwait } from '../../../kernel/react';
import { Button } from '../../../ui';
import { FormError } from '../../../ui/form/FormError';
import { MoneyField } from '../../../ui/form/MoneyField';
import { submitPropertyValue } from '../actions';
import { selectValueDebt } from '../selectors';
import { FunnelFrame } from './FunnelFrame';
import { submissionErrorsOf } from './formOutcome';

interface ValueDebtValues {
  estimated_value?: number;
  estimated_debt?: number;
}

/** §5 required message; a home value of $0 is not an answer. */
const validateValue = usdRule({ missing: FIELD_REQUIRED_MESSAGE, zero: FIELD_REQUIRED_MESSAGE });
/** §5 required message; $0 of debt is a valid answer. */
const validateDebt = usdRule({ missing: FIELD_REQUIRED_MESSAGE });

/**
 * `/property_value_debt` — Property Value Page (§2): estimated value and total mortgage debt in whole USD, shown with
 * $ and thousands separators while typing (§9 currency). home_value_too_high / not enough equity → dead ends (§4).
 */
export function PropertyValueDebtPage() {
  const initial = useProjection(selectValueDebt);
  const sendAndAwait = useSendAndAwait();
  return (
    <FunnelFrame step="property_value_debt" title="What is your home worth?" lead="Your best estimate is fine.">
      <Form<ValueDebtValues>
        initialValues={initial}
        onSubmit={async ({ estimated_value = 0, estimated_debt = 0 }) =>
          submissionErrorsOf(await sendAndAwait((correlationId) => submitPropertyValue({ estimated_value, estimated_debt }, { correlationId })))
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <MoneyField name="estimated_value" label="Estimated home value" validate={validateValue} required />
            <MoneyField
              name="estimated_debt"
              label="Total mortgage debt"
              hint="What you still owe on all mortgages and home equity loans. Enter 0 if you have none."
              validate={validateDebt}
              required
            />
            <FormError />
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Checking…">
                Continue
              </Button>
            </div>
          </form>
        )}
      />
    </FunnelFrame>
  );
}

export { PropertyValueDebtPage as Component };
export default PropertyValueDebtPage;
