import {
  addDays,
  isManagerOrHr,
  isValidMonthLookup,
  TIMESHEET_MESSAGES as M,
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
import { Link, useParams } from 'react-router';
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
const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: new Date(Date.UTC(2000, i, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' }),
}));

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
  const session = useSession();
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
    { key: 'fromDate', header: 'From Date', nowrap: true, format: 'date', sortValue: (r) => r.fromDate },
    { key: 'toDate', header: 'To Date', nowrap: true, format: 'date' },
    { key: 'totalHours', header: 'Total Hours', render: (r) => (r.summary ? r.summary.totalHours.toFixed(2) : '—') },
    { key: 'swipeHours', header: 'Swipe Hours', render: (r) => (r.summary ? r.summary.swipeHours.toFixed(2) : '—') },
    { key: 'status', header: 'Status', render: (r) => <WeekStatusBadge status={r.summary?.status} /> },
  ];
  const open = (r: WeekRow) => (
    <Button component={Link} to={`/timeEntry/${employeeId}/${r.fromDate}/${r.toDate}`} size="xs" variant="light">
      {r.summary ? 'Open' : 'Fill in'}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Time Sheet"
        back={<BackLink to={`/dashboard/${session.employeeId}`} />}
        actions={
          isManagerOrHr(session.role) && (
            <Button component={Link} to="/table" variant="light">
              Team Time Sheets
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
          <Select
            label="Year"
            data={YEARS}
            value={String(year)}
            onChange={(v) => setYear(Number(v))}
            w={120}
            allowDeselect={false}
          />
          <Select
            label="Month"
            data={MONTHS}
            value={String(month)}
            onChange={(v) => setMonth(Number(v))}
            w={160}
            allowDeselect={false}
          />
          <Button component={Link} to={`/timeEntry/${employeeId}/${currentWeek}/${addDays(currentWeek, 6)}`}>
            This week
          </Button>
        </Group>
        {!valid && (
          <Alert color="yellow" mb="sm">
            {M.invalidMonth}
          </Alert>
        )}
        <QueryBody query={monthWeeks} errorText={M.readFailed} emptyText={M.noMonthData} isEmpty={() => rows.length === 0}>
          {() => (
            <DataTable
              label="Weeks of the month"
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
          Approval summary
        </Title>
        <QueryBody query={submitted} errorText={M.recheck} emptyText={M.noData} isEmpty={() => false}>
          {() => (
            <DataTable label="Approval summary" columns={columns} rows={summaryRows} rowKey={(r) => r.fromDate} actions={open} />
          )}
        </QueryBody>
      </Paper>
    </Stack>
  );
}
