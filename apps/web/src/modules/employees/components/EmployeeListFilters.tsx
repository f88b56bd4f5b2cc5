import { EMPLOYEE_LIST_PAGE_SIZES, EMPLOYEE_SORTS, EMPLOYEE_STATUSES, type EmployeeSort, ROLE_LABELS, ROLES } from '@hrms/shared';
import { Button, Collapse, Group, Select, SimpleGrid } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CustomFieldFilter } from '../../customfields';
import { useDepartments, useDesignations } from '../../organization';
import type { EmployeeListView } from '../employees.api';

type Filters = Omit<EmployeeListView, 'sort' | 'size'>;

import { PersonPicker } from './PersonPicker';

type Props = {
  filters: Filters;
  sort: EmployeeSort;
  size: number;
  onFilters: (filters: Filters) => void;
  onSort: (sort: EmployeeSort) => void;
  onSize: (size: number) => void;
};

const activeCount = (filters: Filters) => Object.values(filters).filter(Boolean).length;

/** The employee list's filters (department, designation, manager, role, status), its sort and its page size. */
export function EmployeeListFilters({ filters, sort, size, onFilters, onSort, onSize }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [opened, { toggle }] = useDisclosure(false);
  const departments = useDepartments();
  const designations = useDesignations();
  const set = (patch: Partial<Filters>) => onFilters({ ...filters, ...patch });
  const count = activeCount(filters);
  const any = t('employees.list.any');

  const controls = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mb="md" data-testid="employee-filters">
      <Select
        label={t('employees.list.department')}
        placeholder={any}
        data={(departments.data ?? []).map((d) => ({ value: d.departmentId, label: `${d.departmentName} (${d.departmentId})` }))}
        value={filters.department ?? null}
        onChange={(value) => set({ department: value ?? undefined })}
        searchable
        clearable
      />
      <Select
        label={t('employees.list.designation')}
        placeholder={any}
        data={(designations.data ?? []).map((d) => d.designation)}
        value={filters.designation ?? null}
        onChange={(value) => set({ designation: value ?? undefined })}
        searchable
        clearable
      />
      <PersonPicker
        label={t('employees.list.manager')}
        placeholder={t('employees.list.managerPlaceholder')}
        value={filters.managerId ?? null}
        onChange={(value) => set({ managerId: value ?? undefined })}
      />
      <Select
        label={t('employees.list.role')}
        placeholder={any}
        data={ROLES.map((role) => ({ value: role, label: t(`employees.roles.${role}`, { defaultValue: ROLE_LABELS[role] }) }))}
        value={filters.role ?? null}
        onChange={(value) => set({ role: (value as Filters['role']) ?? undefined })}
        clearable
      />
      <Select
        label={t('employees.list.status')}
        placeholder={any}
        data={EMPLOYEE_STATUSES.map((status) => ({ value: status, label: t(`employees.list.statuses.${status}`) }))}
        value={filters.status ?? null}
        onChange={(value) => set({ status: (value as Filters['status']) ?? undefined })}
        clearable
      />
      <CustomFieldFilter value={filters.customField} onChange={(customField) => set({ customField })} />
      <Select
        label={t('employees.list.sort')}
        data={EMPLOYEE_SORTS.map((key) => ({ value: key, label: t(`employees.list.sorts.${key}`) }))}
        value={sort}
        onChange={(value) => value && onSort(value as EmployeeSort)}
        allowDeselect={false}
      />
      <Select
        label={t('employees.list.pageSize')}
        data={EMPLOYEE_LIST_PAGE_SIZES.map(String)}
        value={String(size)}
        onChange={(value) => value && onSize(Number(value))}
        allowDeselect={false}
      />
      {count > 0 && (
        <Group align="flex-end">
          <Button variant="subtle" onClick={() => onFilters({})}>
            {t('employees.list.clear')}
          </Button>
        </Group>
      )}
    </SimpleGrid>
  );

  if (!phone) return controls;
  return (
    <>
      <Button variant="light" size="sm" mb="sm" onClick={toggle} aria-expanded={opened}>
        {count > 0 ? t('employees.list.filtersCount', { count }) : t('employees.list.filters')}
      </Button>
      <Collapse expanded={opened}>{controls}</Collapse>
    </>
  );
}
