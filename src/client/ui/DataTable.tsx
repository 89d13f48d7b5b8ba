import { useId, type CSSProperties, type ReactNode } from 'react';

/** One column of a {@link DataTable}: its header and how a row fills it. `numeric` right-aligns the cells. */
export interface DataTableColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

/** Props of {@link DataTable}. The first column is the row header (`<th scope="row">`). */
export interface DataTableProps<R> {
  caption: ReactNode;
  columns: readonly DataTableColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
}

const cellStyle = (numeric: boolean | undefined): CSSProperties => ({
  padding: '6px 8px',
  borderBottom: '1px solid #d5dbe5',
  textAlign: numeric ? 'right' : 'left',
  verticalAlign: 'top',
});

/**
 * A data table with a caption, column headers (`scope="col"`) and row headers (`scope="row"`). On a narrow screen
 * the table scrolls inside its own region (WCAG 1.4.10 allows two-dimensional data to), which is keyboard-focusable
 * and named by the caption, so the page itself never scrolls sideways.
 */
export function DataTable<R>({ caption, columns, rows, rowKey }: DataTableProps<R>) {
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%', margin: '12px 0' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.95rem' }}>
        <caption id={captionId} style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" style={cellStyle(c.numeric)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.header} scope="row" style={{ ...cellStyle(c.numeric), fontWeight: 600 }}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} style={cellStyle(c.numeric)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
