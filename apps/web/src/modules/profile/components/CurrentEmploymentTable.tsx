import type { CurrentEmploymentRecord } from '@hrms/shared';
import { ActionIcon, Table, Text, Tooltip } from '@mantine/core';
import { EditIcon } from '../../../ui/icons';
import { useEmployeeName } from '../current-employment.api';

type Props = { record: CurrentEmploymentRecord; onEdit?: () => void };

function IdWithName({ id, name }: { id: string; name: string | undefined }) {
  if (!id) return <Text c="dimmed">—</Text>;
  return (
    <>
      <Text size="sm" fw={500}>
        {id}
      </Text>
      {name && (
        <Text size="xs" c="dimmed">
          {name}
        </Text>
      )}
    </>
  );
}

/** The single row of /current/{id}; the edit icon shows for admins only (onEdit given). */
export function CurrentEmploymentTable({ record, onEdit }: Props) {
  const hrName = useEmployeeName(record.hrId);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" aria-label="Current employment" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Organisation</Table.Th>
            <Table.Th>Employee</Table.Th>
            <Table.Th>Designation</Table.Th>
            <Table.Th>Date of Joining</Table.Th>
            <Table.Th>Reporting Manager</Table.Th>
            <Table.Th>HR</Table.Th>
            <Table.Th>Department</Table.Th>
            {onEdit && <Table.Th w={80}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{record.organisationName}</Table.Td>
            <Table.Td>
              <IdWithName id={record.employeeId} name={record.employeeName} />
            </Table.Td>
            <Table.Td>{record.designation}</Table.Td>
            <Table.Td>{record.doj}</Table.Td>
            <Table.Td data-testid="current-manager">
              <IdWithName id={record.reportingManagerId} name={record.reportingManager} />
            </Table.Td>
            <Table.Td>
              <IdWithName id={record.hrId} name={hrName.data} />
            </Table.Td>
            <Table.Td data-testid="current-department">
              <IdWithName id={record.departmentId} name={record.departmentName} />
            </Table.Td>
            {onEdit && (
              <Table.Td>
                <Tooltip label="Edit">
                  <ActionIcon variant="subtle" aria-label="Edit current employment" onClick={onEdit}>
                    <EditIcon size={18} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            )}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
