import type { AnyAction } from '@reduxjs/toolkit';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useCallback } from 'react';
import { errorText } from '../../../../domain/errorText';
import type { HttpError } from '../../../kernel/http/types';
import { useSendAndAwait } from '../../../kernel/react';

/** True for a `…Failed` outcome that carries the §8 error in `payload.error`. */
function failureOf(outcome: AnyAction): HttpError | undefined {
  const payload = (outcome as { payload?: { error?: HttpError } }).payload;
  return payload && typeof payload === 'object' && payload.error ? payload.error : undefined;
}

/**
 * For react-final-form `onSubmit`: sends the command built with a correlation id, awaits its outcome event and
 * returns final-form's submission errors — the §8 error text at the form (FORM_ERROR) — or undefined on success.
 * What the person typed stays in the form either way.
 */
export function useSubmitCommand(): (build: (correlationId: string) => AnyAction) => Promise<SubmissionErrors | undefined> {
  const sendAndAwait = useSendAndAwait();
  return useCallback(
    async (build) => {
      const outcome = await sendAndAwait<AnyAction>(build);
      const error = failureOf(outcome);
      return error ? { [FORM_ERROR]: errorText(error) } : undefined;
    },
    [sendAndAwait],
  );
}
