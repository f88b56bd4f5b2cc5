import {
  type AttendanceRequest,
  type AttendanceRequestFilters,
  attendanceTypeLabel,
  filterAttendanceRequests,
} from '@hrms/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../ui/records';
import { RequestsTable, type RequestsTableProps, StatusBadge } from '../../approvals';

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
export function AttendanceRequestsTable({ showComments = false, ...table }: RequestsTableProps<AttendanceRequest>) {
  const { t } = useTranslation();
  return (
    <RequestsTable<AttendanceRequest, AttendanceRequestFilters>
      {...table}
      columns={attendanceColumns(t, showComments)}
      filter={filterAttendanceRequests}
      kind={{
        key: 'type',
        label: t('attendance.attendanceType'),
        of: (r) => r.type,
        name: (type) => t(`attendanceTypes.${type}`, { defaultValue: attendanceTypeLabel(type) }),
      }}
      minWidth={showComments || table.actions ? 960 : 820}
    />
  );
}
