import { Form } from 'react-final-form';
import type { NewDisbursementInstruction } from '../../../../contract/closingTasks';
import {
  ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, validateAccountNumber, validateAccountNumberConfirmation, validateDisbursement, validateRoutingNumber,
} from '../../../../domain/closingTasks';
import { useSendAndAwait } from '../../../kernel/react';
import { Button } from '../../../ui';
import { ChoiceField } from '../../../ui/form/ChoiceField';
import { TextField } from '../../../ui/form/TextField';
import { FormActions } from '../../../ui/form/FormActions';
import { submitWireDetails } from '../actions';
import { outcomeErrors } from './outcome';

/** The form's fields: the contract body's names. */
const FIELDS = ['bank_name', 'account_holder', 'account_type', 'routing_number', 'account_number', 'account_number_confirmation'] as const;
type WireValues = Partial<Record<(typeof FIELDS)[number], string>>;

const CHOICES = ACCOUNT_TYPES.map((value) => ({ value, label: ACCOUNT_TYPE_LABELS[value] }));
const digitsOnly = (v: string | undefined) => (v ?? '').replace(/\s/g, '');

/**
 * The wire details form (issue 12 §1): bank, name on the account, checking or savings, routing number (ABA checksum),
 * the account number typed twice in password inputs — so it is never shown on screen — and checked to match. The same
 * domain rules as the sandbox; a refusal puts each message at its field and keeps what was typed.
 */
export function WireForm({ applicationId, holder, onCancel, onSaved }: { applicationId: string; holder: string; onCancel?: () => void; onSaved?: () => void }) {
  const sendAndAwait = useSendAndAwait();
  return (
    <Form<WireValues>
      initialValues={{ account_holder: holder }}
      validate={(values) => validateDisbursement(values)}
      onSubmit={async (values) => {
        const body: NewDisbursementInstruction = {
          bank_name: values.bank_name?.trim() ?? '',
          account_holder: values.account_holder?.trim() ?? '',
          account_type: values.account_type ?? '',
          routing_number: digitsOnly(values.routing_number),
          account_number: digitsOnly(values.account_number),
          account_number_confirmation: digitsOnly(values.account_number_confirmation),
        };
        const errors = outcomeErrors(await sendAndAwait((correlationId) => submitWireDetails({ applicationId, values: body }, { correlationId })), FIELDS);
        if (!errors) onSaved?.();
        return errors;
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="wire-form-title">
          <h2 id="wire-form-title">Your bank account</h2>
          <TextField name="bank_name" label="Bank name" autoComplete="off" maxLength={100} required />
          <TextField name="account_holder" label="Name on the account" autoComplete="name" maxLength={100} required />
          <ChoiceField name="account_type" legend="Account type" choices={CHOICES} />
          <TextField
            name="routing_number"
            label="Routing number"
            hint="The 9 digits at the bottom left of a check."
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            validate={(v: string | undefined) => validateRoutingNumber(digitsOnly(v))}
            required
          />
          <TextField
            name="account_number"
            label="Account number"
            hint="4 to 17 digits. Hidden as you type."
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={17}
            validate={(v: string | undefined) => validateAccountNumber(digitsOnly(v))}
            required
          />
          <TextField
            name="account_number_confirmation"
            label="Account number again"
            hint="Type it again so we know it is right."
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={17}
            validate={(v: string | undefined, all: WireValues) => validateAccountNumberConfirmation(digitsOnly(v), digitsOnly(all.account_number))}
            required
          />
          <FormActions submitting={submitting} label="Confirm wire details" busyLabel="Saving your wire details…">
            {onCancel ? (
              <Button variant="secondary" onClick={onCancel}>
                Keep the current details
              </Button>
            ) : null}
          </FormActions>
        </form>
      )}
    />
  );
}
