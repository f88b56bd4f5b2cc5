import {
  APPROVAL_MESSAGES,
  type RequestFilters as Filters,
  filterProfileRequests,
  type ProfileChangeRequest,
  pageOf,
  profileFieldLabel,
  type SortState,
  sortRows,
} from '@hrms/shared';
import { Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { type Column, DataTable, Pager } from '../../../ui/records';
import { displayValue } from './display';
import { highlightRowProps, useQueuePage } from './queue-focus';
import { RequestFilters } from './RequestFilters';
import { StatusBadge } from './StatusBadge';

type Props = {
  title: string;
  rows: readonly ProfileChangeRequest[];
  pageSize: number;
  /** Dropdown filters besides the search box (approval screens). */
  dropdowns?: boolean;
  showComments?: boolean;
  renderActions?: (row: ProfileChangeRequest) => ReactNode;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The request to open on (its page, marked); see ApprovalQueue. */
  highlightId?: number | null;
  /** The bulk decision's checkbox column, shown first. */
  selectColumn?: Column<ProfileChangeRequest>;
  testId: string;
};

const breakable = { overflowWrap: 'break-word' } as const;

const COLUMNS: Column<ProfileChangeRequest>[] = [
  { key: 'employeeId', header: 'Employee ID', sortValue: (r) => r.employeeId, nowrap: true },
  { key: 'employeeName', header: 'Employee Name', sortValue: (r) => r.employeeName },
  {
    key: 'fieldName',
    header: 'Field Name',
    render: (r) => profileFieldLabel(r.fieldName),
    sortValue: (r) => profileFieldLabel(r.fieldName),
  },
  {
    key: 'oldValue',
    header: 'Old Value',
    render: (r) => <span style={breakable}>{displayValue(r.fieldName, r.oldValue)}</span>,
    sortValue: (r) => displayValue(r.fieldName, r.oldValue),
  },
  {
    key: 'newValue',
    header: 'New Value',
    render: (r) => <span style={breakable}>{displayValue(r.fieldName, r.newValue)}</span>,
    sortValue: (r) => displayValue(r.fieldName, r.newValue),
  },
  { key: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} />, sortValue: (r) => r.status },
];
const COMMENTS: Column<ProfileChangeRequest> = {
  key: 'comments',
  header: 'Comments',
  render: (r) => <span style={breakable}>{r.comments || '—'}</span>,
  sortValue: (r) => r.comments,
};

/**
 * One titled table of profile-change requests with its filters, sortable columns (the whole list is
 * sorted, then paged), client-side pages and pager; rows stack as cards on phones. Unsorted, rows keep
 * the server's order: newest first.
 */
export function ProfileRequestsTable({
  title,
  rows,
  pageSize,
  dropdowns = false,
  showComments = false,
  renderActions,
  loading,
  error,
  onRetry,
  highlightId,
  selectColumn,
  testId,
}: Props) {
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<SortState | null>(null);
  const columns = useMemo(
    () => [...(selectColumn ? [selectColumn] : []), ...COLUMNS, ...(showComments ? [COMMENTS] : [])],
    [showComments, selectColumn],
  );
  const filtered = sortRows(filterProfileRequests(rows, filters), columns, sort);
  const [page, setPage] = useQueuePage(filtered, pageSize, highlightId);
  const current = pageOf(filtered, page, pageSize);

  let body: ReactNode;
  if (loading) {
    body = (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  } else if (error) {
    body = <ErrorState message={error} onRetry={onRetry} />;
  } else if (filtered.length === 0) {
    body = <EmptyState>{APPROVAL_MESSAGES.noResults}</EmptyState>;
  } else {
    body = (
      <div data-testid={`${testId}-table`}>
        <DataTable
          label={title}
          columns={columns}
          rows={current.rows}
          rowKey={(row) => row.id}
          actions={renderActions}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          minWidth={renderActions || showComments ? 860 : 760}
          rowProps={(row) => highlightRowProps(row, highlightId, `${testId}-row`)}
        />
      </div>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <RequestFilters
          rows={rows}
          value={filters}
          dropdowns={dropdowns}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {body}
        {!loading && !error && (
          <Pager page={current.page} pageCount={current.pageCount} onPage={setPage} testId={`${testId}-page`} />
        )}
      </Stack>
    </Paper>
  );
}
