import {
  JOB_LIMITS,
  JOB_TYPES,
  type JobDetails,
  type JobPost,
  type JobPostInput,
  jobPostSchemaFor,
  WORK_MODES,
} from '@hrms/shared';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The post being edited (with its details), or null to add. */
  editing: JobDetails | null;
  onSubmit: (values: JobPost, mode: 'create' | 'update') => Promise<void>;
};

const BLANK: JobPostInput = {
  jobTitle: '',
  jobLocation: '',
  noOfRequirements: '',
  numberOfYears: '',
  numberOfMonths: '',
  age: '',
  salaryFrom: '',
  salaryTo: '',
  jobType: '' as JobPostInput['jobType'],
  workMode: '' as JobPostInput['workMode'],
  skillSet: '',
  publishDate: '',
  expiryDate: '',
  jobDescription: '',
};

const fields = (t: TFunction): FieldSpec<JobPostInput>[] => [
  { name: 'jobTitle', label: t('recruitment.jobFields.jobTitle'), required: true, maxLength: JOB_LIMITS.titleMax },
  { name: 'jobLocation', label: t('recruitment.jobFields.jobLocation'), required: true, maxLength: JOB_LIMITS.titleMax },
  { name: 'noOfRequirements', label: t('recruitment.jobFields.noOfRequirements'), required: true, maxLength: 5 },
  {
    name: 'age',
    label: t('recruitment.jobFields.age'),
    required: true,
    maxLength: 2,
    placeholder: t('recruitment.agePlaceholder'),
  },
  {
    name: 'numberOfYears',
    label: t('recruitment.jobFields.numberOfYears'),
    required: true,
    maxLength: 2,
    placeholder: t('recruitment.yearsPlaceholder'),
  },
  {
    name: 'numberOfMonths',
    label: t('recruitment.jobFields.numberOfMonths'),
    required: true,
    maxLength: 2,
    placeholder: t('recruitment.monthsPlaceholder'),
  },
  { name: 'salaryFrom', label: t('recruitment.jobFields.salaryFrom'), required: true, maxLength: 10 },
  { name: 'salaryTo', label: t('recruitment.jobFields.salaryTo'), required: true, maxLength: 10 },
  {
    name: 'jobType',
    label: t('recruitment.jobFields.jobType'),
    kind: 'select',
    required: true,
    options: JOB_TYPES.map((value) => ({ value, label: t(`recruitment.jobTypes.${value}`) })),
  },
  {
    name: 'workMode',
    label: t('recruitment.jobFields.workMode'),
    kind: 'select',
    required: true,
    options: WORK_MODES.map((value) => ({ value, label: t(`recruitment.workModes.${value}`) })),
  },
  { name: 'publishDate', label: t('recruitment.jobFields.publishDate'), kind: 'date', required: true },
  { name: 'expiryDate', label: t('recruitment.jobFields.expiryDate'), kind: 'date', required: true },
  { name: 'skillSet', label: t('recruitment.jobFields.skillSet'), required: true, wide: true, maxLength: JOB_LIMITS.skillSetMax },
  {
    name: 'jobDescription',
    label: t('recruitment.jobFields.jobDescription'),
    kind: 'textarea',
    required: true,
    wide: true,
    maxLength: JOB_LIMITS.descriptionMax,
  },
];

const asText = (n: number) => String(n);

/** Add/edit a job post with every rule of spec 2 §5; an edit may keep a publish date already past. */
export function JobPostDialog({ opened, onClose, editing, onSubmit }: Props) {
  const { t } = useTranslation();
  const translatedFields = useMemo(() => fields(t), [t]);
  const schema = useMemo(() => jobPostSchemaFor({ keptPublishDate: editing?.publishDate }), [editing]);
  const values = useMemo<JobPostInput | null>(
    () =>
      editing
        ? {
            jobTitle: editing.jobTitle,
            jobLocation: editing.jobLocation,
            noOfRequirements: asText(editing.noOfRequirements),
            numberOfYears: asText(editing.numberOfYears),
            numberOfMonths: asText(editing.numberOfMonths),
            age: asText(editing.age),
            salaryFrom: asText(editing.salaryFrom),
            salaryTo: asText(editing.salaryTo),
            jobType: editing.jobType,
            workMode: editing.workMode,
            skillSet: editing.skillSet,
            publishDate: editing.publishDate,
            expiryDate: editing.expiryDate,
            jobDescription: editing.jobDescription,
          }
        : null,
    [editing],
  );
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? t('recruitment.editJobTitle') : t('recruitment.addJobTitle')}
      schema={schema}
      fields={translatedFields}
      blank={BLANK}
      editing={values}
      onSubmit={onSubmit}
      submitLabel={editing ? t('recruitment.updateJob') : t('recruitment.postJob')}
    >
      {(form) => (
        <Text size="xs" c="dimmed" mt={4} ta="right">
          {t('recruitment.descriptionCount', {
            count: String(form.watch('jobDescription') ?? '').length,
            max: JOB_LIMITS.descriptionMax,
            min: JOB_LIMITS.descriptionMin,
          })}
        </Text>
      )}
    </RecordFormDialog>
  );
}
