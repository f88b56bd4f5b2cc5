import { SHIFT_SWAP_PARTNER_STATUS_LABELS, type ShiftSwapStatus } from '@hrms/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../approvals';

const PARTNER_COLORS = { PENDING_PARTNER: 'orange', DECLINED: 'red' } as const;

/** A swap's status: the engine's badge, or the two steps of the teammate's answer. */
export function SwapStatusBadge({ status }: { status: ShiftSwapStatus }) {
  const { t } = useTranslation();
  if (status !== 'PENDING_PARTNER' && status !== 'DECLINED') return <StatusBadge status={status} />;
  return (
    <Badge
      color={PARTNER_COLORS[status]}
      variant="light"
      radius="sm"
      tt="none"
      style={{ whiteSpace: 'nowrap', minWidth: 'max-content' }}
    >
      {t(`shiftSwaps.statuses.${status}`, { defaultValue: SHIFT_SWAP_PARTNER_STATUS_LABELS[status] })}
    </Badge>
  );
}
