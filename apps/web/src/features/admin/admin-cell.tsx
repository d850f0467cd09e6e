import type { ReactNode } from 'react';
import { SafeHtml } from '../../ui/SafeHtml';
import { adminDate, cutDescription, paymentLabel, yesNo } from './admin-format';

/** How a cell shows its value; the detail shows the same value whole ('html': sanitised rich text, cut as text). */
export type CellKind = 'text' | 'date' | 'description' | 'html' | 'payment' | 'yesno' | 'email';

export interface AdminColumn<Row> {
  title: string;
  /**
   * The row's field; also the `sortBy` sent to the server. The column is sortable when the list's sort allow-list
   * (ADMIN_LIST_COLUMNS, the server's own) has it.
   */
  field: keyof Row & string;
  kind?: CellKind;
  /** A cell of its own (status tags, links); the detail uses it too. */
  render?: (row: Row) => ReactNode;
  /** Shown in the detail only, not as a column. */
  detailOnly?: boolean;
}

/** A value as its column shows it; `whole` for the detail (descriptions uncut, dates with the time). */
export function cell<Row>(column: AdminColumn<Row>, row: Row, whole: boolean): ReactNode {
  if (column.render) return column.render(row);
  const value: unknown = row[column.field];
  switch (column.kind) {
    case 'date':
      return typeof value === 'string'
        ? whole
          ? `${adminDate(value)} (${new Date(value).toLocaleString('en-GB')})`
          : adminDate(value)
        : '';
    case 'description':
      return whole ? <span className="admin-table__whole">{text(value)}</span> : cutDescription(text(value));
    case 'html':
      return whole ? <SafeHtml html={text(value)} /> : cutDescription(text(value));
    case 'payment':
      return paymentLabel(value === true);
    case 'yesno':
      return yesNo(value === true);
    case 'email':
      return typeof value === 'string' && value ? <a href={`mailto:${value}`}>{value}</a> : '';
    default:
      return text(value);
  }
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}
