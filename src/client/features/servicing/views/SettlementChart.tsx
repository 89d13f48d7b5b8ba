import { useId } from 'react';
import type { SettlementRowView } from '../dashboardView';

const WIDTH = 320;
const BAR_AREA = 150;
const LABEL_ROOM = 40;

/**
 * A small bar chart of the settlement scenarios (issue 11 §2): one bar per home value, the current value's bar in the
 * brand colour. It is an image with a text alternative (its title names what it shows and points to the table, which
 * holds every figure), so screen readers read the table, not the drawing. Scales to the width of a 320 px phone.
 */
export function SettlementChart({ rows }: { rows: readonly SettlementRowView[] }) {
  const titleId = useId();
  const max = Math.max(1, ...rows.map((r) => r.amountCents));
  const slot = WIDTH / Math.max(1, rows.length);
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${WIDTH} ${BAR_AREA + LABEL_ROOM}`}
      style={{ width: '100%', maxWidth: 480, height: 'auto', display: 'block', margin: '8px 0' }}
    >
      <title id={titleId}>Bar chart of the estimated settlement at each home value; the table below lists every figure.</title>
      {rows.map((row, i) => {
        const height = Math.max(2, Math.round((row.amountCents / max) * (BAR_AREA - 20)));
        const x = i * slot + slot * 0.2;
        return (
          <g key={row.key}>
            <rect x={x} y={BAR_AREA - height} width={slot * 0.6} height={height} rx={3} fill={row.current ? '#0b5cab' : '#8fb3dc'} />
            <text x={x + slot * 0.3} y={BAR_AREA + 16} textAnchor="middle" fontSize="11" fill="#1d2433">
              {row.short}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
