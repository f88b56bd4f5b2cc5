import { ASSIGNABLE_ROLES, type EmployeeCreate, ROLE_LABELS } from '@hrms/shared';
import { Grid, Select, Text } from '@mantine/core';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { useDepartments } from '../../organization';
import { useCurrentEmploymentChoices } from '../../profile';
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

type Props = {
  opened: boolean;
  control: Control<CreateEmployeeFormValues, unknown, EmployeeCreate>;
  errors: FieldErrors<CreateEmploymentValues>;
};

type Choice = { name: keyof CreateEmploymentValues; label: string; data: { value: string; label: string }[] };

/** Designation, department, reporting manager, HR and role, chosen from the organisation's own lists. */
export function CreateEmploymentFields({ opened, control, errors }: Props) {
  const { t } = useTranslation();
  const choices = useCurrentEmploymentChoices(opened);
  const departments = useDepartments();
  const ids = (list: string[] | undefined) => (list ?? []).map((id) => ({ value: id, label: id }));
  const fields: Choice[] = [
    { name: 'designation', label: t('employees.create.designation'), data: ids(choices.designations.data) },
    {
      name: 'departmentId',
      label: t('employees.create.department'),
      data: (departments.data ?? []).map((d) => ({ value: d.departmentId, label: `${d.departmentName} (${d.departmentId})` })),
    },
    { name: 'reportingManagerId', label: t('employees.create.reportingManagerId'), data: ids(choices.managerIds.data) },
    { name: 'hrId', label: t('employees.create.hrId'), data: ids(choices.hrIds.data) },
    {
      name: 'userRole',
      label: t('employees.create.role'),
      data: ASSIGNABLE_ROLES.map((role) => ({
        value: role,
        label: t(`employees.roles.${role}`, { defaultValue: ROLE_LABELS[role] }),
      })),
    },
  ];
  return (
    <>
      <Text size="sm" fw={600} mt="xs">
        {t('employees.create.employmentAndRole')}
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
                  placeholder={t('people.select')}
                  data={choice.data}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors[choice.name]?.message && translateMessage(errors[choice.name]?.message ?? '')}
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
