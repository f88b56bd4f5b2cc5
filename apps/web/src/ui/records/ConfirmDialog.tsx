import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete Ramesh Rao?'. */
  message: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button's words; 'Delete' by default. */
  confirmLabel?: string;
  color?: string;
};

/** A yes/no question before something irreversible (a delete, a cancel); the confirm button says what happens. */
export function ConfirmDialog({ opened, title, message, busy, onConfirm, onCancel, confirmLabel, color = 'red' }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color={color} onClick={onConfirm} loading={busy}>
          {confirmLabel ?? t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
