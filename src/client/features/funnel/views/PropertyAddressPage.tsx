import { Form } from 'react-final-form';
import { ADDRESS_HINT } from '../../../../domain/validation/examples';
import { forFinalForm } from '../../../../domain/formValidation';
import { validateCity, validateRequired, validateState, validateStreet, validateZip } from '../../../../domain/validation/address';
import { useStateOptions } from '../../../kernel/api/useStateOptions';
import { useProjection, useSend, useSendAndAwait } from '../../../kernel/react';
import { Button } from '../../../ui';
import { FormError } from '../../../ui/form/FormError';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { chooseAddressStage, enterAddressLine, submitAddress, type AddressForm } from '../actions';
import { selectAddressPage } from '../selectors';
import { FunnelFrame } from './FunnelFrame';
import { submissionErrorsOf } from './formOutcome';

const validateStateField = forFinalForm(validateState);

/** Search stage (§3 address stage 'search'): one free-text line, split into the manual fields on Continue. */
function SearchStage({ line }: { line: string }) {
  const send = useSend();
  return (
    <Form<{ line: string }>
      initialValues={{ line }}
      onSubmit={(values) => send(enterAddressLine({ line: values.line }))}
      render={({ handleSubmit, values }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField
            name="line"
            label="Home address"
            hint={ADDRESS_HINT}
            autoComplete="street-address"
            validate={validateRequired}
            required
          />
          <div className="actions">
            <Button type="submit">Continue</Button>
            <Button
              variant="quiet"
              // Whatever was typed so far still prefills the manual fields.
              onClick={() => send(values.line?.trim() ? enterAddressLine({ line: values.line }) : chooseAddressStage({ stage: 'manual' }))}
            >
              Enter address manually
            </Button>
          </div>
        </form>
      )}
    />
  );
}

/**
 * Manual stage: the §3 address fields with their §5 messages; Continue runs the qualification (§4). The state select
 * lists the States data group (the static list until it answers, issue 12 §3).
 */
function ManualStage({ initial }: { initial: AddressForm | undefined }) {
  const send = useSend();
  const stateOptions = useStateOptions();
  const sendAndAwait = useSendAndAwait();
  return (
    <Form<AddressForm>
      initialValues={initial}
      onSubmit={async (values) => submissionErrorsOf(await sendAndAwait((correlationId) => submitAddress(values, { correlationId })))}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField name="street" label="Street address" autoComplete="address-line1" validate={validateStreet} required />
          <TextField name="unit_number" label="Unit number" autoComplete="address-line2" />
          <TextField name="city" label="City" autoComplete="address-level2" validate={validateCity} required />
          <SelectField name="state" label="State" options={stateOptions} autoComplete="address-level1" validate={validateStateField} required />
          <TextField name="zip_code" label="ZIP code" inputMode="numeric" autoComplete="postal-code" maxLength={10} validate={validateZip} required />
          <TextField name="county" label="County" />
          <FormError />
          <div className="actions">
            <Button type="submit" busy={submitting} busyLabel="Checking your address…">
              Continue
            </Button>
            <Button variant="quiet" onClick={() => send(chooseAddressStage({ stage: 'search' }))}>
              Search for my address instead
            </Button>
          </div>
        </form>
      )}
    />
  );
}

/** `/property_address` — Get Started Page (§2): where the home is. */
export function PropertyAddressPage() {
  const page = useProjection(selectAddressPage);
  return (
    <FunnelFrame
      step="property_address"
      title="Where is your home?"
      lead={page.stage === 'search' ? 'Let’s start with the address of the home you own.' : 'Please check your address and correct anything that is wrong.'}
    >
      {page.stage === 'search' ? <SearchStage line={page.line} /> : <ManualStage initial={page.initial} />}
    </FunnelFrame>
  );
}

export { PropertyAddressPage as Component };
export default PropertyAddressPage;
