import {
  type Education,
  type EducationInput,
  type EducationRecord,
  educationLabelKeys,
  educationSchema,
  freeEducationLevels,
} from '@hrms/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, RecordFormDialog } from '../../../ui/records';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The row being edited (edit mode), or null to add (blank form). */
  editing: EducationRecord | null;
  rows: EducationRecord[];
  onSubmit: (values: Education, mode: 'create' | 'update') => Promise<void>;
};

const BLANK: EducationInput = {
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
};

/**
 * Add/edit an education record (spec 1 §4, §5): the level picks the name labels; each level once per
 * employee, so adding offers only the levels not yet recorded and editing keeps the level.
 */
export function EducationDialog({ opened, onClose, editing, rows, onSubmit }: Props) {
  const { t } = useTranslation();
  const levels = freeEducationLevels(rows, editing?.education);
  const values = useMemo(
    () => (editing ? { ...editing, yearOfPass: String(editing.yearOfPass), percentage: String(editing.percentage) } : null),
    [editing],
  );
  const names = (values: EducationInput) => educationLabelKeys(values.education);
  const fields: FieldSpec<EducationInput>[] = [
    {
      name: 'education',
      label: t('education.education'),
      kind: 'select',
      placeholder: t('education.selectOne'),
      options: levels.map((level) => ({ value: level, label: t(`education.levels.${level}`) })),
      required: true,
      disabled: (mode) => mode === 'update',
    },
    {
      name: 'institutionName',
      label: (v) => t(`education.names.${names(v).institution}`),
      required: true,
      maxLength: 40,
    },
    {
      name: 'universityName',
      label: (v) => t(`education.names.${names(v).university}`),
      required: true,
      maxLength: 40,
    },
    { name: 'degree', label: t('education.degree'), required: true, maxLength: 40 },
    { name: 'majors', label: t('education.majors'), required: true, maxLength: 40 },
    {
      name: 'yearOfPass',
      label: t('education.yearOfPass'),
      required: true,
      inputMode: 'numeric',
      maxLength: 4,
      placeholder: 'YYYY',
    },
    { name: 'certificationDate', label: t('education.certificationDate'), kind: 'date', required: true },
    { name: 'percentage', label: t('education.percentageGrade'), required: true, inputMode: 'decimal', maxLength: 4 },
    { name: 'state', label: t('education.state'), required: true, maxLength: 40 },
    { name: 'country', label: t('education.country'), required: true, maxLength: 40 },
  ];
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? t('education.editTitle') : t('education.addTitle')}
      schema={educationSchema}
      fields={fields}
      blank={BLANK}
      editing={values}
      onSubmit={onSubmit}
      submitLabel={editing ? t('common.save') : t('common.add')}
    />
  );
}
