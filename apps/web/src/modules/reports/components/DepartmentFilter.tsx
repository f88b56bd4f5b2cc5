import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDepartments } from '../../organization';

/** All departments, or one. */
export function DepartmentFilter({ value, onChange }: { value: string; onChange: (departmentId: string) => void }) {
  const { t } = useTranslation();
  const departments = useDepartments();
  return (
    <Select
      label={t('tools.department')}
      placeholder={t('tools.allDepartments')}
      clearable
      w={200}
      data={(departments.data ?? []).map((d) => ({ value: d.departmentId, label: d.departmentName }))}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
