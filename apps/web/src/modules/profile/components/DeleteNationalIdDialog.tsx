import { NATIONAL_ID_MESSAGES, NATIONAL_ID_TYPE_LABELS, type NationalIdView } from '@hrms/shared';
import { Button, Group, Modal, Text } from '@mantine/core';

type Props = { row: NationalIdView | null; busy: boolean; onConfirm: () => void; onCancel: () => void };

export function DeleteNationalIdDialog({ row, busy, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={Boolean(row)} onClose={onCancel} title="Delete National ID" centered>
      <Text>{row && NATIONAL_ID_MESSAGES.confirmDelete(NATIONAL_ID_TYPE_LABELS[row.nationalIdType])}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
