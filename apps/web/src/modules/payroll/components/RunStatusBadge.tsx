import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RUN_STATUS_COLORS, type RunStatus } from '../payroll-display';

/** A pay run's status in words and colour. */
export function RunStatusBadge({ status }: { status: RunStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={RUN_STATUS_COLORS[status]} variant="light" data-testid="run-status">
      {t(`pay.statuses.${status}`)}
    </Badge>
  );
}
