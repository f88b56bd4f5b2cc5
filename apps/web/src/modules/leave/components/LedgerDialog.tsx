import { type DateFormatter, LEDGER_KIND_LABELS, type LedgerKind, leaveTypeLabel } from '@hrms/shared';
import { Modal, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../layout/PageLoader';
import { useDateFormat } from '../../../lib/use-date-format';
import { ErrorState } from '../../../ui/ErrorState';
import { type Column, DataTable } from '../../../ui/records';
import { useLeaveLedger } from '../leave.api';

type Entry = { id: number; kind: LedgerKind; days: number; balance: number; note: string; createdAt: string };

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const ledgerColumns = (t: TFunction, dates: DateFormatter): Column<Entry>[] => [
  { key: 'createdAt', header: t('leave.ledger.date'), nowrap: true, render: (e) => dates.date(e.createdAt.slice(0, 10)) },
  {
    key: 'kind',
    header: t('leave.ledger.movement'),
    render: (e) => t(`ledgerKinds.${e.kind}`, { defaultValue: LEDGER_KIND_LABELS[e.kind] ?? e.kind }),
  },
  { key: 'days', header: t('leave.ledger.days'), nowrap: true, render: (e) => signed(e.days) },
  { key: 'balance', header: t('leave.ledger.balance'), nowrap: true },
  { key: 'note', header: t('leave.ledger.details') },
];

/** The ledger movements behind one balance (DESIGN §8.5), so anyone allowed can explain it. */
export function LedgerDialog({
  employeeId,
  leaveType,
  onClose,
}: {
  employeeId: string;
  leaveType: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const ledger = useLeaveLedger(employeeId, leaveType);
  const type = leaveType ? t(`leaveTypes.${leaveType}`, { defaultValue: leaveTypeLabel(leaveType) }) : '';
  return (
    <Modal opened={leaveType !== null} onClose={onClose} title={t('leave.ledger.title', { type })} size="xl" centered>
      {ledger.isPending ? (
        <PageLoader />
      ) : ledger.isError ? (
        <ErrorState message={t('leave.ledger.loadFailed')} onRetry={() => ledger.refetch()} />
      ) : ledger.data.entries.length === 0 ? (
        <Text c="dimmed">{t('leave.ledger.empty')}</Text>
      ) : (
        <>
          <DataTable
            label={t('leave.ledger.table')}
            columns={ledgerColumns(t, dates)}
            rows={ledger.data.entries}
            rowKey={(e) => e.id}
            minWidth={600}
          />
          <Text size="sm" fw={600} ta="right" mt="sm">
            {t('leave.ledger.total', { balance: ledger.data.balance })}
          </Text>
        </>
      )}
    </Modal>
  );
}
