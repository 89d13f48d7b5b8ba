import { useId } from 'react';
import { Link } from 'react-router';
import type { OpsApplicationItem } from '../selectors';
import type { OpsSort, OpsSortKey } from '../listQuery';

/** The sortable columns, in order, with their headers. */
const COLUMNS: readonly { key: OpsSortKey; header: string }[] = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'stage', header: 'Stage' },
  { key: 'updated', header: 'Last change' },
];

/** How the caption says the order, for screen readers (sighted people see the arrow). */
const ORDER_TEXT: Readonly<Record<OpsSortKey, Record<OpsSort['dir'], string>>> = {
  name: { asc: 'by name, A to Z', desc: 'by name, Z to A' },
  email: { asc: 'by email, A to Z', desc: 'by email, Z to A' },
  stage: { asc: 'by stage, earliest first', desc: 'by stage, latest first' },
  updated: { asc: 'by last change, oldest first', desc: 'by last change, newest first' },
};

/** Props of {@link OpsApplicationsTable}. */
export interface OpsApplicationsTableProps {
  rows: readonly OpsApplicationItem[];
  sort: OpsSort;
  onSort: (key: OpsSortKey) => void;
}

function SortHeader({ column, sort, onSort }: { column: (typeof COLUMNS)[number]; sort: OpsSort; onSort: (key: OpsSortKey) => void }) {
  const active = sort.key === column.key;
  const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" role="columnheader" aria-sort={ariaSort} className={active ? 'ops-table__sorted' : undefined}>
      <button type="button" className="ops-sort" onClick={() => onSort(column.key)}>
        {column.header}
        <span className="ops-sort__icon" aria-hidden="true">
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * The ops applications as a dense table (§2 ops view): name (the link that opens the customer's application in the
 * read-only view), email, the customer-facing stage with the internal stage under it, and the last change. Every
 * header is a sort button (`aria-sort` on the sorted one). On a phone (ops.css, under 640 px) each row is stacked — name,
 * email, stage, "Last change …" — and the headers become a row of sort buttons, so nothing scrolls sideways; the
 * explicit table roles keep the table a table for screen readers there (Safari drops them when `display` changes). On a
 * wider screen too narrow for it, the table scrolls in its own focusable region named by the caption.
 */
export function OpsApplicationsTable({ rows, sort, onSort }: OpsApplicationsTableProps) {
  const captionId = useId();
  return (
    <div className="table-scroll ops-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="table ops-table" role="table">
        <caption id={captionId}>
          Applications<span className="visually-hidden">, sorted {ORDER_TEXT[sort.key][sort.dir]}</span>
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((c) => (
              <SortHeader key={c.key} column={c} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((app) => (
            <tr key={app.uuid} role="row">
              <th scope="row" role="rowheader">
                <Link to={app.href}>{app.customerName}</Link>
              </th>
              <td role="cell" className="ops-table__email">
                {app.email}
              </td>
              <td role="cell" className="ops-table__stage">
                {app.stageName}
                <span className="ops-table__internal">
                  <span className="visually-hidden">Internal stage: </span>
                  {app.internalStage}
                </span>
              </td>
              <td role="cell" className="ops-table__when">
                <span className="ops-table__label" aria-hidden="true">
                  Last change{' '}
                </span>
                {app.updatedIso ? <time dateTime={app.updatedIso}>{app.updated}</time> : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
