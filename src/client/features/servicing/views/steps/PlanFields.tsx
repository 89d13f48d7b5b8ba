import { MAX_STEP_TEXT } from '../../../../../domain/servicing/stepRules';
import { PHONE_HINT } from '../../../../../domain/validation/examples';
import { ChoiceField } from '../../../../ui/form/ChoiceField';
import { SelectField } from '../../../../ui/form/SelectField';
import { TextAreaField } from '../../../../ui/form/TextAreaField';
import { FUNDING_SOURCE_OPTIONS, LOAN_TYPE_OPTIONS } from '../../options';
import { StepDate, StepMoney, StepText } from './Inputs';

/** buyout-request: when the homeowner wants to buy out the investment and where the money comes from. */
export function BuyoutFields() {
  return (
    <>
      <StepDate name="intended_date" label="When would you like to buy out the investment?" hint="Choose a date within the next 12 months." required />
      <ChoiceField name="funding_source" legend="Where will the money come from?" choices={FUNDING_SOURCE_OPTIONS} />
      <TextAreaField name="funding_notes" label="Anything we should know about the funding" maxLength={MAX_STEP_TEXT} />
    </>
  );
}

/** home-listing: the listing, the agent, and when the sale should close. */
export function HomeListingFields() {
  return (
    <>
      <StepDate name="listing_date" label="Listing date" required />
      <StepMoney name="list_price" label="List price" required />
      <StepText name="agent_name" label="Your agent’s name" autoComplete="off" required />
      <StepText name="agent_phone" type="tel" label="Your agent’s phone" hint={PHONE_HINT} autoComplete="off" required />
      <StepText name="agent_email" type="email" label="Your agent’s email" autoComplete="off" required />
      <StepDate name="expected_closing_date" label="Expected closing date" hint="After the listing date." required />
    </>
  );
}

/** third-party-lender-info: the new lender, the loan officer, the loan and its closing date. */
export function LenderFields() {
  return (
    <>
      <StepText name="lender_name" label="New lender" autoComplete="off" required />
      <StepText name="loan_officer_name" label="Loan officer’s name" autoComplete="off" required />
      <StepText name="loan_officer_phone" type="tel" label="Loan officer’s phone" hint={PHONE_HINT} autoComplete="off" required />
      <StepText name="loan_officer_email" type="email" label="Loan officer’s email" autoComplete="off" required />
      <StepMoney name="loan_amount" label="Loan amount" required />
      <SelectField name="loan_type" label="Loan type" options={LOAN_TYPE_OPTIONS} required />
      <StepDate name="expected_closing_date" label="Expected closing date" required />
    </>
  );
}

/** subordination-request: by when the new lender needs the subordination (its request document is uploaded below). */
export function SubordinationFields() {
  return (
    <>
      <StepDate name="requested_by" label="Date your lender needs the subordination by" required />
      <TextAreaField name="note" label="Anything we should know" maxLength={MAX_STEP_TEXT} />
    </>
  );
}
