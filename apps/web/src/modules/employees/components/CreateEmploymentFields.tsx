import { ASSIGNABLE_ROLES, type EmployeeCreate, ROLE_LABELS } from '@hrms/shared';
import { Grid, Select, Text } from '@mantine/core';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useDepartments } from '../../organization/organization.api';
import { useCurrentEmploymentChoices } from '../../profile/current-employment.api';
import type { CreateEmployeeFormValues } from './CreateEmployeeDialog';

/** The optional part of the create form: the current employment (all four or none) and a role. */
export type CreateEmploymentValues = {
  designation: string;
  departmentId: string;
  reportingManagerId: string;
  hrId: string;
  userRole: string;
};

export const EMPTY_EMPLOYMENT: CreateEmploymentValues = {
  designation: '',
  departmentId: '',
  reportingManagerId: '',
  hrId: '',
  userRole: '',
};

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

type Props = {
  opened: boolean;
  control: Control<CreateEmployeeFormValues, unknown, EmployeeCreate>;
  errors: FieldErrors<CreateEmploymentValues>;
};

type Choice = { name: keyof CreateEmploymentValues; label: string; data: { value: string; label: string }[] };

/** Designation, department, reporting manager, HR and role, chosen from the organisation's own lists. */
export function CreateEmploymentFields({ opened, control, errors }: Props) {
  const choices = useCurrentEmploymentChoices(opened);
  const departments = useDepartments();
  const ids = (list: string[] | undefined) => (list ?? []).map((id) => ({ value: id, label: id }));
  const fields: Choice[] = [
    { name: 'designation', label: 'Designation', data: ids(choices.designations.data) },
    {
      name: 'departmentId',
      label: 'Department',
      data: (departments.data ?? []).map((d) => ({ value: d.departmentId, label: `${d.departmentName} (${d.departmentId})` })),
    },
    { name: 'reportingManagerId', label: 'Reporting Manager ID', data: ids(choices.managerIds.data) },
    { name: 'hrId', label: 'HR ID', data: ids(choices.hrIds.data) },
    { name: 'userRole', label: 'Role', data: ROLE_OPTIONS },
  ];
  return (
    <>
      <Text size="sm" fw={600} mt="xs">
        Employment and role (optional)
      </Text>
      <Grid gap="sm">
        {fields.map((choice) => (
          <Grid.Col key={choice.name} span={{ base: 12, sm: choice.name === 'userRole' ? 12 : 6 }}>
            <Controller
              control={control}
              name={choice.name}
              render={({ field }) => (
                <Select
                  label={choice.label}
                  placeholder="Select"
                  data={choice.data}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors[choice.name]?.message}
                  searchable
                  clearable
                />
              )}
            />
          </Grid.Col>
        ))}
      </Grid>
    </>
  );
}
