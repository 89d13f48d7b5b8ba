import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useProjection, useSendAndAwait } from '../../../kernel/react';
import { Alert, Button } from '../../../ui';
import { bookSlot, cancelBooking, closingWriteFailed, rescheduleBooking } from '../actions';
import { makeSelectAppraisal, type AppraisalView, type BookingView } from '../selectors';
import { ClosingScreen } from './ClosingScreen';
import { outcomeErrors } from './outcome';
import { SlotPicker } from './SlotPicker';
import { errorText } from '../../../../domain/errorText';
import './closingTasks.css';

/** The appraisal screen's title (its h1). */
export const APPRAISAL_TITLE = 'Schedule your home appraisal';
/** Shown once the visit is booked. */
export const BOOKED_TEXT = 'Your appraisal visit is booked.';

/** The booked visit with "Change the time" and "Cancel the visit" (asks first; a refusal is announced). */
function Booking({ applicationId, booking, onChange }: { applicationId: string; booking: BookingView; onChange: () => void }) {
  const sendAndAwait = useSendAndAwait();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = async () => {
    setBusy(true);
    const outcome = await sendAndAwait((correlationId) => cancelBooking({ applicationId, meetingUuid: booking.uuid }, { correlationId }));
    setBusy(false);
    setConfirming(false);
    setError(closingWriteFailed.match(outcome) ? errorText(outcome.payload.error) : null);
  };
  return (
    <section aria-labelledby="appraisal-booking">
      <h2 id="appraisal-booking">Your appraisal visit</h2>
      <p>
        <strong>{booking.day}</strong> at <strong>{booking.time}</strong>
      </p>
      <p>The appraiser will visit your home and look at every room. An adult must be there to let them in.</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {confirming ? (
        <div role="group" aria-labelledby="appraisal-cancel-question">
          <p id="appraisal-cancel-question">Cancel this visit? You will need to book another time before we can continue.</p>
          <div className="actions">
            <Button onClick={() => void cancel()} busy={busy} busyLabel="Canceling…" mutates>
              Yes, cancel the visit
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep the visit
            </Button>
          </div>
        </div>
      ) : (
        <div className="actions">
          <Button onClick={onChange} mutates>
            Change the time
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)} mutates>
            Cancel the visit
          </Button>
        </div>
      )}
    </section>
  );
}

function Appraisal({ applicationId, view }: { applicationId: string; view: AppraisalView }) {
  const sendAndAwait = useSendAndAwait();
  const [changing, setChanging] = useState(false);
  const { booking, days } = view;
  const noSlots = days.length === 0 ? <p>No times are open right now. We will email you when the appraiser offers new times.</p> : null;
  return (
    <>
      <div role="status" aria-live="polite">
        {view.done && !changing ? <p className="alert alert--success">{BOOKED_TEXT}</p> : null}
      </div>
      {booking && !changing ? <Booking applicationId={applicationId} booking={booking} onChange={() => setChanging(true)} /> : null}
      {!booking ? <p>Pick a time for the appraiser to visit your home. The visit takes about an hour and a half.</p> : null}
      {booking && changing ? (
        <>
          <p>
            Your visit is booked for {booking.day} at {booking.time}. Pick a new time:
          </p>
          {noSlots ?? (
            <SlotPicker
              days={days}
              submitLabel="Move my visit to this time"
              busyLabel="Moving…"
              onCancel={() => setChanging(false)}
              onSubmit={async (slotUuid) => {
                const outcome = await sendAndAwait((correlationId) => rescheduleBooking({ applicationId, meetingUuid: booking.uuid, slotUuid }, { correlationId }));
                const errors = outcomeErrors(outcome);
                if (!errors) setChanging(false);
                return errors;
              }}
            />
          )}
        </>
      ) : null}
      {!booking
        ? (noSlots ?? (
            <SlotPicker
              days={days}
              submitLabel="Book this time"
              busyLabel="Booking…"
              onSubmit={async (slotUuid) => outcomeErrors(await sendAndAwait((correlationId) => bookSlot({ applicationId, slotUuid }, { correlationId })))}
            />
          ))
        : null}
    </>
  );
}

/**
 * `/applications/:applicationId/closing/appraisal` (issue 12 §1, task schedule-appraisal): the offered times grouped by
 * day in the home's local time; booking one completes the task; the booking can be moved or canceled before it starts.
 */
export function AppraisalPage() {
  const { applicationId = '' } = useParams();
  const select = useMemo(() => makeSelectAppraisal(applicationId), [applicationId]);
  const view = useProjection(select);
  return (
    <ClosingScreen applicationId={applicationId} screen="appraisal" title={APPRAISAL_TITLE} view={view} loadingLabel="Loading the available times…">
      {(ready) => <Appraisal applicationId={applicationId} view={ready} />}
    </ClosingScreen>
  );
}

export default AppraisalPage;
