import { useField } from 'react-final-form';
import type { Mortgage } from '../../../../../contract/sections';
import { SelectField } from '../../../../ui/form/SelectField';
import { TextField } from '../../../../ui/form/TextField';
import { CheckboxField } from '../../../../ui/form/CheckboxField';
import { YesNoField } from '../../../../ui/form/YesNoField';
import { newListItemId } from '../../ids';
import { mortgagesVerified, requiredAnswer, requiredMoney } from '../../validation';
import { MORTGAGE_TYPE_OPTIONS } from '../../values';
import { ListEditor } from '../fields/ListEditor';
import { SectionMoneyField } from '../fields/SectionMoneyField';

/** mortgage-details: whether the home has mortgages, each one's details (add, edit, remove), and the confirmation. */
export function MortgageDetailsFields() {
  const { input } = useField<boolean | undefined>('has_mortgages', { subscription: { value: true } });
  return (
    <>
      <YesNoField name="has_mortgages" legend="Do you have a mortgage on this home?" validate={requiredAnswer} />
      {input.value === true ? (
        <>
          <ListEditor<Omit<Partial<Mortgage>, 'id'> & { id: string }>
            name="mortgages"
            itemLabel="Mortgage"
            addLabel="Add a mortgage"
            newItem={() => ({ id: newListItemId() })}
            renderItem={(prefix) => (
              <>
                <TextField name={`${prefix}.lender`} label="Lender" validate={requiredAnswer} required maxLength={100} />
                <SectionMoneyField name={`${prefix}.balance`} label="Balance owed" validate={requiredMoney} required />
                <SectionMoneyField name={`${prefix}.monthly_payment`} label="Monthly payment" validate={requiredMoney} required />
                <SelectField name={`${prefix}.mortgage_type`} label="Type of mortgage" options={MORTGAGE_TYPE_OPTIONS} validate={requiredAnswer} required />
              </>
            )}
          />
          <CheckboxField name="mortgages_verified" label="These are all the mortgages on my home" validate={mortgagesVerified} />
        </>
      ) : null}
    </>
  );
}
