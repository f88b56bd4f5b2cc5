import type { CurrentEmploymentRecord } from '@hrms/shared';
import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { EditIcon } from '../../../ui/icons';
import { type Column, DataTable } from '../../../ui/records';
import { useEmployeeName } from '../current-employment.api';

type Props = { record: CurrentEmploymentRecord; onEdit?: () => void };

function IdWithName({ id, name, testId }: { id: string; name: string | undefined; testId?: string }) {
  if (!id) return <Text c="dimmed">—</Text>;
  return (
    <div data-testid={testId}>
      <Text size="sm" fw={500}>
        {id}
      </Text>
      {name && (
        <Text size="xs" c="dimmed">
          {name}
        </Text>
      )}
    </div>
  );
}

type Row = CurrentEmploymentRecord & { hrName: string | undefined };

const COLUMNS: Column<Row>[] = [
  { key: 'organisationName', header: 'Organisation' },
  { key: 'employeeId', header: 'Employee', render: (r) => <IdWithName id={r.employeeId} name={r.employeeName} /> },
  { key: 'designation', header: 'Designation' },
  { key: 'doj', header: 'Date of Joining', nowrap: true, format: 'date' },
  {
    key: 'reportingManagerId',
    header: 'Reporting Manager',
    render: (r) => <IdWithName id={r.reportingManagerId} name={r.reportingManager} testId="current-manager" />,
  },
  { key: 'hrId', header: 'HR', render: (r) => <IdWithName id={r.hrId} name={r.hrName} /> },
  {
    key: 'departmentId',
    header: 'Department',
    render: (r) => <IdWithName id={r.departmentId} name={r.departmentName} testId="current-department" />,
  },
];

/** The single row of /current/{id} (a card on phones); the edit icon shows for admins only (onEdit given). */
export function CurrentEmploymentTable({ record, onEdit }: Props) {
  const hrName = useEmployeeName(record.hrId);
  return (
    <DataTable
      label="Current employment"
      columns={COLUMNS}
      rows={[{ ...record, hrName: hrName.data }]}
      rowKey={(r) => r.employeeId}
      minWidth={960}
      actions={
        onEdit
          ? () => (
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" size="lg" aria-label="Edit current employment" onClick={onEdit}>
                  <EditIcon size={18} />
                </ActionIcon>
              </Tooltip>
            )
          : undefined
      }
    />
  );
}
