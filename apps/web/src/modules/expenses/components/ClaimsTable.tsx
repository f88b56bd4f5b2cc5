import type { ExpenseClaim } from '@hrms/shared';
import { Anchor, Button, Checkbox, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { type Column, DataTable } from '../../../ui/records';
import { DecisionButtons, StatusBadge, useBulkDecide, useDecisionDialog, type Verdict } from '../../approvals';
import { useDecideClaim } from '../expenses.api';

type Decision = { ids: number[]; verdict: Verdict; employeeName: string };

/** Claims in the product's one table; in the queue, each can be decided, or several at once (bulk). */
export function ClaimsTable({ rows, queue, showPerson }: { rows: ExpenseClaim[]; queue?: boolean; showPerson?: boolean }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const [selected, setSelected] = useState<number[]>([]);
  const decide = useDecideClaim();
  const bulk = useBulkDecide();
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const decision = useDecisionDialog<Decision>(async ({ ids, verdict }, comments) => {
    if (ids.length === 1) {
      const [id = 0] = ids;
      const result = await decide.mutateAsync({ id, status: verdict === 'approve' ? 'APPROVED' : 'REJECTED', comments });
      notifySuccess(result.message);
    } else {
      const result = await bulk.mutateAsync({ kind: 'expense', verdict, ids, comments });
      notifySuccess(result.message);
      setSelected([]);
    }
  });

  const columns: Column<ExpenseClaim>[] = [
    ...(queue
      ? [
          {
            key: 'select',
            header: '',
            cardHeader: t('expenses.select', { id: '' }),
            sortable: false,
            render: (c: ExpenseClaim) => (
              <Checkbox
                checked={selected.includes(c.id)}
                onChange={() => toggle(c.id)}
                aria-label={t('expenses.select', { id: c.id })}
              />
            ),
          },
        ]
      : []),
    ...(showPerson
      ? [
          {
            key: 'employeeName',
            header: t('expenses.person'),
            render: (c: ExpenseClaim) => `${c.employeeName} (${c.employeeId})`,
          },
        ]
      : []),
    { key: 'category', header: t('expenses.category') },
    {
      key: 'amount',
      header: t('expenses.amount'),
      render: (c) => `₹${c.amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    },
    { key: 'date', header: t('expenses.date'), format: 'date' },
    { key: 'description', header: t('expenses.description') },
    { key: 'status', header: t('expenses.status'), render: (c) => <StatusBadge status={c.status} /> },
    {
      key: 'paidInRun',
      header: t('expenses.paidInRun'),
      render: (c) =>
        c.paidInMonth
          ? t(c.paidAt ? 'expenses.paidWith' : 'expenses.payingWith', { month: dates.month(c.paidInMonth) })
          : c.status === 'APPROVED'
            ? t('expenses.notPaid')
            : '—',
    },
    {
      key: 'receiptUrl',
      header: t('expenses.viewReceipt'),
      render: (c) =>
        c.receiptUrl ? (
          <Anchor
            component="button"
            size="sm"
            onClick={() => apiDownload(c.receiptUrl ?? '', `receipt-${c.id}`).catch((e) => notifyError(errorMessage(e)))}
          >
            {t('expenses.viewReceipt')}
          </Anchor>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      {queue && selected.length > 1 ? (
        <Group mb="sm" gap="xs">
          <Button
            size="xs"
            color="green"
            onClick={() => decision.open({ ids: selected, verdict: 'approve', employeeName: `${selected.length}` })}
            data-testid="claims-approve-selected"
          >
            {t('expenses.approveSelected')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => decision.open({ ids: selected, verdict: 'reject', employeeName: `${selected.length}` })}
          >
            {t('expenses.rejectSelected')}
          </Button>
        </Group>
      ) : null}
      <DataTable
        label={t('expenses.title')}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        testId="claims-table"
        actions={
          queue
            ? (c) =>
                c.awaitingMe ? (
                  <DecisionButtons
                    approveLabel={t('expenses.approve')}
                    rejectLabel={t('expenses.reject')}
                    rowName={c.id}
                    onDecide={(verdict) => decision.open({ ids: [c.id], verdict, employeeName: c.employeeName })}
                  />
                ) : null
            : undefined
        }
      />
      {decision.dialog}
    </>
  );
}
