import type { ShiftSwap } from '@hrms/shared';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { type Column, DataTable } from '../../../ui/records';
import { DecisionButtons, useDecisionDialog, type Verdict } from '../../approvals';
import { useCancelSwap, useDecideSwap } from '../shift-swaps.api';
import { SwapStatusBadge } from './SwapStatusBadge';

type Decision = { id: number; verdict: Verdict; employeeName: string };

/**
 * Shift swaps in the product's one table: deciders approve or reject what waits for them; the requester
 * may withdraw one not yet decided (the teammate answers in SwapAnswerPanel).
 */
export function SwapsTable({ rows, ownId }: { rows: ShiftSwap[]; ownId: string }) {
  const { t } = useTranslation();
  const decide = useDecideSwap();
  const cancel = useCancelSwap();
  const decision = useDecisionDialog<Decision>(async ({ id, verdict }, comments) => {
    const result = await decide.mutateAsync({ id, status: verdict === 'approve' ? 'APPROVED' : 'REJECTED', comments });
    notifySuccess(result.message);
  });

  async function withdraw(id: number) {
    try {
      await cancel.mutateAsync(id);
      notifySuccess(t('shiftSwaps.cancelled'));
    } catch (error) {
      notifyError(errorMessage(error, t('shiftSwaps.failed')));
    }
  }

  const columns: Column<ShiftSwap>[] = [
    { key: 'date', header: t('shiftSwaps.date'), format: 'date', nowrap: true },
    { key: 'employeeName', header: t('shiftSwaps.requester'), render: (s) => `${s.employeeName} (${s.employeeId})` },
    { key: 'shift', header: t('shiftSwaps.shift'), nowrap: true },
    { key: 'withName', header: t('shiftSwaps.partner'), render: (s) => `${s.withName} (${s.withEmployeeId})` },
    { key: 'withShift', header: t('shiftSwaps.withShift'), nowrap: true },
    { key: 'reason', header: t('shiftSwaps.reason') },
    { key: 'status', header: t('shiftSwaps.status'), render: (s) => <SwapStatusBadge status={s.status} /> },
    { key: 'partnerComments', header: t('shiftSwaps.partnerComments') },
    { key: 'comments', header: t('shiftSwaps.comments') },
  ];

  return (
    <>
      <DataTable
        label={t('shiftSwaps.title')}
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        testId="swaps-table"
        actions={(s) => {
          if (s.awaitingMe) {
            return (
              <DecisionButtons
                approveLabel={t('shiftSwaps.approve')}
                rejectLabel={t('shiftSwaps.reject')}
                rowName={s.id}
                onDecide={(verdict) => decision.open({ id: s.id, verdict, employeeName: s.employeeName })}
              />
            );
          }
          const open = s.status === 'PENDING_PARTNER' || s.status === 'PENDING' || s.status === 'MANAGER_APPROVED';
          return open && s.employeeId === ownId ? (
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => withdraw(s.id)}
              aria-label={`${t('shiftSwaps.cancel')} ${s.id}`}
            >
              {t('shiftSwaps.cancel')}
            </Button>
          ) : null;
        }}
      />
      {decision.dialog}
    </>
  );
}
