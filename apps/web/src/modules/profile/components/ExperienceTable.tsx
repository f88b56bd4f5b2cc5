import { type ExperienceRecord, experienceParts } from '@hrms/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, RowActions } from '../../../ui/records';

type Props = {
  rows: ExperienceRecord[];
  /** Admins only. */
  onEdit?: (row: ExperienceRecord) => void;
  onDelete?: (row: ExperienceRecord) => void;
};

/** Previous employment on /experience/{id}; the first row has no delete icon (spec 1 §4). */
export function ExperienceTable({ rows, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const columns: Column<ExperienceRecord>[] = [
    { key: 'organisationName', header: t('experience.organisation') },
    { key: 'experienceId', header: t('experience.experienceId') },
    { key: 'designation', header: t('experience.designation') },
    { key: 'doj', header: t('experience.dateOfJoining'), nowrap: true, format: 'date' },
    { key: 'doe', header: t('experience.dateOfExit'), nowrap: true, format: 'date' },
    {
      key: 'experience',
      header: t('experience.experience'),
      render: (row) => t('experience.duration', experienceParts(row.doj, row.doe)),
    },
    { key: 'state', header: t('experience.state') },
    { key: 'country', header: t('experience.country') },
  ];
  return (
    <DataTable
      label={t('experience.table')}
      columns={columns}
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
