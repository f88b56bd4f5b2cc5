import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What every request table filters on; a screen's filters add the kind of request (profile field, attendance type). */
export type RequestFilterValues = { employeeId?: string | null; employeeName?: string | null; search?: string | null };

/** The third dropdown: its filter key and label, a row's value, and how a value reads in the user's language. */
export type RequestFilterKind<Row, Filters extends RequestFilterValues> = {
  key: Exclude<keyof Filters, keyof RequestFilterValues> & string;
  label: string;
  of: (row: Row) => string;
  name: (value: string) => string;
};

type Props<Row extends { employeeId: string; employeeName: string }, Filters extends RequestFilterValues> = {
  rows: readonly Row[];
  value: Filters;
  onChange: (next: Filters) => void;
  /** Dropdowns by employee id, employee name and the kind of request; without them only the search box shows. */
  dropdowns: boolean;
  kind: RequestFilterKind<Row, Filters>;
};

const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));

/** The request tables' dropdown filters and search box (spec 3 §2.4–2.5): profile changes and attendance. */
export function RequestFilters<Row extends { employeeId: string; employeeName: string }, Filters extends RequestFilterValues>({
  rows,
  value,
  onChange,
  dropdowns,
  kind,
}: Props<Row, Filters>) {
  const { t } = useTranslation();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const search = (
    <TextInput
      label={t('common.search')}
      placeholder={t('common.searchAnyColumn')}
      value={value.search ?? ''}
      onChange={(e) => set({ search: e.currentTarget.value } as Partial<Filters>)}
    />
  );
  if (!dropdowns) return <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{search}</SimpleGrid>;
  const select = (label: string, data: { value: string; label: string }[] | string[], key: keyof Filters & string) => (
    <Select
      label={label}
      placeholder={t('common.all')}
      clearable
      searchable
      data={data}
      value={(value[key] as string | null | undefined) ?? null}
      onChange={(picked) => set({ [key]: picked } as Partial<Filters>)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {select(t('approvals.columns.employeeId'), unique(rows.map((r) => r.employeeId)), 'employeeId')}
      {select(t('approvals.columns.employeeName'), unique(rows.map((r) => r.employeeName)), 'employeeName')}
      {select(
        kind.label,
        unique(rows.map(kind.of)).map((v) => ({ value: v, label: kind.name(v) })),
        kind.key,
      )}
      {search}
    </SimpleGrid>
  );
}
