import type { ShiftSwap } from '@hrms/shared';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { type Column, DataTable } from '../../../ui/records';
import { CommentsDialog } from '../../approvals';
import { useCancelSwap, useDecideSwap } from '../shift-swaps.api';
import { SwapStatusBadge } from './SwapStatusBadge';

type Decision = { id: number; verdict: 'approve' | 'reject'; employeeName: string };

/**
 * Shift swaps in the product's one table: deciders approve or reject what waits for them; the requester
 * may withdraw one not yet decided (the teammate answers in SwapAnswerPanel).
 */
export function SwapsTable({ rows, ownId }: { rows: ShiftSwap[]; ownId: string }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<Decision | null>(null);
  const decide = useDecideSwap();
  const cancel = useCancelSwap();

  async function submit(comments: string) {
    if (!decision) return;
    const status = decision.verdict === 'approve' ? 'APPROVED' : 'REJECTED';
    const result = await decide.mutateAsync({ id: decision.id, status, comments });
    notifySuccess(result.message);
    setDecision(null);
  }

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
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  color="green"
                  onClick={() => setDecision({ id: s.id, verdict: 'approve', employeeName: s.employeeName })}
                  aria-label={`${t('shiftSwaps.approve')} ${s.id}`}
                >
                  {t('shiftSwaps.approve')}
                </Button>
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  onClick={() => setDecision({ id: s.id, verdict: 'reject', employeeName: s.employeeName })}
                  aria-label={`${t('shiftSwaps.reject')} ${s.id}`}
                >
                  {t('shiftSwaps.reject')}
                </Button>
              </Group>
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
      <CommentsDialog
        item={decision}
        verdict={decision?.verdict ?? 'approve'}
        onClose={() => setDecision(null)}
        onSubmit={submit}
      />
    </>
  );
}
