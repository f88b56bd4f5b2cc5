import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { Approved: 'green', Rejected: 'red', Pending: 'yellow' };

/** A week's status as the spec shows it: Pending, Approved or Rejected (or not yet submitted). */
export function WeekStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  if (!status)
    return (
      <Badge variant="light" color="gray">
        {t('timesheets.statuses.notSubmitted')}
      </Badge>
    );
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'}>
      {t(`timesheets.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}
