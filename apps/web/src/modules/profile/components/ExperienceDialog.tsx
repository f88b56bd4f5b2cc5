import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXPERIENCE_DESIGNATIONS,
  type Experience,
  type ExperienceInput,
  type ExperienceRecord,
  experienceParts,
  experienceSchema,
  parseIsoDate,
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
  /** The job being edited, or null to add. */
  editing: ExperienceRecord | null;
  onSubmit: (values: Experience, mode: 'create' | 'update') => Promise<void>;
};

const FIELDS = ['organisationName', 'experienceId', 'designation', 'doj', 'doe', 'state', 'country'] as const;

const blank = (): ExperienceInput => ({
  organisationName: '',
  experienceId: '',
  designation: undefined as unknown as ExperienceInput['designation'],
  doj: '',
  doe: '',
  state: '',
  country: 'India',
});

/**
 * Add/edit a previous job (spec 1 §5): the duration is derived from the dates as they are typed. The
 * experience id names the record, so it is fixed when editing.
 */
export function ExperienceDialog({ opened, onClose, editing, onSubmit }: Props) {
  const { t } = useTranslation();
  const { control, register, handleSubmit, reset, setError, watch, formState } = useForm<ExperienceInput, unknown, Experience>({
    resolver: zodResolver(experienceSchema),
    defaultValues: blank(),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const shown = (message: string | undefined) => message && translateMessage(message);
  const [doj, doe] = watch(['doj', 'doe']);
  const duration = parseIsoDate(doj) && parseIsoDate(doe) && doe > doj ? t('experience.duration', experienceParts(doj, doe)) : '';

  useEffect(() => {
    if (opened) reset(editing ? ({ ...editing } as ExperienceInput) : blank());
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
      title={editing ? t('experience.editTitle') : t('experience.addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('experience.organisationName')}
            withAsterisk
            maxLength={40}
            {...register('organisationName')}
            error={shown(errors.organisationName?.message)}
          />
          <TextInput
            label={t('experience.experienceId')}
            placeholder={t('experience.experienceIdHint')}
            withAsterisk
            maxLength={20}
            disabled={Boolean(editing)}
            {...register('experienceId')}
            error={shown(errors.experienceId?.message)}
          />
          <Controller
            control={control}
            name="designation"
            render={({ field }) => (
              <Select
                label={t('experience.designation')}
                placeholder={t('experience.selectOne')}
                withAsterisk
                data={[...EXPERIENCE_DESIGNATIONS]}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={shown(errors.designation?.message)}
                allowDeselect={false}
              />
            )}
          />
          <TextInput
            label={t('experience.state')}
            withAsterisk
            maxLength={40}
            {...register('state')}
            error={shown(errors.state?.message)}
          />
          <FormDateField
            label={t('experience.dateOfJoining')}
            withAsterisk
            control={control}
            name="doj"
            error={shown(errors.doj?.message)}
          />
          <FormDateField
            label={t('experience.dateOfExit')}
            withAsterisk
            control={control}
            name="doe"
            error={shown(errors.doe?.message)}
          />
          <TextInput
            label={t('experience.country')}
            withAsterisk
            maxLength={40}
            {...register('country')}
            error={shown(errors.country?.message)}
          />
          <TextInput
            label={t('experience.experience')}
            readOnly
            variant="filled"
            value={duration}
            placeholder={t('experience.experienceHint')}
            data-testid="experience-duration"
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
