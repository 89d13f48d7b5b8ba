import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { Alert } from '../../../ui';
import { Card } from '../../../ui/Card';
import type { Figure, InvestmentView, SettlementEstimateView, SettlementRowView } from '../dashboardView';
import { CAPPED_COLUMN } from '../estimateView';
import { SettlementChartFigure } from './SettlementChartFigure';

/** The scenarios table's caption (its name). */
export const SCENARIOS_CAPTION = 'Estimated settlement if your home were worth more or less';

const SETTLEMENT_COLUMNS: readonly DataTableColumn<SettlementRowView>[] = [
  { header: 'Home value', cell: (r) => r.scenario },
  { header: 'Value', cell: (r) => r.homeValue, numeric: true },
  { header: 'Estimated settlement', cell: (r) => r.amount, numeric: true },
];
/** Only when some rows are capped and some are not: which ones (when all are, a sentence says so once). */
const CAPPED: DataTableColumn<SettlementRowView> = { header: CAPPED_COLUMN, cell: (r) => (r.capped ? 'Yes' : 'No') };

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

/** The investment's figures as tiles (a `<dl>`, each label and value in a tile of its own). */
function FigureTiles({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="svc-tiles">
      {figures.map((f) => (
        <div key={f.label} className="svc-tile">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Estimate({ estimate }: { estimate: SettlementEstimateView }) {
  return (
    <Card title="Estimated settlement today" className="svc-estimate">
      <p className="svc-amount">
        <strong>{estimate.amount}</strong> <span className="svc-muted">(estimate)</span>
      </p>
      <p>{estimate.explanation}</p>
      {estimate.allCappedText ? <p className="svc-capped">{estimate.allCappedText}</p> : null}
      <div className="svc-estimate__body">
        <SettlementChartFigure chart={estimate.chart} />
        <div>
          <DataTable
            caption={SCENARIOS_CAPTION}
            columns={estimate.markCapped ? [...SETTLEMENT_COLUMNS, CAPPED] : SETTLEMENT_COLUMNS}
            rows={estimate.rows}
            rowKey={(r) => r.key}
          />
          {estimate.capNote ? <p className="svc-muted">{estimate.capNote}</p> : null}
        </div>
      </div>
    </Card>
  );
}

/**
 * The investment (issue 11 §2): its figures, "Settled on … for …" once settled, else the settlement estimate today
 * with the chart over the term and the table of scenarios and, from 12 months before the term end, how to settle.
 */
export function InvestmentSection({ investment }: { investment: InvestmentView }) {
  return (
    <>
      <section aria-labelledby="svc-investment" className="card" data-ops-changed="investment">
        <h2 id="svc-investment">Your investment</h2>
        {investment.settled ? <Alert tone="success">{investment.settled}</Alert> : null}
        <FigureTiles figures={investment.figures} />
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
