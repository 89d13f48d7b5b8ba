import type { AnyAction } from '@reduxjs/toolkit';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useCallback } from 'react';
import { errorText } from '../../../../domain/errorText';
import type { HttpError } from '../../../kernel/http/types';
import { useSendAndAwait } from '../../../kernel/react';
import { ssnRejectedAsDuplicate, STAGE_FAILURES } from '../actions';
import { SSN_DUPLICATE_MESSAGE } from '../fields';

/**
 * For a stage form's `onSubmit`: sends the command built with a correlation id, awaits its outcome and returns
 * final-form's submission errors — the §8 text at the form, or the duplicate-SSN message at the `ssn` field — or
 * undefined on success (the wizard then moves on). What the person typed stays in the form either way.
 */
export function useStageSubmit(): (build: (correlationId: string) => AnyAction) => Promise<SubmissionErrors | undefined> {
  const sendAndAwait = useSendAndAwait();
  return useCallback(
    async (build) => {
      const outcome = await sendAndAwait<AnyAction>(build);
      if (ssnRejectedAsDuplicate.match(outcome)) return { ssn: SSN_DUPLICATE_MESSAGE };
      const failure = STAGE_FAILURES.find((f) => f.match(outcome));
      return failure ? { [FORM_ERROR]: errorText((outcome as unknown as { payload: { error: HttpError } }).payload.error) } : undefined;
    },
    [sendAndAwait],
  );
}
