import { Select } from '@mantine/core';
import { useDepartments } from '../../organization/organization.api';

/** All departments, or one. */
export function DepartmentFilter({ value, onChange }: { value: string; onChange: (departmentId: string) => void }) {
  const departments = useDepartments();
  return (
    <Select
      label="Department"
      placeholder="All departments"
      clearable
      w={200}
      data={(departments.data ?? []).map((d) => ({ value: d.departmentId, label: d.departmentName }))}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
