import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { Button } from '../Button';
import { FormError } from './FormError';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /**
   * react-final-form's `submitting`: while true the submit button is busy (and cannot be pressed twice). Read from the
   * enclosing form when left out, so a form whose render subscribes to nothing still shows it.
   */
  submitting?: boolean;
  /** The submit button's text, its accessible name (e.g. 'Continue'). */
  label: ReactNode;
  /** Announced on the button while the form is submitting; 'Saving…' unless given. */
  busyLabel?: string;
  /** Further actions after the submit button (e.g. Back, "Search for my address instead"). */
  children?: ReactNode;
}

/**
 * The end of a form: its form-wide server error (announced), then the actions row with the submit button first and
 * any further actions after it.
 */
export function FormActions({ submitting, label, busyLabel = 'Saving…', children }: FormActionsProps) {
  const form = useFormState({ subscription: { submitting: true } });
  return (
    <>
      <FormError />
      <div className="actions">
        <Button type="submit" busy={submitting ?? form.submitting} busyLabel={busyLabel}>
          {label}
        </Button>
        {children}
      </div>
    </>
  );
}
