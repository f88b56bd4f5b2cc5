import {
  CUSTOM_FIELD_TYPES,
  type CustomFieldFormInput,
  type CustomFieldView,
  customFieldFormSchema,
  EVERYONE,
  ROLE_LABELS,
} from '@hrms/shared';
import { Checkbox, Modal, NativeSelect, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../../i18n';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { FormActions } from '../../../ui/FormActions';
import { useSaveCustomField } from '../customfields.api';

const BLANK: CustomFieldFormInput = {
  key: '',
  label: '',
  type: 'TEXT',
  options: [],
  required: false,
  readRoles: ['ROLE_ADMIN', 'ROLE_HR'],
  editRoles: ['ROLE_ADMIN'],
};

const valuesOf = (field: CustomFieldView): CustomFieldFormInput => ({
  key: field.key,
  label: field.label,
  type: field.type,
  options: field.options,
  required: field.required,
  readRoles: field.readRoles ?? [],
  editRoles: field.editRoles ?? [],
});

type Props = { opened: boolean; editing: CustomFieldView | null; onClose: () => void };

/** The add/change dialog of a custom field: key (fixed once saved), label, type, choices, required, read and edit roles. */
export function CustomFieldForm({ opened, editing, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveCustomField();
  const [failure, setFailure] = useState<string | null>(null);
  const shown = (message: string | undefined) => message && translateMessage(message);
  const form = useSchemaForm<CustomFieldFormInput, z.output<typeof customFieldFormSchema>>(customFieldFormSchema, BLANK);
  const { register, control, handleSubmit, reset, setError, watch } = form;
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (opened) {
      reset(editing ? valuesOf(editing) : BLANK);
      setFailure(null);
    }
  }, [opened, editing, reset]);

  const submit = handleSubmit(async ({ key, ...definition }) => {
    setFailure(null);
    try {
      await save.mutateAsync({ key, definition });
      notifySuccess(t('tools.customFields.admin.saved', { label: definition.label }));
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(BLANK));
      setFailure(errorMessage(error, t('tools.customFields.admin.saveFailed')));
    }
  });

  const roleOptions = EVERYONE.map((role) => (
    <Checkbox key={role} value={role} label={t(`employees.roles.${role}`, { defaultValue: ROLE_LABELS[role] })} />
  ));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(editing ? 'tools.customFields.admin.editTitle' : 'tools.customFields.admin.addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('tools.customFields.admin.key')}
              description={t('tools.customFields.admin.keyHint')}
              withAsterisk
              readOnly={editing !== null}
              error={shown(errors.key?.message)}
              {...register('key')}
            />
            <TextInput
              label={t('tools.customFields.admin.label')}
              withAsterisk
              error={shown(errors.label?.message)}
              {...register('label')}
            />
          </SimpleGrid>
          <NativeSelect
            label={t('tools.customFields.admin.type')}
            data={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`tools.customFields.admin.types.${type}`) }))}
            error={shown(errors.type?.message)}
            {...register('type')}
          />
          {watch('type') === 'SELECT' && (
            <Controller
              control={control}
              name="options"
              render={({ field }) => (
                <TagsInput
                  label={t('tools.customFields.admin.options')}
                  description={t('tools.customFields.admin.optionsHint')}
                  withAsterisk
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={shown(errors.options?.message)}
                />
              )}
            />
          )}
          <Checkbox label={t('tools.customFields.admin.required')} {...register('required')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="readRoles"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('tools.customFields.admin.readRoles')}
                  value={field.value}
                  onChange={field.onChange}
                  error={shown(errors.readRoles?.message)}
                >
                  <Stack gap={6} mt={6}>
                    {roleOptions}
                  </Stack>
                </Checkbox.Group>
              )}
            />
            <Controller
              control={control}
              name="editRoles"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('tools.customFields.admin.editRoles')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={shown(errors.editRoles?.message)}
                >
                  <Stack gap={6} mt={6}>
                    {roleOptions}
                  </Stack>
                </Checkbox.Group>
              )}
            />
          </SimpleGrid>
          <FormActions
            failure={failure}
            submitLabel={t('tools.customFields.admin.save')}
            loading={isSubmitting}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
