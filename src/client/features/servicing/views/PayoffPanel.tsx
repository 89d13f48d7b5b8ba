import { useState } from 'react';
import { errorText } from '../../../../domain/errorText';
import type { AnyEventAction } from '../../../kernel/actions';
import { useSendAndAwait } from '../../../kernel/react';
import { Alert, Button } from '../../../ui';
import { DataTable } from '../../../ui/DataTable';
import { acknowledgePayoff, payoffAcknowledgeFailed, payoffRenewFailed, renewPayoff, type RequestRef } from '../actions';
import type { ServicingRequestType } from '../../../../contract/enums';
import { PAYOFF_EXPIRED_TEXT, PAYOFF_WAITING_TEXT, WIRE_FRAUD_WARNING, type PayoffLineView, type PayoffPanelView, type PayoffStatementView, type WireView } from '../payoffView';
import { Figures } from './InvestmentSection';

const LINE_COLUMNS = [
  { header: 'Item', cell: (l: PayoffLineView) => l.label },
  { header: 'Amount', cell: (l: PayoffLineView) => l.amount, numeric: true },
] as const;

function Statement({ statement, expired }: { statement: PayoffStatementView; expired: boolean }) {
  return (
    <>
      <Figures
        figures={[
          { label: 'Payoff amount', value: statement.amount },
          { label: 'Good through', value: expired ? `${statement.goodThrough} (expired)` : statement.goodThrough },
          { label: 'After that date', value: statement.perDiem },
          { label: 'Issued on', value: statement.issuedOn },
          { label: 'Home value from', value: statement.valuation },
        ]}
      />
      <DataTable caption={`How we computed ${statement.total}`} columns={LINE_COLUMNS} rows={statement.lines} rowKey={(l) => l.key} />
      <p>{statement.explanation}</p>
    </>
  );
}

function Wire({ wire }: { wire: WireView }) {
  return (
    <section aria-labelledby="svc-wire" className="card">
      <h3 id="svc-wire">Where to wire the payment</h3>
      <Alert tone="warning" title="Confirm by phone before you send money">
        <p>{WIRE_FRAUD_WARNING}</p>
        <p>
          Call <a href={wire.verifyPhoneHref}>{wire.verifyPhone}</a>
        </p>
      </Alert>
      <Figures figures={wire.rows} />
    </section>
  );
}

/** Sends a correlated payoff command and keeps its refusal's sentence to show (null while none). */
function usePayoffCommand() {
  const sendAndAwait = useSendAndAwait();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (build: Parameters<typeof sendAndAwait>[0]) => {
    setBusy(true);
    setError(null);
    const outcome = await sendAndAwait<AnyEventAction>(build);
    if (payoffAcknowledgeFailed.match(outcome) || payoffRenewFailed.match(outcome)) setError(errorText(outcome.payload.error));
    setBusy(false);
  };
  return { busy, error, run };
}

/**
 * The payoff statement of the payoff step (issue 11 §2): while it is prepared, a note; then its amount, good-through
 * date, per diem and how it was computed. "I acknowledge this payoff statement" sends `acknowledgePayoff`; only then
 * are the wire details shown, with the fraud warning and the number to confirm them on. A statement past its
 * good-through date is marked expired and a new one can be asked for (`renewPayoff`). Refusals show in an alert.
 * Both buttons are disabled in the read-only view (§6) and once the step cannot be changed.
 */
export function PayoffPanel({ request, requestType, panel, canAct }: { request: RequestRef; requestType: ServicingRequestType; panel: PayoffPanelView; canAct: boolean }) {
  const { busy, error, run } = usePayoffCommand();
  return (
    <section aria-labelledby="svc-payoff" className="card" data-ops-changed="payoff">
      <h3 id="svc-payoff">Your payoff statement</h3>
      {panel.state === 'waiting' ? <p>{PAYOFF_WAITING_TEXT}</p> : null}
      {panel.state === 'expired' ? (
        <>
          <Alert tone="warning" title="Expired">
            {PAYOFF_EXPIRED_TEXT}
          </Alert>
          <Statement statement={panel.statement} expired />
          <Button variant="secondary" mutates disabled={!canAct} busy={busy} busyLabel="Asking…" onClick={() => void run((correlationId) => renewPayoff(request, { correlationId }))}>
            Ask for a new payoff statement
          </Button>
        </>
      ) : null}
      {panel.state === 'to-acknowledge' ? (
        <>
          <Statement statement={panel.statement} expired={false} />
          <p>Acknowledge the statement to see where to wire the payment.</p>
          <Button mutates disabled={!canAct} busy={busy} busyLabel="Acknowledging…" onClick={() => void run((correlationId) => acknowledgePayoff({ ...request, requestType }, { correlationId }))}>
            I acknowledge this payoff statement
          </Button>
        </>
      ) : null}
      {panel.state === 'acknowledged' ? (
        <>
          <Statement statement={panel.statement} expired={false} />
          <p role="status">You acknowledged this statement on {panel.acknowledgedOn}.</p>
          <Wire wire={panel.wire} />
        </>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </section>
  );
}
