import { DataTable } from '../../../ui/DataTable';
import { Alert } from '../../../ui';
import type { Figure, InvestmentView, SettlementEstimateView, SettlementRowView } from '../dashboardView';
import { SettlementChart } from './SettlementChart';

const SETTLEMENT_COLUMNS = [
  { header: 'Home value', cell: (r: SettlementRowView) => r.scenario },
  { header: 'Value', cell: (r: SettlementRowView) => r.homeValue, numeric: true },
  { header: 'Estimated settlement', cell: (r: SettlementRowView) => `${r.amount}${r.capped ? ' (capped)' : ''}`, numeric: true },
] as const;

/** Labelled figures as a description list (`<dl>`): each label a `<dt>`, its value a `<dd>`. */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="svc-figures">
      {figures.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Estimate({ estimate }: { estimate: SettlementEstimateView }) {
  return (
    <section aria-labelledby="svc-estimate" className="card">
      <h2 id="svc-estimate">Estimated settlement today</h2>
      <p className="svc-amount">
        <strong>{estimate.amount}</strong> <span className="svc-muted">(estimate)</span>
      </p>
      <p>{estimate.explanation}</p>
      <SettlementChart rows={estimate.rows} />
      <DataTable caption="Estimated settlement if your home were worth more or less" columns={SETTLEMENT_COLUMNS} rows={estimate.rows} rowKey={(r) => r.key} />
    </section>
  );
}

/**
 * The investment (issue 11 §2): its figures, "Settled on … for …" once settled, else the settlement estimate today
 * with its scenarios (chart and table) and, from 12 months before the term end, how to settle.
 */
export function InvestmentSection({ investment }: { investment: InvestmentView }) {
  return (
    <>
      <section aria-labelledby="svc-investment" className="card" data-ops-changed="investment">
        <h2 id="svc-investment">Your investment</h2>
        {investment.settled ? <Alert tone="success">{investment.settled}</Alert> : null}
        <Figures figures={investment.figures} />
      </section>
      {investment.notice ? (
        <Alert tone="warning" title={investment.notice.title}>
          <p>{investment.notice.text}</p>
          <p>{investment.notice.duration}</p>
        </Alert>
      ) : null}
      {investment.estimate ? <Estimate estimate={investment.estimate} /> : null}
    </>
  );
}
