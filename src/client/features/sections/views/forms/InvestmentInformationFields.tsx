import { useField } from 'react-final-form';
import { TextField } from '../../../../ui/form/TextField';
import { CheckboxGroupField } from '../../../../ui/form/CheckboxGroupField';
import { requiredAnswer, requiredMoney, someUseOfProceeds } from '../../validation';
import { USE_OF_PROCEEDS_CHOICES } from '../../values';
import { SectionMoneyField } from '../fields/SectionMoneyField';

/** investment-information: the amount wanted and what it will be used for ("Something else" asks what). */
export function InvestmentInformationFields() {
  const { input } = useField<string[] | undefined>('use_of_proceeds', { subscription: { value: true } });
  const other = Array.isArray(input.value) && input.value.includes('other');
  return (
    <>
      <SectionMoneyField name="requested_amount" label="How much money would you like?" validate={requiredMoney} required />
      <CheckboxGroupField
        name="use_of_proceeds"
        legend="What will you use the money for?"
        hint="Choose all that apply."
        choices={USE_OF_PROCEEDS_CHOICES}
        validate={someUseOfProceeds}
      />
      {other ? <TextField name="use_of_proceeds_other" label="What else will you use it for?" validate={requiredAnswer} required maxLength={200} /> : null}
    </>
  );
}
