import {
  type AttendanceRequest,
  attendanceTypeLabel,
  type AttendanceRequestFilters as Filters,
  filterAttendanceRequests,
  pageOf,
} from '@hrms/shared';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../ui/records';
import { highlightRowProps, RequestFilters, RequestsPanel, StatusBadge, useQueuePage } from '../../approvals';

type Props = {
  title: string;
  rows: readonly AttendanceRequest[];
  pageSize: number;
  /** Dropdown filters besides the search box (approval screens). */
  dropdowns?: boolean;
  showComments?: boolean;
  actions?: (row: AttendanceRequest) => ReactNode;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The request to open on (its page, marked); see ApprovalQueue. */
  highlightId?: number | null;
  /** The bulk decision's checkbox column, shown first. */
  selectColumn?: Column<AttendanceRequest>;
  testId: string;
};

/** The table's columns in the user's language. */
function attendanceColumns(t: TFunction, showComments: boolean): Column<AttendanceRequest>[] {
  const type = (r: AttendanceRequest) => t(`attendanceTypes.${r.type}`, { defaultValue: attendanceTypeLabel(r.type) });
  return [
    { key: 'employeeId', header: t('approvals.columns.employeeId'), nowrap: true, sortValue: (r) => r.employeeId },
    { key: 'employeeName', header: t('approvals.columns.employeeName'), sortValue: (r) => r.employeeName },
    {
      key: 'attendanceDate',
      header: t('attendance.columns.date'),
      nowrap: true,
      format: 'date',
      sortValue: (r) => r.attendanceDate,
    },
    { key: 'type', header: t('attendance.columns.type'), render: type, sortValue: type },
    { key: 'inTime', header: t('attendance.columns.inTime'), nowrap: true },
    { key: 'outTime', header: t('attendance.columns.outTime'), nowrap: true },
    { key: 'totalWorkingHours', header: t('attendance.columns.hours'), nowrap: true },
    {
      key: 'status',
      header: t('approvals.columns.status'),
      render: (r) => <StatusBadge status={r.status} />,
      sortValue: (r) => r.status,
    },
    ...(showComments
      ? [{ key: 'comments', header: t('approvals.columns.comments'), render: (r: AttendanceRequest) => r.comments || '—' }]
      : []),
  ];
}

/** One titled table of attendance requests with its filters, client-side pages of the fetched 40, and pager. */
export function AttendanceRequestsTable({
  title,
  rows,
  pageSize,
  dropdowns = false,
  showComments = false,
  actions,
  loading,
  error,
  onRetry,
  highlightId,
  selectColumn,
  testId,
}: Props) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const filtered = filterAttendanceRequests(rows, filters);
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
            key: 'type',
            label: t('attendance.attendanceType'),
            of: (r) => r.type,
            name: (type) => t(`attendanceTypes.${type}`, { defaultValue: attendanceTypeLabel(type) }),
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
          columns={[...(selectColumn ? [selectColumn] : []), ...attendanceColumns(t, showComments)]}
          rows={current.rows}
          rowKey={(r) => r.id}
          actions={actions}
          minWidth={showComments || actions ? 960 : 820}
          rowProps={(r) => highlightRowProps(r, highlightId, `${testId}-row`)}
        />
      }
      page={current.page}
      pageCount={current.pageCount}
      onPage={setPage}
    />
  );
}
