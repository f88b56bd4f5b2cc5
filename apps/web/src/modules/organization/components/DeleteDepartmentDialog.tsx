import { DEPARTMENT_MESSAGES, type DepartmentView } from '@hrms/shared';
import { Button, Group, Modal, Text } from '@mantine/core';

type Props = {
  department: DepartmentView | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The spec's confirmation before a department is deleted. */
export function DeleteDepartmentDialog({ department, busy, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={department !== null} onClose={onCancel} title="Delete department" centered>
      <Text>{DEPARTMENT_MESSAGES.confirmDelete}</Text>
      {department && (
        <Text size="sm" c="dimmed" mt={4}>
          {department.departmentId} — {department.departmentName}
        </Text>
      )}
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
