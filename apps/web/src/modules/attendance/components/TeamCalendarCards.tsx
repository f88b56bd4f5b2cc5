import type { TeamDaysRow } from '@hrms/shared';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { hoursAndMinutes } from './day-status';
import { DayMark, dayBackground } from './TeamCalendarTable';
import { TOTAL_KEYS } from './TeamCalendarTotals';

/** Monday-first column of a date (0 = Monday). */
const mondayColumn = (isoDate: string) => (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The team calendar on a phone: a card per person with the month's totals and the month as a small
 * calendar (weeks as rows, Monday first), each day its status's letter on its colour.
 */
export function TeamCalendarCards({ rows, days }: { rows: readonly TeamDaysRow[]; days: readonly string[] }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const lead = days[0] ? mondayColumn(days[0]) : 0;
  // the month's first seven days name the columns, Monday first
  const weekHeads = [...days.slice(0, 7)].sort((a, b) => mondayColumn(a) - mondayColumn(b));
  return (
    <Stack gap="sm" data-testid="team-calendar">
      {rows.map((row) => {
        const byDate = new Map(row.days.map((d) => [d.date, d]));
        const totals: [string, string][] = TOTAL_KEYS.map((key) => [
          t(`timeAttendance.calendar.${key}`),
          key === 'late'
            ? hoursAndMinutes(row.totals.lateMinutes)
            : key === 'overtime'
              ? hoursAndMinutes(row.totals.overtimeMinutes)
              : dates.number(row.totals[key]),
        ]);
        return (
          <Paper key={row.employeeId} withBorder radius="md" p="sm" data-testid={`calendar-row-${row.employeeId}`}>
            <Text fw={600} mb={4}>
              {row.name} ({row.employeeId})
            </Text>
            <Group gap="xs" mb="xs">
              {totals.map(([label, value]) => (
                <Text key={label} size="xs">
                  {label}: <b>{value}</b>
                </Text>
              ))}
            </Group>
            <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 2 }}>
              {weekHeads.map((day) => (
                <Text key={`head-${day}`} size="xs" c="dimmed" ta="center" aria-hidden="true">
                  {dates.weekdayInitials(day)}
                </Text>
              ))}
              {days.map((date, i) => {
                const day = byDate.get(date);
                return (
                  <Box
                    key={date}
                    ta="center"
                    py={2}
                    style={{
                      background: dayBackground(day),
                      color: day ? '#1a1b1e' : undefined,
                      borderRadius: 4,
                      fontSize: 12,
                      gridColumnStart: i === 0 ? lead + 1 : undefined,
                    }}
                  >
                    <div aria-hidden="true" style={{ fontSize: 10, opacity: 0.8 }}>
                      {Number(date.slice(8))}
                    </div>
                    <DayMark day={day} name={row.name} dayLabel={dates.dayLabel(date)} />
                  </Box>
                );
              })}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
