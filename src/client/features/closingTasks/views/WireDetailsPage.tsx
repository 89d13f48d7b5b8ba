import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useProjection } from '../../../kernel/react';
import { Button } from '../../../ui';
import { makeSelectWire, type WireView } from '../selectors';
import { ClosingScreen } from './ClosingScreen';
import { Figures } from './Figures';
import { FraudWarning } from './FraudWarning';
import { WireForm } from './WireForm';
import './closingTasks.css';

/** The wire screen's title (its h1). */
export const WIRE_TITLE = 'Confirm your wire details';
/** Shown once the details are saved. */
export const WIRE_SAVED_TEXT = 'Your wire details are confirmed. We will send your funds to this account.';

function Wire({ applicationId, view }: { applicationId: string; view: WireView }) {
  const [changing, setChanging] = useState(false);
  const showForm = view.instruction === null || changing;
  return (
    <>
      <FraudWarning contact={view.contact} />
      <div role="status" aria-live="polite">
        {view.done && !showForm ? <p className="alert alert--success">{WIRE_SAVED_TEXT}</p> : null}
      </div>
      {view.instruction && !showForm ? (
        <section aria-labelledby="wire-current">
          <h2 id="wire-current">Where your funds will go</h2>
          <Figures figures={view.instruction} />
          <Button variant="secondary" onClick={() => setChanging(true)} mutates>
            Change the details
          </Button>
        </section>
      ) : null}
      {showForm ? (
        <>
          <p>Tell us the account we should wire your funds to. It must be in your name.</p>
          <WireForm applicationId={applicationId} holder={view.holder} onCancel={view.instruction ? () => setChanging(false) : undefined} onSaved={() => setChanging(false)} />
        </>
      ) : null}
    </>
  );
}

/**
 * `/applications/:applicationId/closing/wire` (issue 12 §1, task confirm-wire-details): the fraud warning, then the
 * current wire details (account masked `••••1234`) or the form; saving completes the task and shows the masked
 * details. The account number is never in a URL, the log or analytics: it travels in the command only.
 */
export function WireDetailsPage() {
  const { applicationId = '' } = useParams();
  const select = useMemo(() => makeSelectWire(applicationId), [applicationId]);
  const view = useProjection(select);
  return (
    <ClosingScreen applicationId={applicationId} screen="wire" title={WIRE_TITLE} view={view} loadingLabel="Loading your wire details…">
      {(ready) => <Wire key={ready.instruction ? 'saved' : 'new'} applicationId={applicationId} view={ready} />}
    </ClosingScreen>
  );
}

export default WireDetailsPage;
