import { profileStatusLabel } from '@hrms/shared';
import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  PENDING: 'yellow',
  MANAGER_APPROVED: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      color={COLORS[status] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      style={{ whiteSpace: 'nowrap', minWidth: 'max-content' }}
    >
      {profileStatusLabel(status)}
    </Badge>
  );
}
