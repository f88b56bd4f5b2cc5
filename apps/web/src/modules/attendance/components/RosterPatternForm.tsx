import { MAX_PATTERN_WEEKS, type Shift } from '@hrms/shared';
import { ActionIcon, Button, Group, Paper, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useRosterPattern } from '../time-attendance.api';

type Props = {
  shifts: readonly Shift[];
  employeeIds: readonly string[];
  site: string | null;
  range: { from: string; to: string };
};

/** Fills the chosen people's roster by a rotation of shifts week by week (week 1 from the period's first day). */
export function RosterPatternForm({ shifts, employeeIds, site, range }: Props) {
  const { t } = useTranslation();
  const pattern = useRosterPattern();
  const [weeks, setWeeks] = useState<(string | null)[]>([null, null]);
  const options = shifts.map((s) => ({ value: s.code, label: `${s.code} (${s.start}–${s.end})` }));
  const complete = weeks.every((w): w is string => Boolean(w));

  async function submit() {
    if (!site || !complete || employeeIds.length === 0) return;
    try {
      const result = await pattern.mutateAsync({
        employeeIds: [...employeeIds],
        site,
        from: range.from,
        to: range.to,
        weeks: weeks.filter((w): w is string => Boolean(w)),
      });
      notifySuccess(t('timeAttendance.roster.assigned', { count: result.assigned }));
    } catch (error) {
      notifyError(errorMessage(error, t('timeAttendance.roster.failed')));
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="roster-pattern">
      <Text fw={600} mb="xs">
        {t('timeAttendance.roster.pattern')}
      </Text>
      <Group align="end" wrap="wrap">
        {weeks.map((week, index) => (
          <Select
            // a week is its position in the rotation
            // biome-ignore lint/suspicious/noArrayIndexKey: the rotation's weeks are positions, not records
            key={index}
            label={t('timeAttendance.roster.week', { n: index + 1 })}
            data={options}
            value={week}
            onChange={(code) => setWeeks(weeks.map((w, i) => (i === index ? code : w)))}
            w={170}
            data-testid={`pattern-week-${index + 1}`}
          />
        ))}
        <ActionIcon
          variant="light"
          size="lg"
          onClick={() => setWeeks([...weeks, null])}
          disabled={weeks.length >= MAX_PATTERN_WEEKS}
          aria-label={t('timeAttendance.roster.addWeek')}
        >
          +
        </ActionIcon>
        <ActionIcon
          variant="light"
          size="lg"
          onClick={() => setWeeks(weeks.slice(0, -1))}
          disabled={weeks.length <= 1}
          aria-label={t('timeAttendance.roster.removeWeek')}
        >
          −
        </ActionIcon>
        <Button
          onClick={submit}
          disabled={!site || !complete || employeeIds.length === 0}
          loading={pattern.isPending}
          data-testid="pattern-fill"
        >
          {t('timeAttendance.roster.fillPattern', { count: employeeIds.length })}
        </Button>
      </Group>
    </Paper>
  );
}
