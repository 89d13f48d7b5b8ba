import type { AnyAction } from '@reduxjs/toolkit';
import type { SubmissionErrors } from 'final-form';
import { useCallback } from 'react';
import type { HttpError } from '../../../kernel/http/types';
import { useSendAndAwait } from '../../../kernel/react';
import { accountChangeFailed, emailCodeSendFailed } from '../actions';

/** The §8 error of a failed account outcome, or undefined when the outcome is a success. */
function failureOf(outcome: AnyAction): HttpError | undefined {
  if (accountChangeFailed.match(outcome) || emailCodeSendFailed.match(outcome)) return outcome.payload.error;
  return undefined;
}

/**
 * For react-final-form `onSubmit`: sends the command built with a correlation id, awaits its outcome and returns
 * `toErrors(error)` for a failure, or undefined on success (then `onSuccess` runs, e.g. to close the form).
 */
export function useAccountSubmit(): (
  build: (correlationId: string) => AnyAction,
  toErrors: (error: HttpError) => SubmissionErrors,
  onSuccess?: () => void,
) => Promise<SubmissionErrors | undefined> {
  const sendAndAwait = useSendAndAwait();
  return useCallback(
    async (build, toErrors, onSuccess) => {
      const outcome = await sendAndAwait<AnyAction>(build);
      const error = failureOf(outcome);
      if (error) return toErrors(error);
      onSuccess?.();
      return undefined;
    },
    [sendAndAwait],
  );
}
