import type { ReactNode } from 'react';
import type { Action } from 'redux';
import { Form } from 'react-final-form';
import { useSendAndAwait } from '../../../kernel/react';
import { Button } from '../../../ui';
import { ChoiceField, type Choice } from '../../../ui/form/ChoiceField';
import { FormError } from '../../../ui/form/FormError';
import { submissionErrorsOf } from './formOutcome';

/** Props of {@link ChoiceStepForm}. */
export interface ChoiceStepFormProps<V extends string | number> {
  name: string;
  legend: string;
  choices: readonly Choice<V>[];
  /** The saved answer, preselected when the person comes back. */
  initial: V | null;
  /** Final-form validator; §5 blanks the default messages, so this may mark invalid without text. */
  validate: (value: unknown) => string | true | undefined;
  /** Builds the page's command for the chosen value. */
  command: (value: V, correlationId: string) => Action;
  submitLabel?: string;
  busyLabel?: string;
  /** Shown between the answers and the submit button (e.g. the §5 bot-check widget). */
  beforeSubmit?: ReactNode;
}

/** One question with radio answers and a Continue button that awaits the page's command outcome. */
export function ChoiceStepForm<V extends string | number>({
  name,
  legend,
  choices,
  initial,
  validate,
  command,
  submitLabel = 'Continue',
  busyLabel = 'Saving…',
  beforeSubmit,
}: ChoiceStepFormProps<V>) {
  const sendAndAwait = useSendAndAwait();
  return (
    <Form<Record<string, V>>
      initialValues={initial === null ? {} : { [name]: initial }}
      onSubmit={async (values) => {
        const value = values[name] as V;
        return submissionErrorsOf(await sendAndAwait((correlationId) => command(value, correlationId)));
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          <ChoiceField<V> name={name} legend={legend} choices={choices} validate={validate} hint="Choose one answer to continue." />
          {beforeSubmit}
          <FormError />
          <div className="actions">
            <Button type="submit" busy={submitting} busyLabel={busyLabel}>
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
