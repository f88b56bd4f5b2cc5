import {
  EXPERIENCE_DESIGNATIONS,
  type Experience,
  type ExperienceInput,
  type ExperienceRecord,
  experienceParts,
  experienceSchema,
  parseIsoDate,
} from '@hrms/shared';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The job being edited, or null to add. */
  editing: ExperienceRecord | null;
  onSubmit: (values: Experience, mode: 'create' | 'update') => Promise<void>;
};

const BLANK: ExperienceInput = {
  organisationName: '',
  experienceId: '',
  designation: undefined as unknown as ExperienceInput['designation'],
  doj: '',
  doe: '',
  state: '',
  country: 'India',
};

const fields = (t: TFunction): FieldSpec<ExperienceInput>[] => [
  { name: 'organisationName', label: t('experience.organisationName'), required: true, maxLength: 40 },
  {
    name: 'experienceId',
    label: t('experience.experienceId'),
    placeholder: t('experience.experienceIdHint'),
    required: true,
    maxLength: 20,
    disabled: (mode) => mode === 'update',
  },
  {
    name: 'designation',
    label: t('experience.designation'),
    kind: 'select',
    placeholder: t('experience.selectOne'),
    options: EXPERIENCE_DESIGNATIONS,
    required: true,
  },
  { name: 'state', label: t('experience.state'), required: true, maxLength: 40 },
  { name: 'doj', label: t('experience.dateOfJoining'), kind: 'date', required: true },
  { name: 'doe', label: t('experience.dateOfExit'), kind: 'date', required: true },
  { name: 'country', label: t('experience.country'), required: true, maxLength: 40 },
];

/**
 * Add/edit a previous job (spec 1 §5): the duration is derived from the dates as they are typed. The
 * experience id names the record, so it is fixed when editing.
 */
export function ExperienceDialog({ opened, onClose, editing, onSubmit }: Props) {
  const { t } = useTranslation();
  const duration = (doj: string, doe: string) =>
    parseIsoDate(doj) && parseIsoDate(doe) && doe > doj ? t('experience.duration', experienceParts(doj, doe)) : '';
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? t('experience.editTitle') : t('experience.addTitle')}
      schema={experienceSchema}
      fields={fields(t)}
      blank={BLANK}
      editing={editing as ExperienceInput | null}
      onSubmit={onSubmit}
      submitLabel={editing ? t('common.save') : t('common.add')}
    >
      {(form) => {
        const [doj, doe] = form.watch(['doj', 'doe']);
        return (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
            <TextInput
              label={t('experience.experience')}
              readOnly
              variant="filled"
              value={duration(doj, doe)}
              placeholder={t('experience.experienceHint')}
              data-testid="experience-duration"
            />
          </SimpleGrid>
        );
      }}
    </RecordFormDialog>
  );
}
