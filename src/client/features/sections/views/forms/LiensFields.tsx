import { useField } from 'react-final-form';
import type { Lien } from '../../../../../contract/sections';
import { SelectField } from '../../../../ui/form/SelectField';
import { TextField } from '../../../../ui/form/TextField';
import { YesNoField } from '../../../../ui/form/YesNoField';
import { newListItemId } from '../../ids';
import { requiredAnswer, requiredMoney } from '../../validation';
import { LIEN_TYPE_OPTIONS } from '../../values';
import { ListEditor } from '../fields/ListEditor';
import { SectionMoneyField } from '../fields/SectionMoneyField';

/** liens, shown as Property Financing: other liens or loans secured by the home, besides the mortgages. */
export function LiensFields() {
  const { input } = useField<boolean | undefined>('has_additional_liens', { subscription: { value: true } });
  return (
    <>
      <YesNoField
        name="has_additional_liens"
        legend="Are there other loans or liens on your home, besides your mortgages?"
        hint="For example a home equity line of credit, a tax lien or a solar panel lien."
        validate={requiredAnswer}
      />
      {input.value === true ? (
        <ListEditor<Omit<Partial<Lien>, 'id'> & { id: string }>
          name="liens"
          itemLabel="Lien"
          addLabel="Add a lien"
          newItem={() => ({ id: newListItemId() })}
          renderItem={(prefix) => (
            <>
              <SelectField name={`${prefix}.lien_type`} label="Type of lien" options={LIEN_TYPE_OPTIONS} validate={requiredAnswer} required />
              <TextField name={`${prefix}.holder`} label="Who holds it" validate={requiredAnswer} required maxLength={100} />
              <SectionMoneyField name={`${prefix}.balance`} label="Balance owed" validate={requiredMoney} required />
            </>
          )}
        />
      ) : null}
    </>
  );
}
