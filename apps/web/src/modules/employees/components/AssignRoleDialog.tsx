import { zodResolver } from '@hookform/resolvers/zod';
import { ASSIGNABLE_ROLES, EMPLOYEE_MESSAGES, ROLE_LABELS, type UpdateRoleInput, updateRoleSchema } from '@hrms/shared';
import { Autocomplete, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useAssignRole, useEmployeeLookup } from '../employees.api';
import { RoleBadge } from './RoleBadge';

type FormValues = { employeeId: string; userRole: string };
// Same rules as the server (updateRoleSchema); the cast only widens the role enum to the form's string.
const resolver = zodResolver(updateRoleSchema) as unknown as Resolver<FormValues, unknown, UpdateRoleInput>;

type Props = { opened: boolean; onClose: () => void; initialEmployeeId?: string };

/** Role Based: pick (or type) an employee id and one of the assignable roles (spec 2 §6, API.md §4.1). */
export function AssignRoleDialog({ opened, onClose, initialEmployeeId = '' }: Props) {
  const { t } = useTranslation();
  const assign = useAssignRole();
  const roleOptions = ASSIGNABLE_ROLES.map((role) => ({
    value: role,
    label: t(`employees.roles.${role}`, { defaultValue: ROLE_LABELS[role] }),
  }));
  const shown = (message: string | undefined) => message && translateMessage(message);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, UpdateRoleInput>({ resolver, defaultValues: { employeeId: '', userRole: '' } });

  useEffect(() => {
    if (opened) reset({ employeeId: initialEmployeeId, userRole: '' });
  }, [opened, initialEmployeeId, reset]);

  const typed = watch('employeeId');
  const [search] = useDebouncedValue(typed.trim(), 250);
  const lookup = useEmployeeLookup(search, opened);
  const matches = lookup.data?.rows ?? [];
  const chosen = matches.find((row) => row.employeeId.toLowerCase() === typed.trim().toLowerCase());

  async function submit(input: UpdateRoleInput) {
    try {
      await assign.mutateAsync(input);
      notifySuccess(EMPLOYEE_MESSAGES.roleUpdated);
      onClose();
    } catch (error) {
      const message = errorMessage(error);
      notifyError(message);
      if (error instanceof ApiError && error.status === 404) setError('employeeId', { type: 'server', message });
      for (const [field, fieldMessage] of Object.entries(error instanceof ApiError ? error.fieldErrors : {})) {
        if (field === 'employeeId' || field === 'userRole') setError(field, { type: 'server', message: fieldMessage });
      }
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t('employees.assignRole.title')}</Text>} centered>
      <form onSubmit={handleSubmit(submit)} noValidate aria-label={t('employees.assignRole.title')}>
        <Stack>
          <Controller
            control={control}
            name="employeeId"
            render={({ field }) => (
              <Autocomplete
                label={t('employees.assignRole.employeeId')}
                placeholder={t('employees.assignRole.typeIdOrName')}
                withAsterisk
                data={matches.map((row) => row.employeeId)}
                filter={({ options }) => options}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={shown(errors.employeeId?.message)}
                renderOption={({ option }) => {
                  const row = matches.find((m) => m.employeeId === option.value);
                  return (
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {option.value}
                      </Text>
                      <Text size="sm" c="dimmed" truncate>
                        {row ? `${row.firstname} ${row.lastname}` : ''}
                      </Text>
                    </Group>
                  );
                }}
              />
            )}
          />
          {chosen && (
            <Group gap="xs" data-testid="assign-role-current">
              <Text size="sm">{t('employees.assignRole.currently', { name: `${chosen.firstname} ${chosen.lastname}` })}</Text>
              <RoleBadge role={chosen.userRole} />
            </Group>
          )}
          <Controller
            control={control}
            name="userRole"
            render={({ field }) => (
              <Select
                label={t('employees.assignRole.role')}
                placeholder={t('employees.assignRole.selectRole')}
                withAsterisk
                data={roleOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={shown(errors.userRole?.message)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={assign.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={assign.isPending}>
              {t('employees.assignRole.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
