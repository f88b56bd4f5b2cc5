import {
  ASSIGNABLE_ROLES,
  EMPLOYMENT_HR_ROLES,
  type EmployeeCreate,
  REPORTING_MANAGER_ROLES,
  ROLE_LABELS,
  type Role,
} from '@hrms/shared';
import { Grid, Select, Text } from '@mantine/core';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { useDepartments } from '../../organization';
import { useCurrentEmploymentChoices } from '../../profile';
import type { CreateEmployeeFormValues } from './CreateEmployeeDialog';
import { PersonPicker } from './PersonPicker';

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
/** A person chosen by name from those holding one of the roles (the server checks the same lists). */
type PersonChoice = { name: 'reportingManagerId' | 'hrId'; label: string; roles: readonly Role[] };

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
    {
      name: 'userRole',
      label: t('employees.create.role'),
      data: ASSIGNABLE_ROLES.map((role) => ({
        value: role,
        label: t(`employees.roles.${role}`, { defaultValue: ROLE_LABELS[role] }),
      })),
    },
  ];
  const people: PersonChoice[] = [
    { name: 'reportingManagerId', label: t('employees.create.reportingManager'), roles: REPORTING_MANAGER_ROLES },
    { name: 'hrId', label: t('employees.create.hr'), roles: EMPLOYMENT_HR_ROLES },
  ];
  const shown = (name: keyof CreateEmploymentValues) => {
    const message = errors[name]?.message;
    return message ? translateMessage(message) : undefined;
  };
  const select = (choice: Choice) => (
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
            error={shown(choice.name)}
            searchable
            clearable
          />
        )}
      />
    </Grid.Col>
  );
  return (
    <>
      <Text size="sm" fw={600} mt="xs">
        {t('employees.create.employmentAndRole')}
      </Text>
      <Grid gap="sm">
        {fields.slice(0, 2).map(select)}
        {people.map((choice) => (
          <Grid.Col key={choice.name} span={{ base: 12, sm: 6 }}>
            <Controller
              control={control}
              name={choice.name}
              render={({ field }) => (
                <PersonPicker
                  label={choice.label}
                  placeholder={t('people.typeName')}
                  roles={choice.roles}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={shown(choice.name)}
                />
              )}
            />
          </Grid.Col>
        ))}
        {fields.slice(2).map(select)}
      </Grid>
    </>
  );
}
