import { zodResolver } from '@hookform/resolvers/zod';
import {
  EDUCATION_LEVEL_LABELS,
  type Education,
  type EducationInput,
  type EducationRecord,
  educationLabels,
  educationSchema,
  freeEducationLevels,
} from '@hrms/shared';
import { Button, Group, Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
  const { control, register, handleSubmit, reset, setError, watch, formState } = useForm<EducationInput, unknown, Education>({
    resolver: zodResolver(educationSchema),
    defaultValues: blank(),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const labels = educationLabels(watch('education'));
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
    <Modal opened={opened} onClose={onClose} title={editing ? 'Edit Education' : 'Add Education'} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="education"
            render={({ field }) => (
              <Select
                label="Education"
                placeholder="Select One"
                withAsterisk
                data={levels.map((level) => ({ value: level, label: EDUCATION_LEVEL_LABELS[level] }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                disabled={Boolean(editing)}
                error={errors.education?.message}
                allowDeselect={false}
              />
            )}
          />
          <TextInput
            label={labels.institution}
            withAsterisk
            maxLength={40}
            {...register('institutionName')}
            error={errors.institutionName?.message}
          />
          <TextInput
            label={labels.university}
            withAsterisk
            maxLength={40}
            {...register('universityName')}
            error={errors.universityName?.message}
          />
          <TextInput label="Degree" withAsterisk maxLength={40} {...register('degree')} error={errors.degree?.message} />
          <TextInput label="Majors" withAsterisk maxLength={40} {...register('majors')} error={errors.majors?.message} />
          <TextInput
            label="Year of Pass"
            withAsterisk
            inputMode="numeric"
            maxLength={4}
            placeholder="YYYY"
            {...register('yearOfPass')}
            error={errors.yearOfPass?.message}
          />
          <FormDateField
            label="Certification Date"
            withAsterisk
            control={control}
            name="certificationDate"
            error={errors.certificationDate?.message}
          />
          <TextInput
            label="Percentage / Grade"
            withAsterisk
            inputMode="decimal"
            maxLength={4}
            {...register('percentage')}
            error={errors.percentage?.message}
          />
          <TextInput label="State" withAsterisk maxLength={40} {...register('state')} error={errors.state?.message} />
          <TextInput label="Country" withAsterisk maxLength={40} {...register('country')} error={errors.country?.message} />
        </SimpleGrid>
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
