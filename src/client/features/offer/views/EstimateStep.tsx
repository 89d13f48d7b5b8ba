import { DataTable } from '../../../ui/DataTable';
import type { EstimateView, ScenarioView } from '../selectors';
import { Figures } from './Figures';

const SCENARIO_COLUMNS = [
  { header: 'Scenario', cell: (s: ScenarioView) => s.label },
  { header: 'Yearly change', cell: (s: ScenarioView) => s.yearly, numeric: true },
  { header: 'Home value at settlement', cell: (s: ScenarioView) => s.homeValueAtSettlement, numeric: true },
  { header: 'What you would repay', cell: (s: ScenarioView) => s.repayment, numeric: true },
] as const;

/**
 * Step 2 (§3 offer step "estimate"): the Investment Estimate's figures (issue #4 §3), its fees, the cash to the
 * homeowner, when it expires, and what would be repaid under each appreciation scenario, in a table and in words.
 */
export function EstimateStep({ estimate }: { estimate: EstimateView }) {
  return (
    <>
      <Figures figures={estimate.figures} />
      <h3 id="offer-fees">Fees</h3>
      {estimate.fees.length === 0 ? <p>There are no fees.</p> : <Figures figures={estimate.fees} />}
      <Figures figures={[{ label: 'Cash to you (before debts paid off at closing)', value: estimate.cashToHomeowner }]} />
      <p>
        This estimate is valid until <strong>{estimate.expiresOn}</strong>.
      </p>
      <h3>What you might repay</h3>
      <DataTable caption={estimate.scenariosCaption} columns={SCENARIO_COLUMNS} rows={estimate.scenarios} rowKey={(s) => s.label} />
      <ul>
        {estimate.scenarios.map((s) => (
          <li key={s.label}>
            <strong>{s.label}:</strong> {s.sentence}
          </li>
        ))}
      </ul>
    </>
  );
}
