import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Education,
  type EducationInput,
  type EducationRecord,
  educationLabelKeys,
  educationSchema,
  freeEducationLevels,
} from '@hrms/shared';
import { Button, Group, Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { FormDateField } from '../../../ui/DateField';
import { showFieldErrors } from '../../../ui/records/save-failure';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The row being edited (edit mode), or null to add (blank form). */
  editing: EducationRecord | null;
  rows: EducationRecord[];
  onSubmit: (values: Education, mode: 'create' | 'update') => Promise<void>;
};

const FIELDS = [
  'education',
  'institutionName',
  'universityName',
  'degree',
  'majors',
  'yearOfPass',
  'certificationDate',
  'percentage',
  'state',
  'country',
] as const;

const blank = (): EducationInput => ({
  education: undefined as unknown as EducationInput['education'],
  institutionName: '',
  universityName: '',
  degree: '',
  majors: '',
  yearOfPass: '',
  certificationDate: '',
  percentage: '',
  state: '',
  country: 'India',
});

/**
 * Add/edit an education record (spec 1 §4, §5): the level picks the name labels; each level once per
 * employee, so adding offers only the levels not yet recorded and editing keeps the level.
 */
export function EducationDialog({ opened, onClose, editing, rows, onSubmit }: Props) {
  const { t } = useTranslation();
  const { control, register, handleSubmit, reset, setError, watch, formState } = useForm<EducationInput, unknown, Education>({
    resolver: zodResolver(educationSchema),
    defaultValues: blank(),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const shown = (message: string | undefined) => message && translateMessage(message);
  const labels = educationLabelKeys(watch('education'));
  const levels = freeEducationLevels(rows, editing?.education);

  useEffect(() => {
    if (!opened) return;
    reset(editing ? { ...editing, yearOfPass: String(editing.yearOfPass), percentage: String(editing.percentage) } : blank());
  }, [opened, editing, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values, editing ? 'update' : 'create');
    } catch (error) {
      showFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('education.editTitle') : t('education.addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="education"
            render={({ field }) => (
              <Select
                label={t('education.education')}
                placeholder={t('education.selectOne')}
                withAsterisk
                data={levels.map((level) => ({ value: level, label: t(`education.levels.${level}`) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                disabled={Boolean(editing)}
                error={shown(errors.education?.message)}
                allowDeselect={false}
              />
            )}
          />
          <TextInput
            label={t(`education.names.${labels.institution}`)}
            withAsterisk
            maxLength={40}
            {...register('institutionName')}
            error={shown(errors.institutionName?.message)}
          />
          <TextInput
            label={t(`education.names.${labels.university}`)}
            withAsterisk
            maxLength={40}
            {...register('universityName')}
            error={shown(errors.universityName?.message)}
          />
          <TextInput
            label={t('education.degree')}
            withAsterisk
            maxLength={40}
            {...register('degree')}
            error={shown(errors.degree?.message)}
          />
          <TextInput
            label={t('education.majors')}
            withAsterisk
            maxLength={40}
            {...register('majors')}
            error={shown(errors.majors?.message)}
          />
          <TextInput
            label={t('education.yearOfPass')}
            withAsterisk
            inputMode="numeric"
            maxLength={4}
            placeholder="YYYY"
            {...register('yearOfPass')}
            error={shown(errors.yearOfPass?.message)}
          />
          <FormDateField
            label={t('education.certificationDate')}
            withAsterisk
            control={control}
            name="certificationDate"
            error={shown(errors.certificationDate?.message)}
          />
          <TextInput
            label={t('education.percentageGrade')}
            withAsterisk
            inputMode="decimal"
            maxLength={4}
            {...register('percentage')}
            error={shown(errors.percentage?.message)}
          />
          <TextInput
            label={t('education.state')}
            withAsterisk
            maxLength={40}
            {...register('state')}
            error={shown(errors.state?.message)}
          />
          <TextInput
            label={t('education.country')}
            withAsterisk
            maxLength={40}
            {...register('country')}
            error={shown(errors.country?.message)}
          />
        </SimpleGrid>
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
