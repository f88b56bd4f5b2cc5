import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditIcon, TrashIcon } from '../icons';

type Props = {
  /** Names the row for screen readers: "Edit <label>", "Delete <label>". */
  label: string;
  onEdit?: () => void;
  /** Left out for rows that cannot be deleted (e.g. the first profile row, spec 1 §4). */
  onDelete?: () => void;
};

/** The edit and delete icons of a table row, each with a tooltip and an accessible name. */
export function RowActions({ label, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit && (
        <Tooltip label={t('common.edit')}>
          <ActionIcon variant="subtle" aria-label={t('common.editRow', { what: label })} onClick={onEdit}>
            <EditIcon size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={t('common.delete')}>
          <ActionIcon variant="subtle" color="red" aria-label={t('common.deleteRow', { what: label })} onClick={onDelete}>
            <TrashIcon size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
