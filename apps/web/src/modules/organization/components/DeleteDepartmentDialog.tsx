import type { DepartmentView } from '@hrms/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/records';

type Props = {
  department: DepartmentView | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The spec's confirmation before a department is deleted. */
export function DeleteDepartmentDialog({ department, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={department !== null}
      title={t('departments.deleteTitle')}
      message={department ? t('departments.confirmDelete', { id: department.departmentId, name: department.departmentName }) : ''}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
