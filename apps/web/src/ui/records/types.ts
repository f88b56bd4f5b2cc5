import type { ReactNode } from 'react';

/** One column of a DataTable: what it is called, how a row shows in it and, when sortable, how it orders. */
export type Column<Row> = {
  /** Stable key (also the sort key given to a server-sorted table). */
  key: string;
  header: ReactNode;
  /** The label on a phone card when `header` is a control (e.g. a select-all checkbox). */
  cardHeader?: ReactNode;
  /** false: the header is never a sort button, even on a server-sorted table (e.g. a checkbox column). */
  sortable?: boolean;
  /** The value at `key` is a yyyy-MM-dd date or an instant: shown in the organisation's format (and time zone). */
  format?: 'date' | 'dateTime';
  /** How the cell shows; defaults to `String(row[key])`. */
  render?: (row: Row) => ReactNode;
  /** Makes the column sortable; on a client-sorted table, the value rows are ordered by. */
  sortValue?: (row: Row) => string | number | null | undefined;
  /** Cell styling: keep dates and ids on one line. */
  nowrap?: boolean;
  width?: number | string;
  /** Left out of the stacked phone card (e.g. a repeated name). */
  hideOnCard?: boolean;
};

export type EditorMode = 'create' | 'update';
