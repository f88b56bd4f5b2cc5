import type { DepartmentView } from '@hrms/shared';
import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { EditIcon, TrashIcon } from '../../../ui/icons';

type Props = {
  departments: DepartmentView[];
  /** Employee names by ID, to show beside a head that is an employee ID. */
  names: Map<string, string>;
  selectedId: string | null;
  onEdit: (department: DepartmentView) => void;
  onDelete: (department: DepartmentView) => void;
};

export function DepartmentTable({ departments, names, selectedId, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Departments">
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>Department ID</Table.Th>
            <Table.Th>Department Name</Table.Th>
            <Table.Th>Department Head</Table.Th>
            <Table.Th w={100}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {departments.map((d) => (
            <Table.Tr key={d.id} bg={selectedId === d.departmentId ? 'blue.0' : undefined}>
              <Table.Td fw={500}>{d.departmentId}</Table.Td>
              <Table.Td>{d.departmentName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {d.departmentHead}
                {names.get(d.departmentHead) && (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    · {names.get(d.departmentHead)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Edit">
                    <ActionIcon variant="subtle" aria-label={`Edit ${d.departmentId}`} onClick={() => onEdit(d)}>
                      <EditIcon size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete">
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${d.departmentId}`} onClick={() => onDelete(d)}>
                      <TrashIcon size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
