import { type RequestFilters as Filters, type ProfileChangeRequest, profileFieldLabel } from '@hrms/shared';
import { Select, SimpleGrid, TextInput } from '@mantine/core';

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
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const search = (
    <TextInput
      label="Search"
      placeholder="Search any column"
      value={value.search ?? ''}
      onChange={(e) => set({ search: e.currentTarget.value })}
    />
  );
  if (!dropdowns) return <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{search}</SimpleGrid>;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Select
        label="Employee ID"
        placeholder="All"
        clearable
        searchable
        data={unique(rows.map((r) => r.employeeId))}
        value={value.employeeId ?? null}
        onChange={(employeeId) => set({ employeeId })}
      />
      <Select
        label="Employee Name"
        placeholder="All"
        clearable
        searchable
        data={unique(rows.map((r) => r.employeeName))}
        value={value.employeeName ?? null}
        onChange={(employeeName) => set({ employeeName })}
      />
      <Select
        label="Field Name"
        placeholder="All"
        clearable
        searchable
        data={unique(rows.map((r) => r.fieldName)).map((fieldName) => ({
          value: fieldName,
          label: profileFieldLabel(fieldName),
        }))}
        value={value.fieldName ?? null}
        onChange={(fieldName) => set({ fieldName })}
      />
      {search}
    </SimpleGrid>
  );
}
