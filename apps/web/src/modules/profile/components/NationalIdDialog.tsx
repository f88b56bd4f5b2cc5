import { zodResolver } from '@hookform/resolvers/zod';
import {
  NATIONAL_ID_MESSAGES as M,
  NATIONAL_ID_TYPE_LABELS,
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
    <Modal opened={opened} onClose={onClose} title={editing ? 'Edit National ID' : 'Add National ID'} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="nationalIdType"
            render={({ field }) => (
              <Select
                label="ID Type"
                withAsterisk
                data={NATIONAL_ID_TYPES.map((t) => ({ value: t, label: NATIONAL_ID_TYPE_LABELS[t] }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                disabled={Boolean(editing)}
                error={errors.nationalIdType?.message}
                allowDeselect={false}
              />
            )}
          />
          <TextInput
            label="ID Number"
            withAsterisk
            maxLength={20}
            {...register('nationalIDNum')}
            error={errors.nationalIDNum?.message}
          />
          <TextInput label="Name" maxLength={40} {...register('name')} error={errors.name?.message} />
          <TextInput label="Country" maxLength={40} {...register('country')} error={errors.country?.message} />
        </SimpleGrid>
        <Controller
          control={control}
          name="primary"
          render={({ field }) => (
            <Checkbox
              mt="md"
              label="Primary"
              description={primaryLocked ? 'Another ID is already primary.' : undefined}
              checked={Boolean(field.value)}
              disabled={primaryLocked}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              error={errors.primary?.message}
            />
          )}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {editing ? 'Save' : 'Add'}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
