import { TIMESHEET_MESSAGES as M, type TimesheetWeekSummary } from '@hrms/shared';
import { Paper } from '@mantine/core';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { WeekStatusBadge } from '../components/WeekStatusBadge';
import { useSubmittedWeeks } from '../timesheets.api';

const COLUMNS: Column<TimesheetWeekSummary>[] = [
  { key: 'employeeId', header: 'Employee ID', nowrap: true },
  { key: 'fromDate', header: 'From Date', nowrap: true, format: 'date', sortValue: (r) => r.fromDate },
  { key: 'toDate', header: 'To Date', nowrap: true, format: 'date' },
  { key: 'swipeHours', header: 'Swipe Hours', render: (r) => r.swipeHours.toFixed(2), sortValue: (r) => r.swipeHours },
  { key: 'totalHours', header: 'Total Hours', render: (r) => r.totalHours.toFixed(2), sortValue: (r) => r.totalHours },
  { key: 'status', header: 'Status', render: (r) => <WeekStatusBadge status={r.status} />, sortValue: (r) => r.status },
  { key: 'statusMessage', header: 'Status Message' },
];

/** /status/{employeeId} (spec 3 §2.9): a person's submitted weeks and where each stands. */
export function TimesheetStatusPage() {
  const session = useSession();
  const employeeId = useParams().employeeId ?? '';
  const weeks = useSubmittedWeeks(employeeId);
  if (!session) return null;
  return (
    <>
      <PageHeader title="Timesheet Status" back={<BackLink to="/table" />} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <QueryBody query={weeks} errorText={M.detailLoadFailed} emptyText={M.noStatusData}>
          {(rows) => <DataTable label="Timesheet status" columns={COLUMNS} rows={rows} rowKey={(r) => r.id} />}
        </QueryBody>
      </Paper>
    </>
  );
}
