import { DataTable } from '../../../ui/DataTable';
import type { Figure, SnapshotView } from '../selectors';
import { AcknowledgeForm } from './AcknowledgeForm';
import { Figures } from './Figures';

const SNAPSHOT_COLUMNS = [
  { header: 'Date', cell: (s: SnapshotView) => s.date },
  { header: 'What changed', cell: (s: SnapshotView) => s.kind },
  { header: 'Home value', cell: (s: SnapshotView) => s.homeValue, numeric: true },
  { header: 'Investment', cell: (s: SnapshotView) => s.investment, numeric: true },
  { header: 'Equity share', cell: (s: SnapshotView) => s.share, numeric: true },
] as const;

/**
 * Step 3 (§3 offer step "summary"): the agreement summary (§7 agreement-summary) as a description list, "How your offer
 * changed" when there is more than one snapshot (§7 snapshots), then the acknowledgement.
 */
export function SummaryStep({
  applicationId,
  summary,
  snapshots,
  acknowledged,
}: {
  applicationId: string;
  summary: readonly Figure[] | null;
  snapshots: readonly SnapshotView[] | null;
  acknowledged: boolean;
}) {
  return (
    <>
      {summary ? (
        <section aria-labelledby="offer-summary">
          <h3 id="offer-summary">Agreement summary</h3>
          <Figures figures={summary} />
        </section>
      ) : null}
      {snapshots ? (
        <section aria-labelledby="offer-changes">
          <h3 id="offer-changes">How your offer changed</h3>
          <DataTable caption="Your offer each time it changed, oldest first" columns={SNAPSHOT_COLUMNS} rows={snapshots} rowKey={(s) => s.key} />
        </section>
      ) : null}
      <AcknowledgeForm applicationId={applicationId} acknowledged={acknowledged} />
    </>
  );
}
