import {
  DEPARTMENT_MESSAGES,
  type Department,
  type DepartmentView,
  departmentSchema,
  departmentUpdateSchema,
  type EmployeeListItem,
} from '@hrms/shared';
import { Alert, Autocomplete, Box, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { failureText, useDepartmentMutations } from '../organization.api';

type Props = {
  /** The department being edited, or null in add mode. */
  editing: DepartmentView | null;
  employees: EmployeeListItem[];
  onDone: () => void;
};

const EMPTY: Department = { departmentId: '', departmentName: '', departmentHead: '' };
const FIELDS = ['departmentId', 'departmentName', 'departmentHead'] as const;

/** Add a department, or edit the picked one (its ID is locked). */
export function DepartmentForm({ editing, employees, onDone }: Props) {
  const { t } = useTranslation();
  const mode = editing ? 'edit' : 'add';
  const { create, update } = useDepartmentMutations();
  const required = mode === 'add' ? DEPARTMENT_MESSAGES.addRequired : DEPARTMENT_MESSAGES.updateRequired;
  const form = useSchemaForm<Department>(mode === 'add' ? departmentSchema : departmentUpdateSchema, EMPTY);
  const { register, control, handleSubmit, reset, setError } = form;
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    reset(
      editing
        ? { departmentId: editing.departmentId, departmentName: editing.departmentName, departmentHead: editing.departmentHead }
        : EMPTY,
    );
  }, [editing, reset]);

  const names = useMemo(() => new Map(employees.map((e) => [e.employeeId, `${e.firstname} ${e.lastname}`.trim()])), [employees]);
  const headOptions = useMemo(() => employees.map((e) => e.employeeId), [employees]);

  // "required" problems show once, as the spec's alert; format problems show under their field
  const missing = FIELDS.some((f) => errors[f]?.message === required);
  const fieldError = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message === required ? true : message && translateMessage(message);
  };

  const submit = handleSubmit(async (values) => {
    try {
      if (mode === 'add') {
        await create.mutateAsync(values);
        notifySuccess(DEPARTMENT_MESSAGES.added);
      } else {
        await update.mutateAsync(values);
        notifySuccess(DEPARTMENT_MESSAGES.updated);
      }
      reset(EMPTY);
      onDone();
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS);
      notifyError(failureText(error, mode === 'add' ? DEPARTMENT_MESSAGES.addFailed : DEPARTMENT_MESSAGES.updateFailed));
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={mode === 'add' ? t('departments.add') : t('departments.edit')}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={4}>
              {mode === 'add' ? t('departments.add') : t('departments.editTitle', { id: editing?.departmentId })}
            </Title>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('departments.departmentId')}
              placeholder={t('departments.idPlaceholder')}
              withAsterisk
              disabled={mode === 'edit'}
              description={mode === 'edit' ? t('departments.idLocked') : t('departments.idHint')}
              {...register('departmentId')}
              error={fieldError('departmentId')}
            />
            <TextInput
              label={t('departments.departmentName')}
              placeholder={t('departments.namePlaceholder')}
              withAsterisk
              description={t('departments.nameHint')}
              {...register('departmentName')}
              error={fieldError('departmentName')}
            />
            <Controller
              control={control}
              name="departmentHead"
              render={({ field }) => (
                <Autocomplete
                  label={t('departments.departmentHead')}
                  placeholder={t('departments.headPlaceholder')}
                  description={t('departments.headHint')}
                  withAsterisk
                  data={headOptions}
                  limit={50}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  filter={({ options, search }) => {
                    const needle = search.trim().toLowerCase();
                    return options.filter((o) => {
                      const id = 'value' in o ? o.value : '';
                      return id.toLowerCase().includes(needle) || (names.get(id) ?? '').toLowerCase().includes(needle);
                    });
                  }}
                  renderOption={({ option }) => (
                    <Text size="sm">
                      {option.value}{' '}
                      <Text span c="dimmed" size="sm">
                        {names.get(option.value)}
                      </Text>
                    </Text>
                  )}
                  error={fieldError('departmentHead')}
                />
              )}
            />
          </SimpleGrid>
          {missing && (
            <Alert color="red" role="alert" py="xs">
              {translateMessage(required)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            {mode === 'edit' && (
              <Button variant="default" onClick={onDone}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" loading={isSubmitting}>
              {mode === 'add' ? t('departments.add') : t('departments.update')}
            </Button>
          </Group>
        </Stack>
      </Box>
    </Paper>
  );
}
