import type { TimesheetWeekSummary } from '@hrms/shared';
import { Paper } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { WeekStatusBadge } from '../components/WeekStatusBadge';
import { useSubmittedWeeks } from '../timesheets.api';

const statusColumns = (t: TFunction): Column<TimesheetWeekSummary>[] => [
  { key: 'employeeId', header: t('timesheets.columns.employeeId'), nowrap: true },
  { key: 'fromDate', header: t('timesheets.columns.fromDate'), nowrap: true, format: 'date', sortValue: (r) => r.fromDate },
  { key: 'toDate', header: t('timesheets.columns.toDate'), nowrap: true, format: 'date' },
  {
    key: 'swipeHours',
    header: t('timesheets.columns.swipeHours'),
    render: (r) => r.swipeHours.toFixed(2),
    sortValue: (r) => r.swipeHours,
  },
  {
    key: 'totalHours',
    header: t('timesheets.columns.totalHours'),
    render: (r) => r.totalHours.toFixed(2),
    sortValue: (r) => r.totalHours,
  },
  {
    key: 'status',
    header: t('timesheets.columns.status'),
    render: (r) => <WeekStatusBadge status={r.status} />,
    sortValue: (r) => r.status,
  },
  { key: 'statusMessage', header: t('timesheets.columns.statusMessage') },
];

/** /status/{employeeId} (spec 3 §2.9): a person's submitted weeks and where each stands. */
export function TimesheetStatusPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? '';
  const weeks = useSubmittedWeeks(employeeId);
  if (!session) return null;
  return (
    <>
      <PageHeader title={t('timesheets.statusTitle')} back={<BackLink to="/table" />} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <QueryBody
          query={weeks}
          errorText={t('messages.timesheets.detailLoadFailed')}
          emptyText={t('messages.timesheets.noStatusData')}
        >
          {(rows) => (
            <DataTable label={t('timesheets.statusTable')} columns={statusColumns(t)} rows={rows} rowKey={(r) => r.id} />
          )}
        </QueryBody>
      </Paper>
    </>
  );
}
