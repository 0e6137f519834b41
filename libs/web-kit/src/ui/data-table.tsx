import { useId, type ReactNode } from 'react';
import { useKitMessages } from '../i18n/kit-messages.js';
import { uiMessages } from './messages.js';

/** One column: its header, and what each row shows under it. */
export interface DataTableColumn<Row> {
  /** The column's header; on a phone also each cell's label (`data-label`). Unique in its table. */
  header: string;
  /** The cell's content for one row. */
  cell: (row: Row) => ReactNode;
  /** Classes of each of the column's body cells, e.g. `cell-break` for long words. */
  className?: string;
}

/** The columns of a table; the first one heads each row and names it. */
export type DataTableColumns<Row> = readonly [DataTableColumn<Row>, ...DataTableColumn<Row>[]];

export interface DataTableProps<Row> {
  /** The table's name, read by screen readers for the table and its scroll region. */
  caption: ReactNode;
  /** A caption for screen readers only, where the page already shows what the table is. */
  captionVisuallyHidden?: boolean;
  /** Classes added to `data-table`, for a table's own styles. */
  className?: string;
  columns: DataTableColumns<Row>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * A last column, "Actions", of small buttons and links: one as it is, several in
   * `<div className="actions">`. Their accessible names must say which row they act on (visually
   * hidden text), for a screen-reader user moving from button to button.
   */
  actions?: (row: Row) => ReactNode;
  /**
   * On a phone, each row becomes a card of labelled lines, so the page never scrolls sideways
   * (`table-stack-narrow`). True unless said otherwise; false keeps the table, scrolling sideways.
   */
  stackOnNarrow?: boolean;
}

/**
 * A table of records (`data-table` in portal-base.css) in a scroll region that a keyboard can
 * reach and that is named by the table's caption. The first column's cells are row headers, so
 * each row is named by them. Each other cell carries its column's header as `data-label`, which
 * labels it when the row is a card on a phone.
 */
export function DataTable<Row>({
  caption,
  captionVisuallyHidden = false,
  className,
  columns,
  rows,
  rowKey,
  actions,
  stackOnNarrow = true,
}: DataTableProps<Row>) {
  const { t } = useKitMessages();
  const captionId = useId();
  const [rowHeader, ...cells] = columns;
  return (
    <div
      className={stackOnNarrow ? 'table-scroll table-stack-narrow' : 'table-scroll'}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      {/* The roles restate the table's own: browsers drop them when the cells are restyled as blocks on a phone. */}
      <table className={className ? `data-table ${className}` : 'data-table'} role="table">
        <caption id={captionId} className={captionVisuallyHidden ? 'visually-hidden' : undefined}>
          <span className="data-table-caption-text">{caption}</span>
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} scope="col" role="columnheader">
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" role="columnheader">
                {t(uiMessages.actions)}
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              <th scope="row" role="rowheader" className={rowHeader.className}>
                {rowHeader.cell(row)}
              </th>
              {cells.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  data-label={column.header}
                  className={column.className}
                >
                  {column.cell(row)}
                </td>
              ))}
              {actions && (
                <td role="cell" className="cell-actions">
                  {actions(row)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
