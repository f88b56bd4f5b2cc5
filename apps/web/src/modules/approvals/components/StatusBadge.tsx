import { profileStatusLabel } from '@hrms/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  PENDING: 'yellow',
  MANAGER_APPROVED: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      style={{ whiteSpace: 'nowrap', minWidth: 'max-content' }}
    >
      {t(`statuses.${status}`, { defaultValue: profileStatusLabel(status) })}
    </Badge>
  );
}
