import type { ExperienceRecord } from '@hrms/shared';
import { type Column, DataTable, RowActions } from '../../../ui/records';

type Props = {
  rows: ExperienceRecord[];
  /** Admins only. */
  onEdit?: (row: ExperienceRecord) => void;
  onDelete?: (row: ExperienceRecord) => void;
};

const COLUMNS: Column<ExperienceRecord>[] = [
  { key: 'organisationName', header: 'Organisation' },
  { key: 'experienceId', header: 'Experience ID' },
  { key: 'designation', header: 'Designation' },
  { key: 'doj', header: 'Date of Joining', nowrap: true, format: 'date' },
  { key: 'doe', header: 'Date of Exit', nowrap: true, format: 'date' },
  { key: 'experience', header: 'Experience' },
  { key: 'state', header: 'State' },
  { key: 'country', header: 'Country' },
];

/** Previous employment on /experience/{id}; the first row has no delete icon (spec 1 §4). */
export function ExperienceTable({ rows, onEdit, onDelete }: Props) {
  return (
    <DataTable
      label="Experience details"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.experienceId}
      minWidth={960}
      actions={
        onEdit || onDelete
          ? (row, index) => (
              <RowActions
                label={row.organisationName}
                onEdit={onEdit && (() => onEdit(row))}
                onDelete={onDelete && index > 0 ? () => onDelete(row) : undefined}
              />
            )
          : undefined
      }
    />
  );
}
