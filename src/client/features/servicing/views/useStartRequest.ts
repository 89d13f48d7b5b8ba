import { useState } from 'react';
import { errorText } from '../../../../domain/errorText';
import type { ServicingRequestType } from '../../../../contract/enums';
import type { AnyEventAction } from '../../../kernel/actions';
import { useSendAndAwait } from '../../../kernel/react';
import { requestStartFailed, startRequest } from '../actions';

/** What a "Start" control needs: the press handler, whether a start is running, and the refusal's sentence. */
export interface StartRequestControl {
  start: () => void;
  busy: boolean;
  error: string | null;
}

/**
 * Starts a servicing request of `type` (the correlated `startRequest`; on success the epic opens the request's page),
 * and keeps the refusal's §8 sentence (e.g. a 409: one of that type is already open) for the control to show.
 */
export function useStartRequest(applicationId: string, type: ServicingRequestType): StartRequestControl {
  const sendAndAwait = useSendAndAwait();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    const outcome = await sendAndAwait<AnyEventAction>((correlationId) => startRequest({ applicationId, requestType: type }, { correlationId }));
    if (requestStartFailed.match(outcome)) setError(errorText(outcome.payload.error));
    setBusy(false);
  };
  return { start: () => void run(), busy, error };
}
