import { pageOf, type SortState, sortRows } from '@hrms/shared';
import { type ReactNode, useState } from 'react';
import { type Column, DataTable } from '../../../ui/records';
import { highlightRowProps, useQueuePage } from './queue-focus';
import { type RequestFilterKind, RequestFilters, type RequestFilterValues } from './RequestFilters';
import { RequestsPanel } from './RequestsPanel';

/** What a screen gives a kind's table of requests; ApprovalQueue's tables spread into it. */
export type RequestsTableProps<Row> = {
  title: string;
  rows: readonly Row[];
  pageSize: number;
  /** Dropdown filters besides the search box (approval screens). */
  dropdowns?: boolean;
  showComments?: boolean;
  actions?: (row: Row) => ReactNode;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The request to open on (its page, marked); see ApprovalQueue. */
  highlightId?: number | null;
  /** The bulk decision's checkbox column, shown first. */
  selectColumn?: Column<Row>;
  testId: string;
};

type Row = { id: number; employeeId: string; employeeName: string };

type Props<R extends Row, Filters extends RequestFilterValues> = Omit<RequestsTableProps<R>, 'showComments'> & {
  /** The kind's columns, after the checkbox column. */
  columns: readonly Column<R>[];
  /** The rows the filters let through (the kind's shared rule). */
  filter: (rows: readonly R[], filters: Filters) => readonly R[];
  /** The kind of request the third dropdown filters on. */
  kind: RequestFilterKind<R, Filters>;
  minWidth: number;
  /** A header click sorts the whole filtered list before it is paged; otherwise the table sorts the page shown. */
  sortsAcrossPages?: boolean;
};

/**
 * One titled table of requests of a kind (profile changes, attendance) with its filters, client-side pages
 * of the fetched rows and the pager; rows stack as cards on phones. Unsorted, rows keep the server's order.
 */
export function RequestsTable<R extends Row, Filters extends RequestFilterValues>(props: Props<R, Filters>) {
  const { title, rows, pageSize, dropdowns = false, highlightId, selectColumn, testId } = props;
  const [filters, setFilters] = useState<Filters>({} as Filters);
  const [sort, setSort] = useState<SortState | null>(null);
  const columns = selectColumn ? [selectColumn, ...props.columns] : props.columns;
  const filtered = props.filter(rows, filters);
  const ordered = props.sortsAcrossPages ? sortRows(filtered, columns, sort) : filtered;
  const [page, setPage] = useQueuePage(ordered, pageSize, highlightId);
  const current = pageOf(ordered, page, pageSize);
  const sorting = props.sortsAcrossPages
    ? {
        sort,
        onSortChange: (next: SortState | null) => {
          setSort(next);
          setPage(1);
        },
      }
    : {};

  return (
    <RequestsPanel
      title={title}
      testId={testId}
      filters={
        <RequestFilters
          rows={rows}
          value={filters}
          dropdowns={dropdowns}
          kind={props.kind}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      }
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      empty={ordered.length === 0}
      table={
        <DataTable
          label={title}
          columns={columns}
          rows={current.rows}
          rowKey={(row) => row.id}
          actions={props.actions}
          minWidth={props.minWidth}
          rowProps={(row) => highlightRowProps(row, highlightId, `${testId}-row`)}
          {...sorting}
        />
      }
      page={current.page}
      pageCount={current.pageCount}
      onPage={setPage}
    />
  );
}
