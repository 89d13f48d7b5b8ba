import type { FieldMetaState } from 'react-final-form';

/**
 * The message to show under a field: its validation error once the person has left the field or tried to submit,
 * else a server error for it (FORM submit errors keyed by field) until they edit it again. '' means nothing to show
 * (§5: blanked default messages stay blank).
 */
export function visibleFieldError(meta: FieldMetaState<unknown>): string | undefined {
  const validation = typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
  if (validation && (meta.touched || meta.submitFailed)) return validation;
  const server = typeof meta.submitError === 'string' && meta.submitError !== '' ? meta.submitError : undefined;
  if (server && !meta.dirtySinceLastSubmit) return server;
  return undefined;
}
