import type { DepartmentView } from '@hrms/shared';
import { Text } from '@mantine/core';
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
  const columns: Column<DepartmentView>[] = [
    { key: 'departmentId', header: 'Department ID', render: (d) => <b>{d.departmentId}</b>, sortValue: (d) => d.departmentId },
    { key: 'departmentName', header: 'Department Name', sortValue: (d) => d.departmentName },
    {
      key: 'departmentHead',
      header: 'Department Head',
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
      label="Departments"
      columns={columns}
      rows={departments}
      rowKey={(d) => d.id}
      minWidth={560}
      rowProps={(d) => ({ style: selectedId === d.departmentId ? { background: 'var(--mantine-color-blue-light)' } : undefined })}
      actions={(d) => <RowActions label={d.departmentId} onEdit={() => onEdit(d)} onDelete={() => onDelete(d)} />}
    />
  );
}
