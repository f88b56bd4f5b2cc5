import { zodResolver } from '@hookform/resolvers/zod';
import { type Exam, type ExamInput, type ExamRecord, examSchema, EXAM_MESSAGES as M } from '@hrms/shared';
import { Button, CloseButton, Group, Modal, Pill, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notifyError } from '../../../lib/notify';

type Props = {
  opened: boolean;
  editing: ExamRecord | null;
  departments: { departmentId: string; departmentName: string }[];
  onClose: () => void;
  onSubmit: (values: Exam) => Promise<void>;
};

const BLANK: ExamInput = {
  examName: '',
  startDate: '',
  endDate: '',
  duration: '',
  maxAttempts: '',
  passPercentage: '',
  departmentId: [],
};

const TEXT_FIELDS: {
  name: Exclude<keyof ExamInput, 'departmentId'>;
  /** Its key under exams. */
  label: string;
  type?: string;
  inputMode?: 'numeric' | 'decimal';
}[] = [
  { name: 'examName', label: 'examName' },
  { name: 'startDate', label: 'startDate', type: 'date' },
  { name: 'endDate', label: 'endDate', type: 'date' },
  { name: 'duration', label: 'durationMinutes', inputMode: 'numeric' },
  { name: 'maxAttempts', label: 'maxAttempts', inputMode: 'numeric' },
  { name: 'passPercentage', label: 'passPercentage', inputMode: 'decimal' },
];

/**
 * 'Add Exam Details' / 'Edit Exam Details' (spec 3 §2.16, §5): every rule under its field, departments
 * added one at a time without duplicates, and 'Please fill in all fields.' when something is empty.
 */
export function ExamDialog({ opened, editing, departments, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useForm<ExamInput, unknown, Exam>({ resolver: zodResolver(examSchema), defaultValues: BLANK, mode: 'onTouched' });
  const { control, handleSubmit, reset, setValue, watch, formState, setError } = form;
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = watch('departmentId') ?? [];

  useEffect(() => {
    if (!opened) return;
    reset(
      editing
        ? {
            ...editing,
            duration: String(editing.duration),
            maxAttempts: String(editing.maxAttempts),
            passPercentage: String(editing.passPercentage),
          }
        : BLANK,
    );
    setPicked(null);
  }, [opened, editing, reset]);

  const addDepartment = () => {
    if (!picked || chosen.some((d) => d.toLowerCase() === picked.toLowerCase())) return;
    setValue('departmentId', [...chosen, picked], { shouldValidate: true });
    setPicked(null);
  };

  const submit = handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        showServerFieldErrors(error, setError, [...TEXT_FIELDS.map((f) => f.name), 'departmentId']);
      }
    },
    () => {
      const values = form.getValues();
      const empty = TEXT_FIELDS.some((f) => !String(values[f.name] ?? '').trim()) || !values.departmentId?.length;
      if (empty) notifyError(M.fillAll);
    },
  );

  const nameOf = (id: string) => departments.find((d) => d.departmentId === id)?.departmentName ?? id;

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? t('exams.editTitle') : t('exams.addTitle')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {TEXT_FIELDS.map((field) => (
            <Controller
              key={field.name}
              control={control}
              name={field.name}
              render={({ field: input, fieldState }) => (
                <TextInput
                  label={t(`exams.${field.label}`)}
                  type={field.type ?? 'text'}
                  inputMode={field.inputMode}
                  withAsterisk
                  name={input.name}
                  ref={input.ref}
                  value={String(input.value ?? '')}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={fieldState.error?.message && translateMessage(fieldState.error.message)}
                  maxLength={field.name === 'examName' ? 100 : 10}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Stack gap={6} mt="sm">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Select
              label={t('exams.department')}
              withAsterisk
              placeholder={t('exams.selectDepartment')}
              data={departments
                .filter((d) => !chosen.includes(d.departmentId))
                .map((d) => ({ value: d.departmentId, label: `${d.departmentName} (${d.departmentId})` }))}
              value={picked}
              onChange={setPicked}
              searchable
              style={{ flex: 1 }}
              comboboxProps={{ withinPortal: true }}
              error={formState.errors.departmentId?.message ? true : undefined}
            />
            <Button variant="light" onClick={addDepartment} disabled={!picked}>
              {t('common.add')}
            </Button>
          </Group>
          <Group gap={6} role="group" aria-label={t('exams.selectedDepartments')}>
            {chosen.map((id) => (
              <Pill key={id} size="md">
                <Group gap={2} wrap="nowrap">
                  {nameOf(id)}
                  <CloseButton
                    size="xs"
                    aria-label={t('exams.removeDepartment', { name: nameOf(id) })}
                    onClick={() =>
                      setValue(
                        'departmentId',
                        chosen.filter((d) => d !== id),
                        { shouldValidate: true },
                      )
                    }
                  />
                </Group>
              </Pill>
            ))}
          </Group>
          {formState.errors.departmentId?.message && (
            <Text size="xs" c="red">
              {translateMessage(formState.errors.departmentId.message)}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {editing ? t('common.update') : t('common.submit')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
