import { useId } from 'react';
import { Field, Form } from 'react-final-form';
import type { DayGroup } from '../../../../domain/closingTasks';
import { Button } from '../../../ui';
import { FormActions } from '../../../ui/form/FormActions';

/** Shown when no time is chosen. */
export const CHOOSE_TIME_TEXT = 'Choose a time for the visit';

interface SlotValues {
  slot?: string;
}

/**
 * The offered slots grouped by day (issue 12 §1): one fieldset per day (its legend the day), one radio per time (its
 * label the local time with the zone named). "Choose a time" when none is picked; a refusal (past or taken slot) shows
 * the server's reason above the button and keeps the choice.
 */
export function SlotPicker({
  days, submitLabel, busyLabel, onSubmit, onCancel,
}: {
  days: readonly DayGroup<{ uuid: string }>[];
  submitLabel: string;
  busyLabel: string;
  onSubmit: (slotUuid: string) => Promise<Record<string, unknown> | undefined>;
  onCancel?: () => void;
}) {
  const id = useId();
  return (
    <Form<SlotValues>
      onSubmit={(values) => onSubmit(values.slot ?? '')}
      validate={(values) => (values.slot ? {} : { slot: CHOOSE_TIME_TEXT })}
      render={({ handleSubmit, submitting, errors, submitFailed }) => {
        const error = submitFailed ? (errors?.slot as string | undefined) : undefined;
        return (
          <form onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`}>Available times</h2>
            <p id={`${id}-hint`}>Times are shown in your home’s local time.</p>
            {error ? (
              <p className="field__error" role="alert" id={`${id}-error`}>
                {error}
              </p>
            ) : null}
            {days.map((day) => (
              <fieldset key={day.dayKey} className="slot-day" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
                <legend>{day.day}</legend>
                <div className="slot-day__times">
                  {day.items.map((slot) => (
                    <label key={slot.uuid}>
                      <Field<string> name="slot" component="input" type="radio" value={slot.uuid} />
                      {slot.time}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            <FormActions submitting={submitting} label={submitLabel} busyLabel={busyLabel}>
              {onCancel ? (
                <Button variant="secondary" onClick={onCancel}>
                  Keep my current time
                </Button>
              ) : null}
            </FormActions>
          </form>
        );
      }}
    />
  );
}
