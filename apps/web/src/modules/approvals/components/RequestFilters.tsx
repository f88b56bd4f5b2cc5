import { type RequestFilters as Filters, type ProfileChangeRequest, profileFieldLabel } from '@hrms/shared';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  rows: readonly ProfileChangeRequest[];
  value: Filters;
  onChange: (next: Filters) => void;
  /** Dropdowns by employee id, employee name and field name; without them only the search box shows. */
  dropdowns: boolean;
};

const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));

/** The approval tables' dropdown filters and search box (spec 3 §2.4–2.5). */
export function RequestFilters({ rows, value, onChange, dropdowns }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const search = (
    <TextInput
      label={t('common.search')}
      placeholder={t('common.searchAnyColumn')}
      value={value.search ?? ''}
      onChange={(e) => set({ search: e.currentTarget.value })}
    />
  );
  if (!dropdowns) return <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{search}</SimpleGrid>;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Select
        label={t('approvals.columns.employeeId')}
        placeholder={t('common.all')}
        clearable
        searchable
        data={unique(rows.map((r) => r.employeeId))}
        value={value.employeeId ?? null}
        onChange={(employeeId) => set({ employeeId })}
      />
      <Select
        label={t('approvals.columns.employeeName')}
        placeholder={t('common.all')}
        clearable
        searchable
        data={unique(rows.map((r) => r.employeeName))}
        value={value.employeeName ?? null}
        onChange={(employeeName) => set({ employeeName })}
      />
      <Select
        label={t('approvals.columns.fieldName')}
        placeholder={t('common.all')}
        clearable
        searchable
        data={unique(rows.map((r) => r.fieldName)).map((fieldName) => ({
          value: fieldName,
          label: t(`profileFields.${fieldName}`, { defaultValue: profileFieldLabel(fieldName) }),
        }))}
        value={value.fieldName ?? null}
        onChange={(fieldName) => set({ fieldName })}
      />
      {search}
    </SimpleGrid>
  );
}
