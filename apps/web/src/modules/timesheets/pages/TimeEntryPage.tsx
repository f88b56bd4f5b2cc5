import { addDays, copyLastWeekHours, isMonday, TIMESHEET_MESSAGES as M, todayIso, weekDays, weekStartOf } from '@hrms/shared';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog } from '../../../ui/records';
import { cellKey } from '../components/HoursInput';
import { OwnTimesheetOnly } from '../components/OwnTimesheetOnly';
import { WeekGrid } from '../components/WeekGrid';
import { WeekStatusBadge } from '../components/WeekStatusBadge';
import {
  type ProjectDaysInput,
  useProjectWeek,
  useSaveWeek,
  useSubmittedWeeks,
  useWeekAttendance,
  useWeekLeaves,
} from '../timesheets.api';

/** /timeEntry/{employeeId}/{fromDate}/{toDate} (spec 3 §2.9): the weekly grid, Save and Submit. */
export function TimeEntryPage() {
  const session = useSession();
  const params = useParams();
  const employeeId = params.employeeId ?? session?.employeeId ?? '';
  return (
    <OwnTimesheetOnly employeeId={employeeId}>
      <TimeEntryPageBody employeeId={employeeId} />
    </OwnTimesheetOnly>
  );
}

function TimeEntryPageBody({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const params = useParams();
  const requested = params.fromDateParam ?? todayIso();
  const from = isMonday(requested) ? requested : weekStartOf(requested);
  const to = addDays(from, 6);
  const dates = useDateFormat();
  const days = weekDays(from);
  const today = todayIso();

  const week = useProjectWeek(employeeId, from, to);
  const lastWeek = useProjectWeek(employeeId, addDays(from, -7), addDays(from, -1));
  const attendance = useWeekAttendance(employeeId, from, to);
  const leaves = useWeekLeaves(employeeId, from, to);
  const submitted = useSubmittedWeeks(employeeId);
  const save = useSaveWeek(employeeId);
  const [hours, setHours] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  // A submitted week is locked until decided: ask first.
  const [confirming, setConfirming] = useState(false);
  // "Copy last week" is confirmed next to the buttons, not in a toast: on phones a toast would cover Save
  const [copied, setCopied] = useState(0);

  const original = useMemo(() => {
    const values: Record<string, string> = {};
    for (const p of week.data ?? [])
      for (const timing of p.projectTimingsDTOList)
        if (timing.working_hours > 0) values[cellKey(p.projectCode, timing.date)] = String(timing.working_hours);
    return values;
  }, [week.data]);
  useEffect(() => setHours(original), [original]);

  const summary = submitted.data?.find((s) => s.fromDate === from) ?? null;
  const own = session?.employeeId.toLowerCase() === employeeId.toLowerCase();
  const locked = summary !== null && summary.status !== 'Rejected';
  const editable = (date: string) => own && !locked && date <= today;

  if (!session) return null;
  const projects = (week.data ?? []).filter((p) =>
    `${p.projectCode} ${p.projectName}`.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const changed = (week.data ?? []).filter((p) =>
    days.some((d) => (hours[cellKey(p.projectCode, d)] ?? '') !== (original[cellKey(p.projectCode, d)] ?? '')),
  );
  // "Copy last week" fills an empty draft week (nothing saved, nothing typed yet); Save or Submit keeps it.
  const copies = copyLastWeekHours(lastWeek.data ?? [], week.data ?? [], today);
  const emptyDraft = Object.keys(original).length === 0 && Object.values(hours).every((v) => !v);
  const canCopy = own && !locked && emptyDraft && copies.length > 0;
  function copyLastWeek() {
    setHours(Object.fromEntries(copies.map((c) => [cellKey(c.projectCode, c.date), String(c.hours)])));
    setCopied(copies.length);
  }
  const rowsToSave = (): ProjectDaysInput[] =>
    changed.map((p) => ({
      employeeId,
      projectCode: p.projectCode,
      projectName: p.projectName,
      mode: summary?.status === 'Rejected' ? 'update' : 'create',
      days: days
        .filter((d) => d <= today)
        .map((d) => {
          const value = hours[cellKey(p.projectCode, d)];
          return { date: d, working_hours: value && value !== '.' ? Number(value) : 0 };
        }),
    }));

  async function run(submit: boolean) {
    const update = summary?.status === 'Rejected';
    try {
      await save.mutateAsync({ rows: rowsToSave(), submit: submit ? { fromDate: from, toDate: to } : undefined });
      notifySuccess(submit ? M.submitted : update ? M.updated : M.saved);
    } catch (error) {
      notifyError(errorMessage(error, update ? M.updateFailed : M.saveFailed));
    }
  }

  let body: React.ReactNode;
  if (week.isPending) body = <PageLoader />;
  else if (week.isError) body = <ErrorState message={t('messages.timesheets.detailLoadFailed')} onRetry={() => week.refetch()} />;
  else if (week.data.length === 0) body = <EmptyState>{t('timesheets.noProjects')}</EmptyState>;
  else
    body = (
      <WeekGrid
        days={days}
        projects={projects}
        hours={hours}
        onChange={(key, value) => setHours((h) => ({ ...h, [key]: value }))}
        editable={editable}
        attendance={new Map((attendance.data ?? []).map((a) => [a.attendanceDate, a.totalWorkingHours]))}
        leaves={new Map((leaves.data ?? []).map((l) => [l.leaveDate, l.leaveType]))}
      />
    );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('timesheets.timeEntry')}
        back={<BackLink to={`/entrypage/${employeeId}`} label={t('timesheets.home')} />}
        actions={
          <Group gap="xs">
            <Button
              component={Link}
              to={`/timeEntry/${employeeId}/${addDays(from, -7)}/${addDays(from, -1)}`}
              variant="default"
              size="xs"
            >
              {t('timesheets.previousWeek')}
            </Button>
            <Button
              component={Link}
              to={`/timeEntry/${employeeId}/${addDays(from, 7)}/${addDays(from, 13)}`}
              variant="default"
              size="xs"
            >
              {t('timesheets.nextWeek')}
            </Button>
          </Group>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Group gap="sm">
            <Text fw={600}>{t('timesheets.weekRange', { from: dates.date(from), to: dates.date(to) })}</Text>
            <WeekStatusBadge status={summary?.status} />
          </Group>
          <TextInput
            placeholder={t('timesheets.searchProjects')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={220}
            aria-label={t('timesheets.searchProjects')}
          />
        </Group>
        {summary?.status === 'Rejected' && summary.comments && (
          <Alert color="red" mb="sm" title={t('timesheets.rejected')}>
            {summary.comments}
          </Alert>
        )}
        {body}
        {own && !locked && (
          <Group justify="flex-end" mt="md">
            {canCopy && (
              <Button variant="light" onClick={copyLastWeek} mr="auto">
                {t('timesheets.copyLastWeek')}
              </Button>
            )}
            {copied > 0 && changed.length > 0 && (
              <Text size="sm" c="dimmed" mr="auto" role="status">
                {t('timesheets.copied', { count: copied })}
              </Text>
            )}
            <Button variant="default" onClick={() => run(false)} loading={save.isPending} disabled={changed.length === 0}>
              {t('timesheets.save')}
            </Button>
            <Button onClick={() => setConfirming(true)} loading={save.isPending}>
              {t('timesheets.submit')}
            </Button>
          </Group>
        )}
        <ConfirmDialog
          opened={confirming}
          title={t('timesheets.submitTitle')}
          message={t('timesheets.submitAsk', { from: dates.date(from), to: dates.date(to) })}
          busy={save.isPending}
          confirmLabel={t('timesheets.submitWeek')}
          color="blue"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void run(true);
          }}
        />
      </Paper>
    </Stack>
  );
}
