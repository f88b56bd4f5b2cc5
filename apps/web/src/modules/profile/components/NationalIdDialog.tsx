import { zodResolver } from '@hookform/resolvers/zod';
import {
  NATIONAL_ID_MESSAGES as M,
  NATIONAL_ID_TYPES,
  type NationalId,
  type NationalIdInput,
  type NationalIdView,
  nationalIdSchema,
  nationalIdTypeTaken,
  otherPrimaryExists,
} from '@hrms/shared';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { showServerFieldErrors } from '../../../lib/form-errors';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The row being edited, or null to add. */
  editing: NationalIdView | null;
  rows: NationalIdView[];
  /** Prefill of the name when adding. */
  employeeName: string;
  onSubmit: (values: NationalId, mode: 'create' | 'update') => Promise<void>;
};

const FIELDS = new Set(['nationalIdType', 'name', 'nationalIDNum', 'country', 'primary']);

const blank = (name: string): NationalIdInput => ({
  nationalIdType: undefined as unknown as NationalIdInput['nationalIdType'],
  name,
  nationalIDNum: '',
  country: 'India',
  primary: false,
});

/**
 * Add/edit a national ID (spec 1 §4, §5): the type is fixed when editing, one entry per type, and the
 * primary checkbox is disabled while another entry is primary.
 */
export function NationalIdDialog({ opened, onClose, editing, rows, employeeName, onSubmit }: Props) {
  const { t } = useTranslation();
  const unid = editing?.unid ?? null;
  const schema = useMemo(
    () =>
      nationalIdSchema.superRefine((value, ctx) => {
        if (nationalIdTypeTaken(rows, value.nationalIdType, unid)) {
          ctx.addIssue({ code: 'custom', path: ['nationalIdType'], message: M.duplicateType });
        }
      }),
    [rows, unid],
  );
  const { control, register, handleSubmit, reset, setError, formState } = useForm<NationalIdInput, unknown, NationalId>({
    resolver: zodResolver(schema),
    defaultValues: blank(employeeName),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const shown = (message: string | undefined) => message && translateMessage(message);
  const primaryLocked = otherPrimaryExists(rows, unid);

  useEffect(() => {
    if (!opened) return;
    reset(editing ? { ...editing } : { ...blank(employeeName), primary: rows.length === 0 });
  }, [opened, editing, employeeName, rows.length, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, unid }, editing ? 'update' : 'create');
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('nationalId.editTitle') : t('nationalId.addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="nationalIdType"
            render={({ field }) => (
              <Select
                label={t('nationalId.idType')}
                withAsterisk
                data={NATIONAL_ID_TYPES.map((type) => ({ value: type, label: t(`nationalId.types.${type}`) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                disabled={Boolean(editing)}
                error={shown(errors.nationalIdType?.message)}
                allowDeselect={false}
              />
            )}
          />
          <TextInput
            label={t('nationalId.idNumber')}
            withAsterisk
            maxLength={20}
            {...register('nationalIDNum')}
            error={shown(errors.nationalIDNum?.message)}
          />
          <TextInput label={t('nationalId.name')} maxLength={40} {...register('name')} error={shown(errors.name?.message)} />
          <TextInput
            label={t('nationalId.country')}
            maxLength={40}
            {...register('country')}
            error={shown(errors.country?.message)}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="primary"
          render={({ field }) => (
            <Checkbox
              mt="md"
              label={t('nationalId.primary')}
              description={primaryLocked ? t('nationalId.anotherPrimary') : undefined}
              checked={Boolean(field.value)}
              disabled={primaryLocked}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              error={shown(errors.primary?.message)}
            />
          )}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {editing ? t('common.save') : t('common.add')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
