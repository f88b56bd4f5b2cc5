import { addDays, daysBetween, WHOS_OUT_MAX_DAYS } from '@hrms/shared';
import { Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { useWhosOut } from '../leave.api';

/** Who else in the requester's team is out on the days a leave request asks for (the approval dialog). */
export function AlsoOut({ employeeId, startDate, endDate }: { employeeId: string; startDate: string; endDate: string }) {
  const { t } = useTranslation();
  const to = daysBetween(startDate, endDate) >= WHOS_OUT_MAX_DAYS ? addDays(startDate, WHOS_OUT_MAX_DAYS - 1) : endDate;
  const query = useWhosOut({ from: startDate, to, teamOf: employeeId });
  const dates = useDateFormat();
  const others = (query.data ?? []).filter((r) => r.employeeId !== employeeId);
  return (
    <Paper withBorder radius="md" p="xs" mt="sm" data-testid="also-out">
      <Text size="sm" fw={600} mb={4}>
        {t('messages.whosOut.alsoOut')}
      </Text>
      {query.isPending ? (
        <Loader size="xs" />
      ) : query.isError ? (
        <Text size="sm" c="red">
          {t('messages.whosOut.loadFailed')}
        </Text>
      ) : others.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('messages.whosOut.nobody')}
        </Text>
      ) : (
        others.map((r) => (
          <Text key={`${r.employeeId}-${r.startDate}`} size="sm">
            {r.name}{' '}
            <Text span size="xs" c="dimmed">
              {dates.dayLabel(r.startDate > startDate ? r.startDate : startDate)} –{' '}
              {dates.dayLabel(r.endDate < to ? r.endDate : to)}
              {r.isHalfDay ? t('whosOut.halfDay') : ''}
            </Text>
          </Text>
        ))
      )}
    </Paper>
  );
}
