import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { errorText } from '../../../../domain/errorText';
import { useSendAndAwait } from '../../../kernel/react';
import { CheckboxField } from '../../../ui/form/CheckboxField';
import { FormActions } from '../../../ui/form/FormActions';
import { acknowledgeEstimate, estimateAcknowledgeFailed } from '../actions';

/** Shown when the box is not ticked. */
export const ACKNOWLEDGE_REQUIRED_TEXT = 'Tick the box to confirm you have read the Investment Estimate';
/** Shown once the estimate is acknowledged (on this visit or before). */
export const ACKNOWLEDGED_TEXT = 'You acknowledged this Investment Estimate.';

interface AcknowledgeValues {
  read?: boolean;
}

/**
 * The acknowledgement (issue #4 §3): "I have read the Investment Estimate", then "Acknowledge the Investment
 * Estimate" sends the PATCH. A refusal (e.g. 409) shows the server's detail above the button and keeps the box
 * ticked. Once acknowledged, only the confirmation remains; it sits in a live region so it is announced.
 */
export function AcknowledgeForm({ applicationId, acknowledged }: { applicationId: string; acknowledged: boolean }) {
  const sendAndAwait = useSendAndAwait();
  return (
    <section aria-labelledby="offer-acknowledge">
      <h3 id="offer-acknowledge">Acknowledge the Investment Estimate</h3>
      <div role="status" aria-live="polite">
        {acknowledged ? <p className="alert alert--success">{ACKNOWLEDGED_TEXT}</p> : null}
      </div>
      {acknowledged ? null : (
        <Form<AcknowledgeValues>
          onSubmit={async () => {
            const outcome = await sendAndAwait((correlationId) => acknowledgeEstimate({ applicationId }, { correlationId }));
            return estimateAcknowledgeFailed.match(outcome) ? { [FORM_ERROR]: errorText(outcome.payload.error) } : undefined;
          }}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-labelledby="offer-acknowledge">
              <p>Acknowledging tells us you have read the estimate. It does not commit you to go ahead.</p>
              <CheckboxField name="read" label="I have read the Investment Estimate" validate={(v: unknown) => (v === true ? undefined : ACKNOWLEDGE_REQUIRED_TEXT)} />
              <FormActions submitting={submitting} label="Acknowledge the Investment Estimate" busyLabel="Acknowledging…" />
            </form>
          )}
        />
      )}
    </section>
  );
}
