import type { AttendanceDay, TeamDaysRow } from '@hrms/shared';
import { ScrollArea, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { DAY_STATUS_COLORS, hoursAndMinutes } from './day-status';
import { MonthGridHead, STICKY_COLUMN } from './MonthGridHead';
import { TOTAL_KEYS, type TotalKey } from './TeamCalendarTotals';

/** One day of one person: the status's letter on its colour, the status in words for a screen reader and on hover. */
export function DayMark({ day, name, dayLabel }: { day: AttendanceDay | undefined; name: string; dayLabel: string }) {
  const { t } = useTranslation();
  const words = day ? t(`timeAttendance.statuses.${day.status}`) : t('timeAttendance.calendar.notRostered');
  return (
    <span title={`${dayLabel}: ${words}`}>
      <span aria-hidden="true">{day ? t(`timeAttendance.calendar.short.${day.status}`) : '·'}</span>
      <VisuallyHidden>{t('timeAttendance.calendar.day', { name, day: dayLabel, status: words })}</VisuallyHidden>
    </span>
  );
}

export const dayBackground = (day: AttendanceDay | undefined) =>
  day ? `var(--mantine-color-${DAY_STATUS_COLORS[day.status]}-1)` : undefined;

/** The team calendar on a wide screen: people by day, the month's totals at the end of each row. */
export function TeamCalendarTable({ rows, days }: { rows: readonly TeamDaysRow[]; days: readonly string[] }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const total = (row: TeamDaysRow, key: TotalKey) =>
    key === 'late' || key === 'overtime'
      ? hoursAndMinutes(key === 'late' ? row.totals.lateMinutes : row.totals.overtimeMinutes)
      : dates.number(row.totals[key]);
  return (
    <ScrollArea
      type="auto"
      data-testid="team-calendar"
      // the grid scrolls sideways: its viewport takes the keyboard focus, so arrows scroll it
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('timeAttendance.calendar.title') }}
    >
      <Table
        withTableBorder
        withColumnBorders
        fz="xs"
        style={{ minWidth: 200 + days.length * 30 + TOTAL_KEYS.length * 64 }}
        aria-label={t('timeAttendance.calendar.title')}
      >
        <MonthGridHead
          days={days}
          corner={t('timeAttendance.calendar.person')}
          cornerWidth={180}
          dayPadding={2}
          after={TOTAL_KEYS.map((key) => (
            <Table.Th key={key} scope="col" ta="center">
              {t(`timeAttendance.calendar.${key}`)}
            </Table.Th>
          ))}
        />
        <Table.Tbody>
          {rows.map((row) => {
            const byDate = new Map(row.days.map((d) => [d.date, d]));
            return (
              <Table.Tr key={row.employeeId} data-testid={`calendar-row-${row.employeeId}`}>
                <Table.Th scope="row" style={STICKY_COLUMN} fw={500}>
                  {row.name} ({row.employeeId})
                </Table.Th>
                {days.map((date) => {
                  const day = byDate.get(date);
                  return (
                    <Table.Td
                      key={date}
                      ta="center"
                      px={2}
                      style={{ background: dayBackground(day), color: day ? '#1a1b1e' : undefined }}
                      data-testid={`calendar-${row.employeeId}-${date}`}
                    >
                      <DayMark day={day} name={row.name} dayLabel={dates.dayLabel(date)} />
                    </Table.Td>
                  );
                })}
                {TOTAL_KEYS.map((key) => (
                  <Table.Td key={key} ta="end" style={{ whiteSpace: 'nowrap' }} data-testid={`total-${row.employeeId}-${key}`}>
                    {total(row, key)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
