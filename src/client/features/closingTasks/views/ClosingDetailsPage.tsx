import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useParams } from 'react-router';
import { closingScreenPath } from '../../../../domain/closingTasks/screens';
import { useProjection, useSendAndAwait } from '../../../kernel/react';
import { Button } from '../../../ui';
import { FormActions } from '../../../ui/form/FormActions';
import { confirmDetails } from '../actions';
import { makeSelectDetails, type DetailsView } from '../selectors';
import { ClosingScreen } from './ClosingScreen';
import { ContactCard } from './ContactCard';
import { Figures } from './Figures';
import { NotReady } from './NotReady';
import { outcomeErrors } from './outcome';
import './closingTasks.css';

/** The closing details screen's title (its h1). */
export const DETAILS_TITLE = 'Confirm your closing details';
/** Shown once confirmed. */
export const DETAILS_CONFIRMED_TEXT = 'Thank you: you confirmed your closing details.';

function Details({ applicationId, view }: { applicationId: string; view: DetailsView }) {
  const sendAndAwait = useSendAndAwait();
  const [wrong, setWrong] = useState(false);
  return (
    <>
      <p>We will put these details on your closing documents. Check each one.</p>
      <section aria-labelledby="details-figures">
        <h2 id="details-figures">Your closing details</h2>
        <Figures figures={view.figures} />
        {view.hasDestination ? null : (
          <p>
            <Link to={closingScreenPath(applicationId, 'wire')}>Give your wire details</Link> so we know where to send your funds.
          </p>
        )}
      </section>
      <div role="status" aria-live="polite">
        {view.done ? <p className="alert alert--success">{DETAILS_CONFIRMED_TEXT}</p> : null}
      </div>
      {view.done ? null : (
        <Form
          onSubmit={async () => outcomeErrors(await sendAndAwait((correlationId) => confirmDetails({ applicationId }, { correlationId })))}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Confirm your closing details">
              <FormActions submitting={submitting} label="Confirm" busyLabel="Confirming…">
                <Button variant="secondary" onClick={() => setWrong(true)} aria-expanded={wrong} aria-controls="details-wrong">
                  Something is wrong
                </Button>
              </FormActions>
            </form>
          )}
        />
      )}
      <div id="details-wrong">
        {wrong ? (
          <section aria-labelledby="details-wrong-title">
            <h2 id="details-wrong-title">Tell us what is wrong</h2>
            <p>Do not confirm. Call or email your Transaction Specialist and say what needs to change; they will correct it before your documents are drawn.</p>
            <ContactCard contact={view.contact} />
          </section>
        ) : null}
      </div>
    </>
  );
}

/**
 * `/applications/:applicationId/closing/details` (issue 12 §1, task confirm-closing-details): the names on title, the
 * property address, the investment amount, the closing date and where the funds go (masked), from the application,
 * the agreement summary and the wire details (§9 formats). "Confirm" completes the task; "Something is wrong" shows
 * whom to contact.
 */
export function ClosingDetailsPage() {
  const { applicationId = '' } = useParams();
  const select = useMemo(() => makeSelectDetails(applicationId), [applicationId]);
  const view = useProjection(select);
  return (
    <ClosingScreen applicationId={applicationId} screen="details" title={DETAILS_TITLE} view={view} loadingLabel="Loading your closing details…">
      {(ready) => (ready.details ? <Details applicationId={applicationId} view={ready.details} /> : <NotReady applicationId={applicationId} title="Your closing details are not ready yet" />)}
    </ClosingScreen>
  );
}

export default ClosingDetailsPage;
