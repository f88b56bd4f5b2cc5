import { EMPLOYEE_MESSAGES, type Role } from '@hrms/shared';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { translateMessage } from '../../../i18n';
import type { FieldInput } from '../../../ui/records';
import { useEmployeeLookup } from '../employees.api';

type Props = {
  label: string;
  placeholder?: string;
  /** The chosen person's employee id, or null. */
  value: string | null;
  /** The name of the person already chosen when the form opens (e.g. the project's manager), shown with the id. */
  valueName?: string;
  onChange: (employeeId: string | null) => void;
  error?: string;
  withAsterisk?: boolean;
  /** Only people with one of these roles (e.g. who may be a reporting manager). */
  roles?: readonly Role[];
  onBlur?: () => void;
};

const nameOf = (row: { firstname: string; lastname: string }) => `${row.firstname} ${row.lastname}`.trim();

/** Picks a colleague by name, e-mail or id (searched on the server as people type); shows "Name (ID)". */
export function PersonPicker({ label, placeholder, value, valueName, onChange, error, withAsterisk, roles, onBlur }: Props) {
  const [typed, setTyped] = useState('');
  const [chosenLabel, setChosenLabel] = useState<{ value: string; label: string } | null>(null);
  // once a person is chosen the box shows their label: that is not a new search
  const [search] = useDebouncedValue(typed === chosenLabel?.label ? '' : typed.trim(), 250);
  const lookup = useEmployeeLookup(search, true, roles);
  const options = (lookup.data?.rows ?? []).map((row) => ({
    value: row.employeeId,
    label: `${nameOf(row)} (${row.employeeId})`,
  }));
  // the chosen person stays an option after the search moves on, so the box keeps showing their name
  const kept =
    value && !options.some((o) => o.value === value)
      ? [chosenLabel?.value === value ? chosenLabel : { value, label: valueName ? `${valueName} (${value})` : value }]
      : [];
  return (
    <Select
      label={label}
      placeholder={placeholder}
      withAsterisk={withAsterisk}
      data={[...kept, ...options]}
      value={value}
      searchable
      clearable
      filter={({ options: all }) => all}
      searchValue={typed}
      onSearchChange={setTyped}
      onChange={(next, option) => {
        setChosenLabel(next && option ? { value: next, label: option.label } : null);
        onChange(next);
      }}
      onBlur={onBlur}
      rightSection={lookup.isFetching ? <Loader size="xs" /> : undefined}
      error={error}
      nothingFoundMessage={lookup.isFetching ? undefined : translateMessage(EMPLOYEE_MESSAGES.noEmployees)}
    />
  );
}

/**
 * A person field of a record form (RecordFormDialog's `render`); `nameOf` names the person already chosen
 * when the form opens (e.g. the project's manager), so the box shows a name before any search.
 */
export const personField = (nameOf: (employeeId: string) => string | undefined) =>
  function PersonField(input: FieldInput) {
    return (
      <PersonPicker
        label={input.label}
        placeholder={input.placeholder}
        withAsterisk={input.required}
        value={input.value || null}
        valueName={input.value ? nameOf(input.value) : undefined}
        onChange={(id) => input.onChange(id ?? '')}
        onBlur={input.onBlur}
        error={input.error}
      />
    );
  };
