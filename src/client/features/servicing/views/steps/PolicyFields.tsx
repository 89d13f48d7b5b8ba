import { ChoiceField } from '../../../../ui/form/ChoiceField';
import { INSURED_INTEREST_OPTIONS } from '../../options';
import { StepDate, StepMoney, StepText } from './Inputs';

/**
 * hoi-policy-details: the policy's carrier, number, dwelling coverage, dates and how the provider is named on it —
 * worded for the policy the request type is about (homeowners, flood or master policy).
 */
export function PolicyDetailsFields({ policy }: { policy: string }) {
  return (
    <>
      <StepText name="carrier" label="Insurance company" autoComplete="off" required />
      <StepText name="policy_number" label="Policy number" autoComplete="off" required />
      <StepMoney name="dwelling_coverage" label="Dwelling coverage" hint={`The amount the ${policy} covers the building for.`} required />
      <StepDate name="effective_date" label="Effective date" required />
      <StepDate name="expiration_date" label="Expiration date" required />
      <ChoiceField
        name="insured_interest"
        legend="How are we named on the policy?"
        hint="We must be named as additional insured or mortgagee; your agent can add us."
        choices={INSURED_INTEREST_OPTIONS}
      />
    </>
  );
}
