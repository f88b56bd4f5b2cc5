import { type AttendanceRequest, attendanceTypeLabel, type AttendanceRequestFilters as Filters } from '@hrms/shared';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  rows: readonly AttendanceRequest[];
  value: Filters;
  onChange: (next: Filters) => void;
  /** Dropdowns by employee id, employee name and attendance type; without them only the search box shows. */
  dropdowns: boolean;
};

const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));

/** The attendance tables' dropdown filters and search box (spec 3 §2.4). */
export function AttendanceFilters({ rows, value, onChange, dropdowns }: Props) {
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
  const select = (label: string, data: { value: string; label: string }[] | string[], key: keyof Filters) => (
    <Select
      label={label}
      placeholder={t('common.all')}
      clearable
      searchable
      data={data}
      value={value[key] ?? null}
      onChange={(picked) => set({ [key]: picked })}
    />
  );
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {select(t('approvals.columns.employeeId'), unique(rows.map((r) => r.employeeId)), 'employeeId')}
      {select(t('approvals.columns.employeeName'), unique(rows.map((r) => r.employeeName)), 'employeeName')}
      {select(
        t('attendance.attendanceType'),
        unique(rows.map((r) => r.type)).map((type) => ({
          value: type,
          label: t(`attendanceTypes.${type}`, { defaultValue: attendanceTypeLabel(type) }),
        })),
        'type',
      )}
      {search}
    </SimpleGrid>
  );
}
