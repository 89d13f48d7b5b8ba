import type { Action } from 'redux';
import type { SubmissionErrors } from 'final-form';
import { useCallback } from 'react';
import { useSendAndAwait } from '../../../kernel/react';
import { submissionErrorsOf } from '../formErrors';

const NO_FIELDS: readonly string[] = [];

/**
 * For react-final-form `onSubmit`: sends the command built with a correlation id, awaits its outcome and returns the
 * submission errors (server field messages at `fields`, the rest form-wide), or undefined on success. Pass a
 * module-level `fields` array so the callback stays stable.
 */
export function useSubmitWithOutcome(
  fields: readonly string[] = NO_FIELDS,
): (build: (correlationId: string) => Action) => Promise<SubmissionErrors | undefined> {
  const sendAndAwait = useSendAndAwait();
  return useCallback(async (build) => submissionErrorsOf(await sendAndAwait(build), fields), [sendAndAwait, fields]);
}
