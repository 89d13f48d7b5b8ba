import { Link } from 'react-router';
import { Alert, Button } from '../../../ui';
import { Card } from '../../../ui/Card';
import type { StaleValueActionView, StaleValueView } from '../staleValueView';
import { useStartRequest } from './useStartRequest';

/** "Start" for a request type, or "Continue" when one is open; a refusal shows under it. */
function StartOrContinue({ applicationId, action, variant }: { applicationId: string; action: StaleValueActionView; variant: 'primary' | 'secondary' }) {
  const { start, busy, error } = useStartRequest(applicationId, action.type);
  if (action.action.kind === 'open') {
    return (
      <p>
        <Link to={action.action.href}>Continue your open request<span className="visually-hidden">: {action.label}</span></Link>
      </p>
    );
  }
  return (
    <>
      <Button variant={variant} mutates busy={busy} busyLabel="Starting…" onClick={start}>
        {action.label}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </>
  );
}

/**
 * When the latest valuation is stale (docs/servicing.md "A stale home value"): how old it is, the valuations an owner
 * buyout offers with their fees, and the two ways to a current value — start an owner buyout, or ask for a valuation
 * in an "other change" request (its form has no subject to prefill, so the card says what to write). Either links to
 * the open request instead when there is one. Start is disabled in the read-only view (§6).
 */
export function StaleValueCard({ applicationId, view }: { applicationId: string; view: StaleValueView }) {
  return (
    <Card title={view.title} className="svc-stale">
      <p>{view.text}</p>
      <div className="svc-stale__ways">
        <div>
          <h3>Settle on a current value</h3>
          <p>An owner buyout starts with a valuation you choose:</p>
          <ul className="svc-stale__valuations">
            {view.valuations.map((v) => (
              <li key={v.label}>
                <strong>{v.label}</strong>: {v.description} <span className="svc-muted">{v.fee}</span>
              </li>
            ))}
          </ul>
          <StartOrContinue applicationId={applicationId} action={view.buyout} variant="secondary" />
        </div>
        <div>
          <h3>Only want to know the value?</h3>
          <p>{view.askHint}</p>
          <StartOrContinue applicationId={applicationId} action={view.ask} variant="secondary" />
        </div>
      </div>
    </Card>
  );
}
