import {
  ATTENDANCE_REPORT_SCREEN_PAGE_SIZE,
  attendanceTypeLabel,
  ATTENDANCE_MESSAGES as M,
  type ReporteeAttendance,
} from '@hrms/shared';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/notify';
import { type Column, DataTable, Pager, QueryBody } from '../../../ui/records';
import { StatusBadge } from '../../approvals';

type Row = {
  key: string;
  employeeId: string;
  employeeName: string;
  inTime: string;
  outTime: string;
  totalWorkingHours: string;
  type: string;
  status: string;
};

const dash = (value: string) => value || '—';
function reportColumns(t: TFunction): Column<Row>[] {
  return [
    { key: 'employeeId', header: t('approvals.columns.employeeId'), nowrap: true, sortValue: (r) => r.employeeId },
    { key: 'employeeName', header: t('approvals.columns.employeeName'), sortValue: (r) => r.employeeName },
    { key: 'inTime', header: t('attendance.columns.inTime'), nowrap: true, render: (r) => dash(r.inTime) },
    { key: 'outTime', header: t('attendance.columns.outTime'), nowrap: true, render: (r) => dash(r.outTime) },
    {
      key: 'totalWorkingHours',
      header: t('attendance.columns.totalWorkingHours'),
      nowrap: true,
      render: (r) => dash(r.totalWorkingHours),
    },
    {
      key: 'type',
      header: t('attendance.columns.type'),
      render: (r) => (r.type ? t(`attendanceTypes.${r.type}`, { defaultValue: attendanceTypeLabel(r.type) }) : '—'),
    },
    {
      key: 'status',
      header: t('approvals.columns.status'),
      render: (r) =>
        r.status ? (
          <StatusBadge status={r.status} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('attendance.noEntry')}
          </Text>
        ),
    },
  ];
}

/** One row per entry; a reportee without one that day still shows, marked 'No entry'. */
function rowsOf(report: readonly ReporteeAttendance[]): Row[] {
  return report.flatMap((r) =>
    r.attendanceDTOList.length
      ? r.attendanceDTOList.map((e) => ({
          key: `${r.employeeId}-${e.id}`,
          employeeId: r.employeeId,
          employeeName: r.employeeName,
          ...e,
        }))
      : [
          {
            key: r.employeeId,
            employeeId: r.employeeId,
            employeeName: r.employeeName,
            inTime: '',
            outTime: '',
            totalWorkingHours: '',
            type: '',
            status: '',
          },
        ],
  );
}

type Props = {
  query: UseQueryResult<{ rows: ReporteeAttendance[]; total: number }>;
  page: number;
  onPage: (page: number) => void;
};

/** The reportees attendance report of one day (spec 2 §2), paged on the server. */
export function ReporteesReport({ query, page, onPage }: Props) {
  const { t } = useTranslation();
  return (
    <QueryBody
      query={query}
      errorText={errorMessage(query.error, M.loadFailed)}
      emptyText={t('messages.attendance.noReportees')}
      isEmpty={(data) => data.total === 0}
    >
      {(report) => {
        const rows = rowsOf(report.rows);
        const pageCount = Math.max(1, Math.ceil(report.total / ATTENDANCE_REPORT_SCREEN_PAGE_SIZE));
        return (
          <>
            {!rows.some((r) => r.status) && (
              <Text c="dimmed" mb="sm">
                {t('messages.attendance.noData')}
              </Text>
            )}
            <DataTable
              label={t('attendance.reporteesTable')}
              columns={reportColumns(t)}
              rows={rows}
              rowKey={(r) => r.key}
              minWidth={820}
            />
            {pageCount > 1 && <Pager page={page} pageCount={pageCount} onPage={onPage} testId="report-page" />}
          </>
        );
      }}
    </QueryBody>
  );
}
