import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HoursInput, type WeekHours } from './HoursInput';

type Props = WeekHours & {
  dayTotal: (date: string) => number;
  weekTotal: number;
  dayLabel: (iso: string) => string;
};

/** The week on a phone: one card per day listing each project's hours, the day's total and the week's. */
export function WeekDayList(props: Props) {
  const { t } = useTranslation();
  const { days, projects, attendance, leaves, dayTotal, weekTotal, dayLabel } = props;
  return (
    <Stack gap="sm" role="list" aria-label={t('timesheets.weekHours')}>
      {days.map((date) => (
        <Card key={date} withBorder radius="md" padding="sm" role="listitem" data-testid={`day-${date}`}>
          <Group justify="space-between" mb={6} wrap="nowrap">
            <Title order={3} size="h5">
              {dayLabel(date)}
            </Title>
            <Text size="sm" fw={600} c={dayTotal(date) > 24 ? 'red' : undefined}>
              {t('timesheets.hours', { hours: dayTotal(date).toFixed(2) })}
            </Text>
          </Group>
          {attendance.get(date) && (
            <Text size="xs" c="teal">
              {t('timesheets.approvedAttendanceOf', { hours: attendance.get(date) })}
            </Text>
          )}
          {leaves.get(date) && (
            <Text size="xs" c="orange" fw={600}>
              {leaves.get(date)}
            </Text>
          )}
          <Stack gap={6} mt={6}>
            {projects.map((p) => (
              <Group key={p.projectCode} justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {p.projectCode}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {p.projectName}
                  </Text>
                </div>
                <HoursInput week={props} projectCode={p.projectCode} date={date} touch />
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
      <Group justify="space-between" px="sm">
        <Text fw={700}>{t('timesheets.weekTotal')}</Text>
        <Text fw={700} data-testid="week-total">
          {weekTotal.toFixed(2)}
        </Text>
      </Group>
    </Stack>
  );
}
