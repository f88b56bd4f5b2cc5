import { HOURS_INPUT, type TimesheetProjectWeek } from '@hrms/shared';
import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  days: string[];
  projects: TimesheetProjectWeek[];
  hours: Record<string, string>;
  onChange: (key: string, value: string) => void;
  editable: (date: string) => boolean;
  attendance: Map<string, string>;
  leaves: Map<string, string>;
  cellKey: (projectCode: string, date: string) => string;
  dayTotal: (date: string) => number;
  weekTotal: number;
  dayLabel: (iso: string) => string;
};

/** The week on a phone: one card per day listing each project's hours, the day's total and the week's. */
export function WeekDayList(props: Props) {
  const { t } = useTranslation();
  const { days, projects, hours, onChange, editable, attendance, leaves, cellKey, dayTotal, weekTotal, dayLabel } = props;
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
            {projects.map((p) => {
              const key = cellKey(p.projectCode, date);
              return (
                <Group key={p.projectCode} justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {p.projectCode}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {p.projectName}
                    </Text>
                  </div>
                  <TextInput
                    aria-label={`${p.projectCode} ${date}`}
                    value={hours[key] ?? ''}
                    placeholder="0"
                    maxLength={2}
                    inputMode="decimal"
                    disabled={!editable(date)}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      if (value === '' || HOURS_INPUT.test(value)) onChange(key, value);
                    }}
                    styles={{ input: { textAlign: 'center', minHeight: 40 } }}
                    w={72}
                  />
                </Group>
              );
            })}
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
