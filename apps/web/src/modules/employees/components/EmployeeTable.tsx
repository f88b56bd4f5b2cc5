import type { EmployeeListItem } from '@hrms/shared';
import { Button, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RoleBadge } from './RoleBadge';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Employee ID, Employee Name, Email ID, Role and the View action (→ /dashboard/{employeeId}). */
export function EmployeeTable({ rows }: { rows: EmployeeListItem[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" styles={{ th: NOWRAP, td: NOWRAP }} data-testid="employee-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Employee ID</Table.Th>
            <Table.Th>Employee Name</Table.Th>
            <Table.Th>Email ID</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th ta="right">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.employeeId}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {row.employeeId}
                </Text>
              </Table.Td>
              <Table.Td>{`${row.firstname} ${row.lastname}`.trim()}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {row.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <RoleBadge role={row.userRole} />
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  component={Link}
                  to={`/dashboard/${row.employeeId}`}
                  size="compact-sm"
                  variant="light"
                  aria-label={`View ${row.employeeId}`}
                >
                  View
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
