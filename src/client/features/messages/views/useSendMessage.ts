import { useCallback } from 'react';
import type { AnyEventAction } from '../../../kernel/actions';
import { useSendAndAwait } from '../../../kernel/react';
import { messageSendFailed, writeMessage } from '../actions';
import { submissionErrorsOf } from '../serverErrors';

/** The values of a message form (a reply has no subject). */
export interface MessageFormValues {
  subject?: string;
  body?: string;
}

/**
 * A react-final-form `onSubmit` that sends the form as `writeMessage` (a new thread when `threadUuid` is null) and
 * awaits its outcome: undefined once sent; else the server's field errors at `subject` / `body` and the §8 sentence
 * for the form, so what was typed stays and the person sees why. `onSent` runs after a success.
 */
export function useSendMessage(applicationId: string, threadUuid: string | null, onSent?: () => void) {
  const sendAndAwait = useSendAndAwait();
  return useCallback(
    async (values: MessageFormValues) => {
      const outcome = await sendAndAwait<AnyEventAction>((correlationId) =>
        writeMessage({ applicationId, threadUuid, subject: values.subject ?? '', body: values.body ?? '' }, { correlationId }),
      );
      if (messageSendFailed.match(outcome)) return submissionErrorsOf(outcome.payload.error, (path) => path === 'subject' || path === 'body');
      onSent?.();
      return undefined;
    },
    [applicationId, threadUuid, onSent, sendAndAwait],
  );
}
