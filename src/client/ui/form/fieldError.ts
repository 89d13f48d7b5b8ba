import type { FieldMetaState } from 'react-final-form';
import { useReportFieldError } from '../../kernel/react/fieldErrors';

/** The field's validation error while it is shown (after leaving the field or trying to submit); '' counts as none. */
function shownValidationError(meta: FieldMetaState<unknown>): string | undefined {
  const validation = typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
  return validation && (meta.touched || meta.submitFailed) ? validation : undefined;
}

/**
 * The message to show under a field: its validation error once the person has left the field or tried to submit,
 * else a server error for it (FORM submit errors keyed by field) until they edit it again. '' means nothing to show
 * (§5: blanked default messages stay blank).
 */
export function visibleFieldError(meta: FieldMetaState<unknown>): string | undefined {
  const validation = shownValidationError(meta);
  if (validation) return validation;
  const server = typeof meta.submitError === 'string' && meta.submitError !== '' ? meta.submitError : undefined;
  if (server && !meta.dirtySinceLastSubmit) return server;
  return undefined;
}

/**
 * {@link visibleFieldError} for field `name`, also reporting the validation error it shows (never a server error) for
 * the §5 analytics events.
 */
export function useVisibleFieldError(name: string, meta: FieldMetaState<unknown>): string | undefined {
  useReportFieldError(name, shownValidationError(meta));
  return visibleFieldError(meta);
}
