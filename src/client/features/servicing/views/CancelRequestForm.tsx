import { FORM_ERROR } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { ServicingRequestType } from '../../../../contract/enums';
import { errorText } from '../../../../domain/errorText';
import { MAX_STEP_TEXT, textTooLongMessage } from '../../../../domain/servicing/stepRules';
import type { AnyEventAction } from '../../../kernel/actions';
import { useSendAndAwait } from '../../../kernel/react';
import { Button } from '../../../ui';
import { FormActions } from '../../../ui/form/FormActions';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { cancelRequest, requestCancelFailed, type RequestRef } from '../actions';

interface CancelValues {
  reason?: string;
}

const checkReason = (v: unknown) => (typeof v === 'string' && v.trim().length > MAX_STEP_TEXT ? textTooLongMessage(MAX_STEP_TEXT) : undefined);

/**
 * "Cancel request" while the homeowner may cancel (pending, no payoff statement issued; domain transitions): a first press asks to confirm, with an optional reason in the
 * homeowner's words; "Yes, cancel this request" sends the correlated `cancelRequest`. A refusal (409 once it is no
 * longer pending) shows the server's sentence and keeps the reason typed. Disabled in the read-only view (§6).
 */
export function CancelRequestForm({ request, requestType }: { request: RequestRef; requestType: ServicingRequestType }) {
  const sendAndAwait = useSendAndAwait();
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation replaces the button: its heading takes the focus, so keyboard users are not lost.
  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);
  if (!confirming) {
    return (
      <section aria-labelledby="svc-cancel">
        <h2 id="svc-cancel">Cancel this request</h2>
        <p>You can cancel until our team starts on it or issues your payoff statement.</p>
        <Button variant="secondary" mutates onClick={() => setConfirming(true)}>
          Cancel request
        </Button>
      </section>
    );
  }
  return (
    <section aria-labelledby="svc-cancel">
      <h2 id="svc-cancel" ref={heading} tabIndex={-1}>
        Cancel this request?
      </h2>
      <Form<CancelValues>
        onSubmit={async (values) => {
          const reason = values.reason ?? '';
          const outcome = await sendAndAwait<AnyEventAction>((correlationId) => cancelRequest({ ...request, requestType, reason }, { correlationId }));
          return requestCancelFailed.match(outcome) ? { [FORM_ERROR]: errorText(outcome.payload.error) } : undefined;
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="svc-cancel">
            <p>Canceling stops the request. You can start a new one later.</p>
            <TextAreaField name="reason" label="Why are you canceling?" validate={checkReason} maxLength={MAX_STEP_TEXT} />
            <FormActions submitting={submitting} label="Yes, cancel this request" busyLabel="Canceling…">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep the request
              </Button>
            </FormActions>
          </form>
        )}
      />
    </section>
  );
}
