import { type AttendanceDay, addDays, todayIso } from '@hrms/shared';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { DateField } from '../../../ui/DateField';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { DAY_STATUS_COLORS, hoursAndMinutes } from '../components/day-status';
import { useAttendanceDays } from '../time-attendance.api';

const minutes = hoursAndMinutes;

const dayColumns = (t: TFunction, dayLabel: (iso: string) => string): readonly Column<AttendanceDay>[] => [
  { key: 'date', header: t('timeAttendance.days.date'), nowrap: true, render: (d) => dayLabel(d.date), sortValue: (d) => d.date },
  { key: 'shift', header: t('timeAttendance.days.shift') },
  { key: 'firstIn', header: t('timeAttendance.days.firstIn'), render: (d) => d.firstIn ?? '—' },
  { key: 'lastOut', header: t('timeAttendance.days.lastOut'), render: (d) => d.lastOut ?? '—' },
  { key: 'workedMinutes', header: t('timeAttendance.days.worked'), render: (d) => minutes(d.workedMinutes) },
  { key: 'lateMinutes', header: t('timeAttendance.days.late'), render: (d) => minutes(d.lateMinutes) },
  { key: 'earlyMinutes', header: t('timeAttendance.days.early'), render: (d) => minutes(d.earlyMinutes) },
  { key: 'overtimeMinutes', header: t('timeAttendance.days.overtime'), render: (d) => minutes(d.overtimeMinutes) },
  {
    key: 'status',
    header: t('timeAttendance.days.status'),
    render: (d) => (
      <Badge color={DAY_STATUS_COLORS[d.status]} variant="light">
        {t(`timeAttendance.statuses.${d.status}`)}
      </Badge>
    ),
  },
];

/** /myDays: the caller's rostered days worked out (attendance/days), with the period's totals. */
export function MyDaysPage() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const session = useSession();
  const [to, setTo] = useState(todayIso());
  const [from, setFrom] = useState(addDays(todayIso(), -30));
  const days = useAttendanceDays(session?.employeeId ?? '', from, to);
  return (
    <Stack maw={1100} mx="auto" gap="md">
      <PageHeader title={t('timeAttendance.days.title')} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Group mb="md" align="end">
          <DateField label={t('timeAttendance.days.from')} value={from} onChange={(v) => v && setFrom(v)} max={to} />
          <DateField label={t('timeAttendance.days.to')} value={to} onChange={(v) => v && setTo(v)} min={from} />
        </Group>
        <QueryBody query={days} errorText={t('timeAttendance.days.loadFailed')} emptyText={t('timeAttendance.days.empty')}>
          {(rows) => {
            const count = (status: AttendanceDay['status']) => rows.filter((d) => d.status === status).length;
            return (
              <Stack gap="sm">
                <Text fw={500} data-testid="days-totals">
                  {t('timeAttendance.days.totals', {
                    present: count('PRESENT'),
                    half: count('HALF_DAY'),
                    absent: count('ABSENT'),
                    leave: count('LEAVE'),
                  })}
                </Text>
                <DataTable
                  label={t('timeAttendance.days.title')}
                  columns={dayColumns(t, dates.dayLabel)}
                  rows={[...rows].reverse()}
                  rowKey={(d) => d.date}
                  testId="my-days"
                />
              </Stack>
            );
          }}
        </QueryBody>
      </Paper>
    </Stack>
  );
}
