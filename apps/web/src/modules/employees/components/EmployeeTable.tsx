import type { EmployeeListItem } from '@hrms/shared';
import { Button, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../ui/records';
import { RoleBadge } from './RoleBadge';

const columns = (t: TFunction): Column<EmployeeListItem>[] => [
  {
    key: 'employeeId',
    header: t('employees.columns.employeeId'),
    nowrap: true,
    render: (row) => (
      <Text fw={600} size="sm">
        {row.employeeId}
      </Text>
    ),
  },
  {
    key: 'name',
    header: t('employees.columns.employeeName'),
    nowrap: true,
    render: (row) => `${row.firstname} ${row.lastname}`.trim(),
  },
  {
    key: 'email',
    header: t('employees.columns.emailId'),
    nowrap: true,
    render: (row) => (
      <Text size="sm" c="dimmed">
        {row.email}
      </Text>
    ),
  },
  { key: 'role', header: t('employees.columns.role'), render: (row) => <RoleBadge role={row.userRole} /> },
];

/** Employee ID, Employee Name, Email ID, Role and the View action (→ /dashboard/{employeeId}). */
export function EmployeeTable({ rows }: { rows: EmployeeListItem[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('employees.table')}
      testId="employee-table"
      columns={columns(t)}
      rows={rows}
      rowKey={(row) => row.employeeId}
      minWidth={640}
      actionsHeader={t('people.action')}
      actions={(row) => (
        <Button
          component={Link}
          to={`/dashboard/${row.employeeId}`}
          size="compact-sm"
          variant="light"
          aria-label={t('people.viewRow', { what: row.employeeId })}
        >
          {t('people.view')}
        </Button>
      )}
    />
  );
}
