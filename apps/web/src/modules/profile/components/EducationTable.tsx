import type { EducationRecord } from '@hrms/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, RowActions } from '../../../ui/records';

type Props = {
  rows: EducationRecord[];
  /** Admins only. */
  onEdit?: (row: EducationRecord) => void;
  onDelete?: (row: EducationRecord) => void;
};

/** The education records of /educationDetails/{id}; the first row has no delete icon (spec 1 §4). */
export function EducationTable({ rows, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const columns: Column<EducationRecord>[] = [
    { key: 'education', header: t('education.education'), render: (row) => <b>{t(`education.levels.${row.education}`)}</b> },
    { key: 'institutionName', header: t('education.columns.institution') },
    { key: 'universityName', header: t('education.columns.university') },
    { key: 'degree', header: t('education.degree') },
    { key: 'majors', header: t('education.majors') },
    { key: 'yearOfPass', header: t('education.yearOfPass') },
    { key: 'certificationDate', header: t('education.certificationDate'), nowrap: true, format: 'date' },
    { key: 'percentage', header: t('education.columns.percentage') },
    { key: 'state', header: t('education.state') },
    { key: 'country', header: t('education.country') },
  ];
  return (
    <DataTable
      label={t('education.table')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.education}
      minWidth={1000}
      actions={
        onEdit || onDelete
          ? (row, index) => (
              <RowActions
                label={t(`education.levels.${row.education}`)}
                onEdit={onEdit && (() => onEdit(row))}
                onDelete={onDelete && index > 0 ? () => onDelete(row) : undefined}
              />
            )
          : undefined
      }
    />
  );
}
