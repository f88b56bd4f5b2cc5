import { DEPARTMENT_MESSAGES, type DepartmentView } from '@hrms/shared';
import { ConfirmDialog } from '../../../ui/records';

type Props = {
  department: DepartmentView | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The spec's confirmation before a department is deleted. */
export function DeleteDepartmentDialog({ department, busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      opened={department !== null}
      title="Delete department"
      message={
        department ? `${DEPARTMENT_MESSAGES.confirmDelete} (${department.departmentId} — ${department.departmentName})` : ''
      }
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
