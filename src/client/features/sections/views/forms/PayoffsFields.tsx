import { useEffect } from 'react';
import { useField, useForm } from 'react-final-form';
import type { Payoff } from '../../../../../contract/sections';
import { SelectField } from '../../../../ui/form/SelectField';
import { TextField } from '../../../../ui/form/TextField';
import { YesNoField } from '../../../../ui/form/YesNoField';
import { newListItemId } from '../../ids';
import { payoffAmount, requiredAnswer } from '../../validation';
import type { DebtOption } from '../../values';
import { ListEditor } from '../fields/ListEditor';
import { SectionMoneyField } from '../fields/SectionMoneyField';

/**
 * The "which debt" choice of one payoff: a mortgage or lien from the other sections (`lien_id`), or another debt.
 * Choosing one fills in who is owed when that is still empty.
 */
function DebtChoice({ prefix, debts }: { prefix: string; debts: readonly DebtOption[] }) {
  const form = useForm();
  const chosen = useField<string | undefined>(`${prefix}.lien_id`, { subscription: { value: true } }).input.value;
  useEffect(() => {
    const debt = debts.find((d) => d.value === chosen);
    const creditor = form.getFieldState(`${prefix}.creditor`)?.value;
    if (debt && (creditor === undefined || creditor === '')) form.change(`${prefix}.creditor`, debt.creditor);
    // Only a new choice fills the creditor; later edits of the debts list must not overwrite what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);
  if (debts.length === 0) return null;
  return (
    <SelectField
      name={`${prefix}.lien_id`}
      label="Which debt is it?"
      placeholder="Another debt"
      options={debts.map((d) => ({ value: d.value, label: d.label }))}
    />
  );
}

/** payoffs: whether debts will be paid off at closing from the money, and which (a mortgage or lien, or another). */
export function PayoffsFields({ debts }: { debts: readonly DebtOption[] }) {
  const { input } = useField<boolean | undefined>('has_payoffs', { subscription: { value: true } });
  return (
    <>
      <YesNoField name="has_payoffs" legend="Do you want to pay off any debts with the money at closing?" validate={requiredAnswer} />
      {input.value === true ? (
        <ListEditor<Omit<Partial<Payoff>, 'id'> & { id: string }>
          name="payoffs"
          itemLabel="Debt"
          addLabel="Add a debt to pay off"
          newItem={() => ({ id: newListItemId() })}
          renderItem={(prefix) => (
            <>
              <DebtChoice prefix={prefix} debts={debts} />
              <TextField name={`${prefix}.creditor`} label="Who is owed" validate={requiredAnswer} required maxLength={100} />
              <SectionMoneyField name={`${prefix}.amount`} label="Amount to pay off" validate={payoffAmount} required />
            </>
          )}
        />
      ) : null}
    </>
  );
}
