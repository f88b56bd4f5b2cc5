import { NATIONAL_ID_TYPE_LABELS, type NationalIdView } from '@hrms/shared';
import { Badge, Text } from '@mantine/core';
import { type Column, DataTable, RowActions } from '../../../ui/records';

type Props = {
  rows: NationalIdView[];
  /** Admins only. */
  onEdit?: (row: NationalIdView) => void;
  onDelete?: (row: NationalIdView) => void;
};

const COLUMNS: Column<NationalIdView>[] = [
  { key: 'nationalIdType', header: 'ID Type', render: (row) => NATIONAL_ID_TYPE_LABELS[row.nationalIdType] },
  { key: 'name', header: 'Name' },
  {
    key: 'nationalIDNum',
    header: 'ID Number',
    render: (row) => (
      <Text size="sm" ff="monospace">
        {row.nationalIDNum}
      </Text>
    ),
  },
  { key: 'country', header: 'Country' },
  { key: 'primary', header: 'Primary', render: (row) => (row.primary ? <Badge variant="light">Primary</Badge> : '—') },
];

/** The national IDs of /National/{id}; the first row has no delete icon (spec 1 §4). */
export function NationalIdTable({ rows, onEdit, onDelete }: Props) {
  return (
    <DataTable
      label="National IDs"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.unid}
      minWidth={640}
      actions={
        onEdit || onDelete
          ? (row, index) => (
              <RowActions
                label={NATIONAL_ID_TYPE_LABELS[row.nationalIdType]}
                onEdit={onEdit && (() => onEdit(row))}
                onDelete={onDelete && index > 0 ? () => onDelete(row) : undefined}
              />
            )
          : undefined
      }
    />
  );
}
