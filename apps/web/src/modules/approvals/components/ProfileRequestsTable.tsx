import {
  type RequestFilters as Filters,
  filterProfileRequests,
  type ProfileChangeRequest,
  pageOf,
  profileFieldLabel,
  type SortState,
  sortRows,
} from '@hrms/shared';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../ui/records';
import { useDisplayValue } from './display';
import { highlightRowProps, useQueuePage } from './queue-focus';
import { RequestFilters } from './RequestFilters';
import { RequestsPanel } from './RequestsPanel';
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

/** The table's columns in the user's language; field names by their catalogue label. */
function profileColumns(
  t: TFunction,
  displayValue: (fieldName: string, value: string) => string,
  showComments: boolean,
): Column<ProfileChangeRequest>[] {
  const field = (r: ProfileChangeRequest) => t(`profileFields.${r.fieldName}`, { defaultValue: profileFieldLabel(r.fieldName) });
  return [
    { key: 'employeeId', header: t('approvals.columns.employeeId'), sortValue: (r) => r.employeeId, nowrap: true },
    { key: 'employeeName', header: t('approvals.columns.employeeName'), sortValue: (r) => r.employeeName },
    { key: 'fieldName', header: t('approvals.columns.fieldName'), render: field, sortValue: field },
    {
      key: 'oldValue',
      header: t('approvals.columns.oldValue'),
      render: (r) => <span style={breakable}>{displayValue(r.fieldName, r.oldValue)}</span>,
      sortValue: (r) => displayValue(r.fieldName, r.oldValue),
    },
    {
      key: 'newValue',
      header: t('approvals.columns.newValue'),
      render: (r) => <span style={breakable}>{displayValue(r.fieldName, r.newValue)}</span>,
      sortValue: (r) => displayValue(r.fieldName, r.newValue),
    },
    {
      key: 'status',
      header: t('approvals.columns.status'),
      render: (r) => <StatusBadge status={r.status} />,
      sortValue: (r) => r.status,
    },
    ...(showComments
      ? [
          {
            key: 'comments',
            header: t('approvals.columns.comments'),
            render: (r: ProfileChangeRequest) => <span style={breakable}>{r.comments || '—'}</span>,
            sortValue: (r: ProfileChangeRequest) => r.comments,
          },
        ]
      : []),
  ];
}

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
  const { t } = useTranslation();
  const displayValue = useDisplayValue();
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<SortState | null>(null);
  const columns = useMemo(
    () => [...(selectColumn ? [selectColumn] : []), ...profileColumns(t, displayValue, showComments)],
    [showComments, selectColumn, t, displayValue],
  );
  const filtered = sortRows(filterProfileRequests(rows, filters), columns, sort);
  const [page, setPage] = useQueuePage(filtered, pageSize, highlightId);
  const current = pageOf(filtered, page, pageSize);

  return (
    <RequestsPanel
      title={title}
      testId={testId}
      filters={
        <RequestFilters
          rows={rows}
          value={filters}
          dropdowns={dropdowns}
          kind={{
            key: 'fieldName',
            label: t('approvals.columns.fieldName'),
            of: (r) => r.fieldName,
            name: (fieldName) => t(`profileFields.${fieldName}`, { defaultValue: profileFieldLabel(fieldName) }),
          }}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      }
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={filtered.length === 0}
      table={
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
      }
      page={current.page}
      pageCount={current.pageCount}
      onPage={setPage}
    />
  );
}
