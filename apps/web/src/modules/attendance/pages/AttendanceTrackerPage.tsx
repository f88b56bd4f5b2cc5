import {
  type AttendanceCreate,
  addDays,
  approverEndpoint,
  isAttendanceRecord,
  ATTENDANCE_MESSAGES as M,
  STAFF,
  todayIso,
} from '@hrms/shared';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { DateField } from '../../../ui/DateField';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { downloadTrackerExport, useAttendanceDay, useFileAttendance, useReporteesAttendance } from '../attendance.api';
import { AddAttendanceDialog } from '../components/AddAttendanceDialog';
import { AttendanceDayCard } from '../components/AttendanceDayCard';
import { ReporteesReport } from '../components/ReporteesReport';

/**
 * /attendenceSheet and /attendenceSheet/{employeeId} (spec 2 §2): the day's in and out times, Add
 * Attendance (own, past 7 days; DESIGN §8.8: it waits for approval), Export to Excel of what is shown,
 * and for managers and HR the reportees report of a day (?view=reportees, back link to the tracker).
 */
export function AttendanceTrackerPage() {
  const { t } = useTranslation();
  const session = useSession();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const employeeId = params.employeeId ?? session?.employeeId ?? '';
  const date = search.get('date') ?? addDays(todayIso(), -1);
  const reporteesView = search.get('view') === 'reportees';
  const approver = approverEndpoint(session?.role) !== null;
  const own = Boolean(session && session.employeeId.toLowerCase() === employeeId.toLowerCase());
  const canFile = own && (STAFF as readonly string[]).includes(session?.role ?? '');

  const day = useAttendanceDay(employeeId, reporteesView ? '' : date);
  const reportPage = Math.max(1, Number(search.get('page')) || 1);
  const report = useReporteesAttendance(session?.employeeId ?? '', date, reportPage, reporteesView && approver);
  const file = useFileAttendance();
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);

  if (!session) return null;

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };

  async function submit(body: AttendanceCreate) {
    try {
      await file.mutateAsync(body);
    } catch (error) {
      notifyError(errorMessage(error, M.failed));
      throw error;
    }
    notifySuccess(M.added);
    setAdding(false);
    update({ date: body.attendanceDate });
  }

  async function exportShown() {
    setExporting(true);
    try {
      await downloadTrackerExport(reporteesView ? session!.employeeId : employeeId, date, reporteesView ? 'reportees' : 'self');
    } catch (error) {
      notifyError(errorMessage(error, M.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  const datePicker = (
    <DateField
      label={t('attendance.attendanceDate')}
      value={date}
      max={todayIso()}
      onChange={(value) => update({ date: value, page: null })}
      w={200}
      required={reporteesView}
      error={reporteesView && !date ? t('messages.attendance.dateRequired') : undefined}
    />
  );

  let body: React.ReactNode;
  if (reporteesView) {
    if (!approver) body = <Alert color="yellow">{t('messages.attendance.reporteesOwnOnly')}</Alert>;
    else if (!date) body = <Alert color="yellow">{t('messages.attendance.dateRequired')}</Alert>;
    else body = <ReporteesReport query={report} page={reportPage} onPage={(page) => update({ page: String(page) })} />;
  } else if (!date) body = <EmptyState>{t('messages.attendance.noData')}</EmptyState>;
  else if (day.isPending) body = <PageLoader />;
  else if (day.isError) body = <ErrorState message={errorMessage(day.error, M.loadFailed)} onRetry={() => day.refetch()} />;
  else if (isAttendanceRecord(day.data)) body = <AttendanceDayCard record={day.data} />;
  else body = <EmptyState>{t('messages.attendance.noData')}</EmptyState>;

  const trackerPath = `/attendenceSheet/${session.employeeId}`;
  return (
    <>
      <PageHeader
        title={reporteesView ? t('attendance.reporteesTitle') : t('attendance.trackerTitle')}
        back={
          reporteesView ? (
            <BackLink to={`${trackerPath}?date=${date}`} />
          ) : (
            <BackLink to="/userdashboard" label={t('common.previousPage')} />
          )
        }
        actions={
          <>
            {canFile && !reporteesView && <Button onClick={() => setAdding(true)}>{t('attendance.addAttendance')}</Button>}
            {approver && !reporteesView && (
              <Button variant="light" onClick={() => update({ view: 'reportees', page: null })}>
                {t('attendance.reporteesReport')}
              </Button>
            )}
            <Button variant="default" onClick={exportShown} loading={exporting} disabled={!date}>
              {t('common.exportToExcel')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Group align="flex-end" justify="space-between" wrap="wrap">
            {datePicker}
            {!own && !reporteesView && (
              <Text size="sm" c="dimmed" data-testid="tracker-employee">
                {t('attendance.employee', { employeeId })}
              </Text>
            )}
          </Group>
        </Paper>
        {body}
      </Stack>
      {canFile && (
        <AddAttendanceDialog
          opened={adding}
          employeeId={session.employeeId}
          date={date}
          onClose={() => setAdding(false)}
          onSubmit={submit}
        />
      )}
    </>
  );
}
