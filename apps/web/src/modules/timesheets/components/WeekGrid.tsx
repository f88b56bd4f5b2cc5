import type { TimesheetProjectWeek } from '@hrms/shared';
import { Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { cellKey, HoursInput, type WeekHours } from './HoursInput';
import { WeekDayList } from './WeekDayList';

const number = (value: string | undefined) => (value && value !== '.' ? Number(value) : 0);

/**
 * The week's grid: one row per project, one column per day with its attendance and leave, totals by row
 * and day. On phones the same inputs as a day-by-day list.
 */
export function WeekGrid(props: WeekHours) {
  const dates = useDateFormat();
  const { days, projects, hours, attendance, leaves } = props;
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const dayTotal = (date: string) => projects.reduce((sum, p) => sum + number(hours[cellKey(p.projectCode, date)]), 0);
  const daysTotal = (p: TimesheetProjectWeek) => days.reduce((sum, d) => sum + number(hours[cellKey(p.projectCode, d)]), 0);
  // a week total saved without days (the original client's way) counts until days are entered for the project
  const rowTotal = (p: TimesheetProjectWeek) =>
    p.weekTotalHours !== undefined && daysTotal(p) === 0 ? p.weekTotalHours : daysTotal(p);
  const weekTotal = projects.reduce((sum, p) => sum + rowTotal(p), 0);
  if (phone) return <WeekDayList {...props} dayTotal={dayTotal} weekTotal={weekTotal} dayLabel={dates.dayLabel} />;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder withColumnBorders verticalSpacing={6} aria-label={t('timesheets.weekHours')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('timesheets.project')}</Table.Th>
            {days.map((date) => (
              <Table.Th key={date} ta="center">
                <Stack gap={0} align="center">
                  <Text size="sm" fw={700}>
                    {dates.weekday(date)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {dates.date(date)}
                  </Text>
                  {attendance.get(date) && (
                    <Text size="xs" c="teal" title={t('timesheets.approvedAttendance')}>
                      {attendance.get(date)}
                    </Text>
                  )}
                  {leaves.get(date) && (
                    <Text size="xs" c="orange" fw={600} maw={96} lineClamp={2} title={leaves.get(date)}>
                      {leaves.get(date)}
                    </Text>
                  )}
                </Stack>
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('timesheets.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((p) => (
            <Table.Tr key={p.projectCode}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {p.projectCode}
                </Text>
                <Text size="xs" c="dimmed">
                  {p.projectName}
                </Text>
                {p.weekTotalHours !== undefined && (
                  <Text size="xs" c="blue.8" data-testid="week-total-without-days">
                    {t('timesheets.weekTotalWithoutDays', { hours: p.weekTotalHours.toFixed(2) })}
                  </Text>
                )}
              </Table.Td>
              {days.map((date) => (
                <Table.Td key={date}>
                  <HoursInput week={props} projectCode={p.projectCode} date={date} />
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600}>
                {rowTotal(p).toFixed(2)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={700}>{t('timesheets.dayTotal')}</Table.Td>
            {days.map((date) => (
              <Table.Td key={date} ta="center" fw={600} c={dayTotal(date) > 24 ? 'red' : undefined}>
                {dayTotal(date).toFixed(2)}
              </Table.Td>
            ))}
            <Table.Td ta="right" fw={700} data-testid="week-total">
              {weekTotal.toFixed(2)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
