import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import type * as t from 'io-ts';
import type { ImprovementValues } from '../../../../../contract/servicing/stepValues';
import { MAX_IMPROVEMENTS } from '../../../../../domain/servicing/stepRules';
import { Button } from '../../../../ui';
import { CheckboxField } from '../../../../ui/form/CheckboxField';
import { useVisibleFieldError } from '../../../../ui/form/fieldError';
import { StepDate, StepMoney, StepText } from './Inputs';

type Improvement = t.TypeOf<typeof ImprovementValues>;

/**
 * improvement-adjustment (issue 11 §2): each improvement — what was done, its cost and when it was finished — added
 * and removed by hand (rows are plain values: the step's contract has no row ids), or "no improvements to claim".
 * A new row's first field gets the focus; after a removal the focus goes to the add button. Field names are the
 * rules' paths (`improvements[0].cost`), so client and server errors land on the right input.
 */
export function ImprovementFields() {
  const form = useForm();
  const none = useField<boolean | undefined>('none_to_claim', { subscription: { value: true } }).input.value === true;
  const { input, meta } = useField<Improvement[] | undefined>('improvements', {
    subscription: { value: true, error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const list = Array.isArray(input.value) ? input.value : [];
  const error = useVisibleFieldError('improvements', meta);
  const rows = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<'last' | 'add' | null>(null);

  useEffect(() => {
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    if (focus === 'last') Array.from(rows.current?.querySelectorAll('fieldset') ?? []).at(-1)?.querySelector('input')?.focus();
    if (focus === 'add') addButton.current?.querySelector('button')?.focus();
  });

  const add = () => {
    form.change('improvements', [...list, {}]);
    pendingFocus.current = 'last';
  };
  const remove = (index: number) => {
    form.change('improvements', list.filter((_, i) => i !== index));
    pendingFocus.current = 'add';
  };

  return (
    <>
      <CheckboxField name="none_to_claim" label="I have no improvements to claim" />
      {none ? null : (
        <div ref={rows}>
          {list.map((_, i) => (
            <fieldset className="card" key={i}>
              <legend>Improvement {i + 1}</legend>
              <StepText name={`improvements[${i}].description`} label="What was done" hint="For example: new roof, kitchen remodel." required />
              <StepMoney name={`improvements[${i}].cost`} label="What it cost" required />
              <StepDate name={`improvements[${i}].completed_on`} label="When it was finished" required />
              <Button variant="secondary" mutates onClick={() => remove(i)}>
                Remove improvement {i + 1}
              </Button>
            </fieldset>
          ))}
          {error ? <p className="field__error">{error}</p> : null}
          <div ref={addButton} className="actions">
            {list.length < MAX_IMPROVEMENTS ? (
              <Button variant="secondary" mutates onClick={add}>
                Add an improvement
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </>
  );
}
