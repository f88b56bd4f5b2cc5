import {
  JOB_LIMITS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  type JobDetails,
  type JobPost,
  type JobPostInput,
  jobPostSchemaFor,
  WORK_MODE_LABELS,
  WORK_MODES,
} from '@hrms/shared';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
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

const FIELDS: FieldSpec<JobPostInput>[] = [
  { name: 'jobTitle', label: 'Job Title', required: true, maxLength: JOB_LIMITS.titleMax },
  { name: 'jobLocation', label: 'Job Location', required: true, maxLength: JOB_LIMITS.titleMax },
  { name: 'noOfRequirements', label: 'No. of Requirements', required: true, maxLength: 5 },
  { name: 'age', label: 'Age', required: true, maxLength: 2, placeholder: '18 to 99' },
  { name: 'numberOfYears', label: 'Experience (years)', required: true, maxLength: 2, placeholder: '0 to 60' },
  { name: 'numberOfMonths', label: 'Experience (months)', required: true, maxLength: 2, placeholder: '0 to 11' },
  { name: 'salaryFrom', label: 'Salary From', required: true, maxLength: 10 },
  { name: 'salaryTo', label: 'Salary To', required: true, maxLength: 10 },
  {
    name: 'jobType',
    label: 'Job Type',
    kind: 'select',
    required: true,
    options: JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] })),
  },
  {
    name: 'workMode',
    label: 'Work Mode',
    kind: 'select',
    required: true,
    options: WORK_MODES.map((value) => ({ value, label: WORK_MODE_LABELS[value] })),
  },
  { name: 'publishDate', label: 'Publish Date', kind: 'date', required: true },
  { name: 'expiryDate', label: 'Expiry Date', kind: 'date', required: true },
  { name: 'skillSet', label: 'Skill Set', required: true, wide: true, maxLength: JOB_LIMITS.skillSetMax },
  {
    name: 'jobDescription',
    label: 'Job Description',
    kind: 'textarea',
    required: true,
    wide: true,
    maxLength: JOB_LIMITS.descriptionMax,
  },
];

const asText = (n: number) => String(n);

/** Add/edit a job post with every rule of spec 2 §5; an edit may keep a publish date already past. */
export function JobPostDialog({ opened, onClose, editing, onSubmit }: Props) {
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
      title={editing ? 'Edit Job' : 'Add Job'}
      schema={schema}
      fields={FIELDS}
      blank={BLANK}
      editing={values}
      onSubmit={onSubmit}
      submitLabel={editing ? 'Update Job' : 'Post Job'}
    >
      {(form) => (
        <Text size="xs" c="dimmed" mt={4} ta="right">
          Job Description: {String(form.watch('jobDescription') ?? '').length}/{JOB_LIMITS.descriptionMax} characters (at least{' '}
          {JOB_LIMITS.descriptionMin})
        </Text>
      )}
    </RecordFormDialog>
  );
}
