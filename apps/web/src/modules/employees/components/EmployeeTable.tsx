import type { EmployeeListItem } from '@hrms/shared';
import { Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../ui/records';
import { RoleBadge } from './RoleBadge';

/** A phone's list: name and role on one line, id and e-mail below, the row itself opens the profile. */
function EmployeeRows({ rows }: { rows: EmployeeListItem[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} role="list" aria-label={t('employees.table')} data-testid="employee-table">
      {rows.map((row) => (
        <Box key={row.employeeId} role="listitem" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <UnstyledButton
            component={Link}
            to={`/dashboard/${row.employeeId}`}
            aria-label={t('people.viewRow', { what: row.employeeId })}
            display="block"
            py={8}
            px={4}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600} truncate>
                {`${row.firstname} ${row.lastname}`.trim()}
              </Text>
              <RoleBadge role={row.userRole} />
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {row.employeeId} · {row.email}
            </Text>
          </UnstyledButton>
        </Box>
      ))}
    </Stack>
  );
}

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

/** Employee ID, Employee Name, Email ID, Role and the View action (→ /dashboard/{employeeId}); on phones one compact row each. */
export function EmployeeTable({ rows }: { rows: EmployeeListItem[] }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  if (phone) return <EmployeeRows rows={rows} />;
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
