import { type AttendanceRecord, attendanceTypeLabel } from '@hrms/shared';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../approvals';

const Item = ({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="lg" fw={600} component="div" data-testid={testId}>
      {value}
    </Text>
  </Stack>
);

/** One day's entry on the tracker: in and out times, the server's total, type and where the request stands. */
export function AttendanceDayCard({ record }: { record: AttendanceRecord }) {
  const { t } = useTranslation();
  const waiting = record.status === 'PENDING' || record.status === 'MANAGER_APPROVED';
  return (
    <Paper withBorder radius="md" p="lg" data-testid="attendance-day">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{record.attendanceDate}</Text>
          <Group gap="xs">
            <StatusBadge status={record.status} />
            {waiting && (
              <Text size="sm" c="dimmed">
                {t('messages.attendance.pendingNote')}
              </Text>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          <Item label={t('attendance.columns.inTime')} value={record.inTime} testId="in-time" />
          <Item label={t('attendance.columns.outTime')} value={record.outTime} testId="out-time" />
          <Item label={t('attendance.columns.totalWorkingHours')} value={record.totalWorkingHours} testId="total-hours" />
          <Item
            label={t('attendance.columns.type')}
            value={t(`attendanceTypes.${record.type}`, { defaultValue: attendanceTypeLabel(record.type) })}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
