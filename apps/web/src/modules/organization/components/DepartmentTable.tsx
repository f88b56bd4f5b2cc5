import type { DepartmentView } from '@hrms/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, RowActions } from '../../../ui/records';

type Props = {
  departments: DepartmentView[];
  /** Employee names by ID, to show beside a head that is an employee ID. */
  names: Map<string, string>;
  selectedId: string | null;
  onEdit: (department: DepartmentView) => void;
  onDelete: (department: DepartmentView) => void;
};

export function DepartmentTable({ departments, names, selectedId, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const columns: Column<DepartmentView>[] = [
    {
      key: 'departmentId',
      header: t('departments.columns.departmentId'),
      render: (d) => <b>{d.departmentId}</b>,
      sortValue: (d) => d.departmentId,
    },
    { key: 'departmentName', header: t('departments.columns.departmentName'), sortValue: (d) => d.departmentName },
    {
      key: 'departmentHead',
      header: t('departments.columns.departmentHead'),
      nowrap: true,
      sortValue: (d) => d.departmentHead,
      render: (d) => (
        <>
          {d.departmentHead}
          {names.get(d.departmentHead) && (
            <Text span c="dimmed" size="sm">
              {' '}
              · {names.get(d.departmentHead)}
            </Text>
          )}
        </>
      ),
    },
  ];
  return (
    <DataTable
      label={t('departments.table')}
      columns={columns}
      rows={departments}
      rowKey={(d) => d.id}
      minWidth={560}
      rowProps={(d) => ({ style: selectedId === d.departmentId ? { background: 'var(--mantine-color-blue-light)' } : undefined })}
      actions={(d) => <RowActions label={d.departmentId} onEdit={() => onEdit(d)} onDelete={() => onDelete(d)} />}
    />
  );
}
