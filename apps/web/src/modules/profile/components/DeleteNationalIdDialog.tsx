import type { NationalIdView } from '@hrms/shared';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { row: NationalIdView | null; busy: boolean; onConfirm: () => void; onCancel: () => void };

export function DeleteNationalIdDialog({ row, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={Boolean(row)} onClose={onCancel} title={t('nationalId.deleteTitle')} centered>
      <Text>{row && t('nationalId.confirmDelete', { type: t(`nationalId.types.${row.nationalIdType}`) })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
