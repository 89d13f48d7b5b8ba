import type { AnyEventAction } from '../../../kernel/actions';
import { FORM_ERROR } from 'final-form';
import type { Ref } from 'react';
import { Form } from 'react-final-form';
import { errorText } from '../../../../domain/errorText';
import { REVIEW_CONFIRM_REQUIRED_MESSAGE } from '../../../../domain/signing/messages';
import { useSendAndAwait } from '../../../kernel/react';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/form/CheckboxField';
import { FormError } from '../../../ui/form/FormError';
import { completeSigning, signingCompleteFailed } from '../actions';
import type { SigningScreen } from '../selectors';
import { SIGNING_TEXTS } from './texts';

type ReviewScreen = Extract<SigningScreen, { kind: 'review' }>;

/**
 * Review-and-confirm (issue #4 §4): every document with its page count and how many fields are signed, the
 * confirmation box, and "Finish signing" (busy while it runs; a failure shows above the button and nothing is lost).
 */
export function ReviewStep({
  screen,
  applicationId,
  headingRef,
  onBack,
}: {
  screen: ReviewScreen;
  applicationId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
}) {
  const sendAndAwait = useSendAndAwait();
  const onSubmit = async () => {
    const outcome = await sendAndAwait<AnyEventAction>((correlationId) =>
      completeSigning({ applicationId, envelopeUuid: screen.envelopeUuid }, { correlationId }),
    );
    return signingCompleteFailed.match(outcome) ? { [FORM_ERROR]: errorText(outcome.payload.error) } : undefined;
  };
  return (
    <section aria-labelledby="signing-review">
      <h2 id="signing-review" ref={headingRef} tabIndex={-1}>
        {SIGNING_TEXTS.reviewHeading}
      </h2>
      <p>{SIGNING_TEXTS.reviewIntro}</p>
      <p>
        <strong>{screen.summaryText}</strong>
      </p>
      <ul className="signing__documents">
        {screen.documents.map((doc) => (
          <li key={doc.uuid}>
            <strong>{doc.name}</strong>: {doc.pagesText}, {doc.fieldsText}
          </li>
        ))}
      </ul>
      <Form
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <CheckboxField
              name="confirmed"
              label={SIGNING_TEXTS.confirmLabel}
              validate={(v: unknown) => (v === true ? undefined : REVIEW_CONFIRM_REQUIRED_MESSAGE)}
            />
            <FormError />
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel={SIGNING_TEXTS.finishing}>
                {SIGNING_TEXTS.finish}
              </Button>
              <Button variant="secondary" onClick={onBack} disabled={submitting}>
                {SIGNING_TEXTS.backToDocuments}
              </Button>
            </div>
          </form>
        )}
      />
    </section>
  );
}
