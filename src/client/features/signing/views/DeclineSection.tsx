import { FORM_ERROR } from 'final-form';
import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { errorText } from '../../../../domain/errorText';
import { DECLINE_REASON_REQUIRED_MESSAGE } from '../../../../domain/signing/messages';
import type { AnyEventAction } from '../../../kernel/actions';
import { useSendAndAwait } from '../../../kernel/react';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/form/FormError';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { declineSigning, signingDeclineFailed } from '../actions';
import { SIGNING_TEXTS } from './texts';

/**
 * "Decline to sign": a button that opens an inline form (focus goes to the reason; "Keep signing" closes it and
 * returns focus to the button). The reason is required; a failure shows in the form and keeps what was typed.
 */
export function DeclineSection({ applicationId, envelopeUuid }: { applicationId: string; envelopeUuid: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const opened = useRef(false);
  const sendAndAwait = useSendAndAwait();

  useEffect(() => {
    if (open) formRef.current?.querySelector('textarea')?.focus();
    else if (opened.current) toggleRef.current?.focus();
    opened.current = open;
  }, [open]);

  const onSubmit = async (values: { reason?: string }) => {
    const outcome = await sendAndAwait<AnyEventAction>((correlationId) =>
      declineSigning({ applicationId, envelopeUuid, reason: (values.reason ?? '').trim() }, { correlationId }),
    );
    return signingDeclineFailed.match(outcome) ? { [FORM_ERROR]: errorText(outcome.payload.error) } : undefined;
  };

  return (
    <div className="signing__decline">
      {open ? null : (
        <button ref={toggleRef} type="button" className="btn btn--quiet" onClick={() => setOpen(true)}>
          {SIGNING_TEXTS.declineOpen}
        </button>
      )}
      {open ? (
        <Form
          onSubmit={onSubmit}
          render={({ handleSubmit, submitting }) => (
            <form ref={formRef} onSubmit={handleSubmit} noValidate className="card" aria-labelledby={`${id}-heading`}>
              <h2 id={`${id}-heading`}>{SIGNING_TEXTS.declineHeading}</h2>
              <p>{SIGNING_TEXTS.declineIntro}</p>
              <TextAreaField
                name="reason"
                label={SIGNING_TEXTS.declineReasonLabel}
                required
                validate={(v: string | undefined) => (v && v.trim() !== '' ? undefined : DECLINE_REASON_REQUIRED_MESSAGE)}
              />
              <FormError />
              <div className="actions">
                <Button type="submit" busy={submitting} busyLabel={SIGNING_TEXTS.declining}>
                  {SIGNING_TEXTS.declineSubmit}
                </Button>
                <Button variant="secondary" onClick={() => setOpen(false)} disabled={submitting}>
                  {SIGNING_TEXTS.declineCancel}
                </Button>
              </div>
            </form>
          )}
        />
      ) : null}
    </div>
  );
}
