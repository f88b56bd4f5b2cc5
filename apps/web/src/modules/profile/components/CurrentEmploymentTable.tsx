import type { CurrentEmploymentRecord } from '@hrms/shared';
import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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

/** The single row of /current/{id} (a card on phones); the edit icon shows for admins only (onEdit given). */
export function CurrentEmploymentTable({ record, onEdit }: Props) {
  const { t } = useTranslation();
  const hrName = useEmployeeName(record.hrId);
  const columns: Column<Row>[] = [
    { key: 'organisationName', header: t('currentEmployment.columns.organisation') },
    {
      key: 'employeeId',
      header: t('currentEmployment.columns.employee'),
      render: (r) => <IdWithName id={r.employeeId} name={r.employeeName} />,
    },
    { key: 'designation', header: t('currentEmployment.designation') },
    { key: 'doj', header: t('currentEmployment.dateOfJoining'), nowrap: true, format: 'date' },
    {
      key: 'reportingManagerId',
      header: t('currentEmployment.reportingManager'),
      render: (r) => <IdWithName id={r.reportingManagerId} name={r.reportingManager} testId="current-manager" />,
    },
    { key: 'hrId', header: t('currentEmployment.columns.hr'), render: (r) => <IdWithName id={r.hrId} name={r.hrName} /> },
    {
      key: 'departmentId',
      header: t('currentEmployment.columns.department'),
      render: (r) => <IdWithName id={r.departmentId} name={r.departmentName} testId="current-department" />,
    },
  ];
  return (
    <DataTable
      label={t('currentEmployment.table')}
      columns={columns}
      rows={[{ ...record, hrName: hrName.data }]}
      rowKey={(r) => r.employeeId}
      minWidth={960}
      actions={
        onEdit
          ? () => (
              <Tooltip label={t('common.edit')}>
                <ActionIcon variant="subtle" size="lg" aria-label={t('currentEmployment.editRow')} onClick={onEdit}>
                  <EditIcon size={18} />
                </ActionIcon>
              </Tooltip>
            )
          : undefined
      }
    />
  );
}
