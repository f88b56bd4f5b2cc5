import { type AttendanceRecord, attendanceTypeLabel, ATTENDANCE_MESSAGES as M } from '@hrms/shared';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { StatusBadge } from '../../approvals/components/StatusBadge';

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
                {M.pendingNote}
              </Text>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          <Item label="In Time" value={record.inTime} testId="in-time" />
          <Item label="Out Time" value={record.outTime} testId="out-time" />
          <Item label="Total Working Hours" value={record.totalWorkingHours} testId="total-hours" />
          <Item label="Type" value={attendanceTypeLabel(record.type)} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
