import type { TimesheetWeekSummary } from '@hrms/shared';
import { Paper } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { weekColumns } from '../components/weekColumns';
import { useSubmittedWeeks } from '../timesheets.api';

const statusColumns = (t: TFunction): Column<TimesheetWeekSummary>[] => {
  const week = weekColumns(t);
  return [
    { key: 'employeeId', header: t('timesheets.columns.employeeId'), nowrap: true },
    week.fromDate,
    week.toDate,
    week.swipeHours,
    week.totalHours,
    week.status,
    week.statusMessage,
  ];
};

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
