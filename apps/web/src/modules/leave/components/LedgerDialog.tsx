import { LEDGER_KIND_LABELS, type LedgerKind, leaveTypeLabel } from '@hrms/shared';
import { Modal, Text } from '@mantine/core';
import { PageLoader } from '../../../layout/PageLoader';
import { ErrorState } from '../../../ui/ErrorState';
import { type Column, DataTable } from '../../../ui/records';
import { useLeaveLedger } from '../leave.api';

type Entry = { id: number; kind: LedgerKind; days: number; balance: number; note: string; createdAt: string };

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const columns: Column<Entry>[] = [
  { key: 'createdAt', header: 'Date', nowrap: true, render: (e) => e.createdAt.slice(0, 10) },
  { key: 'kind', header: 'Movement', render: (e) => LEDGER_KIND_LABELS[e.kind] ?? e.kind },
  { key: 'days', header: 'Days', nowrap: true, render: (e) => signed(e.days) },
  { key: 'balance', header: 'Balance', nowrap: true },
  { key: 'note', header: 'Details' },
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
  const ledger = useLeaveLedger(employeeId, leaveType);
  return (
    <Modal
      opened={leaveType !== null}
      onClose={onClose}
      title={`${leaveTypeLabel(leaveType ?? '')}: movements this year`}
      size="xl"
      centered
    >
      {ledger.isPending ? (
        <PageLoader />
      ) : ledger.isError ? (
        <ErrorState message="Could not load the movements." onRetry={() => ledger.refetch()} />
      ) : ledger.data.entries.length === 0 ? (
        <Text c="dimmed">No movements this year.</Text>
      ) : (
        <>
          <DataTable label="Leave ledger" columns={columns} rows={ledger.data.entries} rowKey={(e) => e.id} minWidth={600} />
          <Text size="sm" fw={600} ta="right" mt="sm">
            Balance: {ledger.data.balance}
          </Text>
        </>
      )}
    </Modal>
  );
}
