import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  empty: string;
}

/**
 * A table on a wide screen; on a phone each row becomes a card whose cells carry their column's
 * name (data-label, shown by admin.css), so nothing scrolls sideways at 320 px.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty }: DataTableProps<Row>) {
  if (!rows.length) return <p className="ad-empty">{empty}</p>;
  return (
    <div className="ad-table-wrap">
      <table className="ad-table">
        <caption className="ad-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'ad-num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.header} className={c.numeric ? 'ad-num' : undefined}>
                  <div className="ad-cell">{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
