import { useField } from 'react-final-form';
import { TextField } from '../../../../ui/form/TextField';
import { YesNoField } from '../../../../ui/form/YesNoField';
import { requiredAnswer, requiredMoney } from '../../validation';
import { SectionMoneyField } from '../fields/SectionMoneyField';

/** housing-expense: the HOA question (§2), HOA details only when there is one, then taxes and insurance. */
export function HousingExpenseFields() {
  const { input } = useField<boolean | undefined>('has_hoa', { subscription: { value: true } });
  return (
    <>
      <YesNoField name="has_hoa" legend="Is your home part of a homeowners association (HOA)?" validate={requiredAnswer} />
      {input.value === true ? (
        <fieldset className="card">
          <legend>HOA details</legend>
          <TextField name="hoa_name" label="HOA name" validate={requiredAnswer} required maxLength={100} />
          <SectionMoneyField name="hoa_monthly_dues" label="HOA dues per month" validate={requiredMoney} required />
        </fieldset>
      ) : null}
      <SectionMoneyField name="annual_property_tax" label="Property tax per year" validate={requiredMoney} required />
      <SectionMoneyField name="annual_homeowners_insurance" label="Homeowners insurance per year" validate={requiredMoney} required />
    </>
  );
}
