import { EDUCATION_LEVEL_LABELS, type EducationRecord } from '@hrms/shared';
import { type Column, DataTable, RowActions } from '../../../ui/records';

type Props = {
  rows: EducationRecord[];
  /** Admins only. */
  onEdit?: (row: EducationRecord) => void;
  onDelete?: (row: EducationRecord) => void;
};

const COLUMNS: Column<EducationRecord>[] = [
  { key: 'education', header: 'Education', render: (row) => <b>{EDUCATION_LEVEL_LABELS[row.education]}</b> },
  { key: 'institutionName', header: 'School / College' },
  { key: 'universityName', header: 'Board / University' },
  { key: 'degree', header: 'Degree' },
  { key: 'majors', header: 'Majors' },
  { key: 'yearOfPass', header: 'Year of Pass' },
  { key: 'certificationDate', header: 'Certification Date', nowrap: true, format: 'date' },
  { key: 'percentage', header: 'Percentage' },
  { key: 'state', header: 'State' },
  { key: 'country', header: 'Country' },
];

/** The education records of /educationDetails/{id}; the first row has no delete icon (spec 1 §4). */
export function EducationTable({ rows, onEdit, onDelete }: Props) {
  return (
    <DataTable
      label="Education details"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.education}
      minWidth={1000}
      actions={
        onEdit || onDelete
          ? (row, index) => (
              <RowActions
                label={EDUCATION_LEVEL_LABELS[row.education]}
                onEdit={onEdit && (() => onEdit(row))}
                onDelete={onDelete && index > 0 ? () => onDelete(row) : undefined}
              />
            )
          : undefined
      }
    />
  );
}
