import {
  addDays,
  isManagerOrHr,
  isValidMonthLookup,
  monthWeekRows,
  SUMMARY_WEEKS,
  summaryWeeks,
  TIMESHEET_YEARS,
  type TimesheetWeekSummary,
  todayIso,
  weekStartOf,
} from '@hrms/shared';
import { Alert, Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { OwnTimesheetOnly } from '../components/OwnTimesheetOnly';
import { WeekStatusBadge } from '../components/WeekStatusBadge';
import { useMonthWeeks, useSubmittedWeeks } from '../timesheets.api';

type WeekRow = { fromDate: string; toDate: string; summary: TimesheetWeekSummary | null };

const YEARS = Array.from({ length: TIMESHEET_YEARS.last - TIMESHEET_YEARS.first + 1 }, (_, i) =>
  String(TIMESHEET_YEARS.first + i),
);

/** /entrypage/{employeeId} (spec 3 §2.9): the monthly lookup of weeks, the approval summary and the way into a week. */
export function TimesheetEntryPage() {
  const session = useSession();
  const params = useParams();
  const employeeId = params.employeeId ?? session?.employeeId ?? '';
  return (
    <OwnTimesheetOnly employeeId={employeeId}>
      <TimesheetEntryPageBody employeeId={employeeId} />
    </OwnTimesheetOnly>
  );
}

function TimesheetEntryPageBody({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const dates = useDateFormat();
  const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: dates.monthName(i + 1) }));
  const today = todayIso();
  const [month, setMonth] = useState(Number(today.slice(5, 7)));
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const valid = isValidMonthLookup(month, year);
  const monthWeeks = useMonthWeeks(
    employeeId,
    valid ? month : Number(today.slice(5, 7)),
    valid ? year : Number(today.slice(0, 4)),
  );
  const submitted = useSubmittedWeeks(employeeId);
  const currentWeek = weekStartOf(today);

  // every week of the month up to this one, submitted or not (last week too, on a Monday)
  const rows = useMemo<WeekRow[]>(
    () =>
      monthWeekRows(
        valid ? year : Number(today.slice(0, 4)),
        valid ? month : Number(today.slice(5, 7)),
        currentWeek,
        monthWeeks.data ?? [],
      ),
    [monthWeeks.data, month, year, today, valid, currentWeek],
  );

  const summaryRows = useMemo<WeekRow[]>(
    () =>
      summaryWeeks(currentWeek, SUMMARY_WEEKS).map((fromDate) => ({
        fromDate,
        toDate: addDays(fromDate, 6),
        summary: submitted.data?.find((s) => s.fromDate === fromDate) ?? null,
      })),
    [submitted.data, currentWeek],
  );

  if (!session) return null;
  const columns: Column<WeekRow>[] = [
    { key: 'fromDate', header: t('timesheets.columns.fromDate'), nowrap: true, format: 'date', sortValue: (r) => r.fromDate },
    { key: 'toDate', header: t('timesheets.columns.toDate'), nowrap: true, format: 'date' },
    {
      key: 'totalHours',
      header: t('timesheets.columns.totalHours'),
      render: (r) => (r.summary ? r.summary.totalHours.toFixed(2) : '—'),
    },
    {
      key: 'swipeHours',
      header: t('timesheets.columns.swipeHours'),
      render: (r) => (r.summary ? r.summary.swipeHours.toFixed(2) : '—'),
    },
    { key: 'status', header: t('timesheets.columns.status'), render: (r) => <WeekStatusBadge status={r.summary?.status} /> },
  ];
  const open = (r: WeekRow) => (
    <Button component={Link} to={`/timeEntry/${employeeId}/${r.fromDate}/${r.toDate}`} size="xs" variant="light">
      {r.summary ? t('timesheets.open') : t('timesheets.fillIn')}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('timesheets.title')}
        back={<BackLink to={`/dashboard/${session.employeeId}`} />}
        actions={
          isManagerOrHr(session.role) && (
            <Button component={Link} to="/table" variant="light">
              {t('timesheets.teamTimeSheets')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
          <Select
            label={t('timesheets.year')}
            data={YEARS}
            value={String(year)}
            onChange={(v) => setYear(Number(v))}
            w={120}
            allowDeselect={false}
          />
          <Select
            label={t('timesheets.month')}
            data={months}
            value={String(month)}
            onChange={(v) => setMonth(Number(v))}
            w={160}
            allowDeselect={false}
          />
          <Button component={Link} to={`/timeEntry/${employeeId}/${currentWeek}/${addDays(currentWeek, 6)}`}>
            {t('timesheets.thisWeek')}
          </Button>
        </Group>
        {!valid && (
          <Alert color="yellow" mb="sm">
            {t('messages.timesheets.invalidMonth')}
          </Alert>
        )}
        <QueryBody
          query={monthWeeks}
          errorText={t('messages.timesheets.readFailed')}
          emptyText={t('messages.timesheets.noMonthData')}
          isEmpty={() => rows.length === 0}
        >
          {() => (
            <DataTable
              label={t('timesheets.weeksOfMonth')}
              testId="month-weeks"
              columns={columns}
              rows={rows}
              rowKey={(r) => r.fromDate}
              actions={open}
            />
          )}
        </QueryBody>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={4} mb="sm">
          {t('timesheets.approvalSummary')}
        </Title>
        <QueryBody
          query={submitted}
          errorText={t('messages.timesheets.recheck')}
          emptyText={t('messages.timesheets.noData')}
          isEmpty={() => false}
        >
          {() => (
            <DataTable
              label={t('timesheets.approvalSummary')}
              columns={columns}
              rows={summaryRows}
              rowKey={(r) => r.fromDate}
              actions={open}
            />
          )}
        </QueryBody>
      </Paper>
    </Stack>
  );
}
