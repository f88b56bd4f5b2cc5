import type { EmployeeListItem } from '@hrms/shared';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../ui/records';
import { RoleBadge } from './RoleBadge';

const COLUMNS: Column<EmployeeListItem>[] = [
  {
    key: 'employeeId',
    header: 'Employee ID',
    nowrap: true,
    render: (row) => (
      <Text fw={600} size="sm">
        {row.employeeId}
      </Text>
    ),
  },
  { key: 'name', header: 'Employee Name', nowrap: true, render: (row) => `${row.firstname} ${row.lastname}`.trim() },
  {
    key: 'email',
    header: 'Email ID',
    nowrap: true,
    render: (row) => (
      <Text size="sm" c="dimmed">
        {row.email}
      </Text>
    ),
  },
  { key: 'role', header: 'Role', render: (row) => <RoleBadge role={row.userRole} /> },
];

/** Employee ID, Employee Name, Email ID, Role and the View action (→ /dashboard/{employeeId}). */
export function EmployeeTable({ rows }: { rows: EmployeeListItem[] }) {
  return (
    <DataTable
      label="Employees"
      testId="employee-table"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.employeeId}
      minWidth={640}
      actionsHeader="Action"
      actions={(row) => (
        <Button
          component={Link}
          to={`/dashboard/${row.employeeId}`}
          size="compact-sm"
          variant="light"
          aria-label={`View ${row.employeeId}`}
        >
          View
        </Button>
      )}
    />
  );
}
