import { useId, type ReactNode } from 'react';
import { classNames } from './class-names';
import './table.css';

export interface TableColumn<Row> {
  /** Unique among the columns (React key). */
  readonly id: string;
  readonly header: ReactNode;
  readonly cell: (row: Row) => ReactNode;
  /** This column names the row (a date, a name): a row header, read with each cell of its row. */
  readonly rowHeader?: boolean;
  /** `end` for amounts and numbers. */
  readonly align?: 'start' | 'end';
  /** Long text wraps in this column instead of widening the table. */
  readonly wrap?: boolean;
}

export interface TableProps<Row> {
  /** What the table lists; names the table and its scrolling region. */
  readonly caption: ReactNode;
  /** Keep the caption for assistive technology only, when a heading above already says it. */
  readonly hideCaption?: boolean;
  readonly columns: readonly TableColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** Shown in one full-width row when there are no rows, e.g. "No billing history yet". */
  readonly empty: ReactNode;
  readonly className?: string;
}

/**
 * A semantic table (caption, column headers with scope, optional row headers) in a wrapper that
 * scrolls sideways when the columns do not fit. The wrapper is a named region in the tab order,
 * so the scroll can be reached with the keyboard.
 */
export function Table<Row>({ caption, hideCaption, columns, rows, rowKey, empty, className }: TableProps<Row>) {
  const captionId = useId();
  const cellClass = (column: TableColumn<Row>) =>
    classNames(column.align === 'end' && 'table__cell--end', column.wrap && 'table__cell--wrap') || undefined;
  return (
    <div className={classNames('table-wrap', className)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="table">
        <caption id={captionId} className={hideCaption ? 'sr-only' : 'table__caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="table__empty" colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.id} scope="row" className={cellClass(column)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
