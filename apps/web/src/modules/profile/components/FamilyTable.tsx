import type { FamilyMemberRecord } from '@hrms/shared';
import { type Column, DataTable, RowActions } from '../../../ui/records';

type Props = {
  rows: FamilyMemberRecord[];
  /** Admins only. */
  onEdit?: (row: FamilyMemberRecord) => void;
  onDelete?: (row: FamilyMemberRecord) => void;
};

const COLUMNS: Column<FamilyMemberRecord>[] = [
  { key: 'name', header: 'Name' },
  { key: 'relation', header: 'Relation' },
  { key: 'phoneNumber', header: 'Phone Number', nowrap: true, render: (row) => `${row.countryCode} ${row.phoneNumber}` },
];

/** Name, Relation, Phone Number (spec 1 §2.8); the first member has no delete icon (spec 1 §4). */
export function FamilyTable({ rows, onEdit, onDelete }: Props) {
  return (
    <DataTable
      label="Family details"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.memberId}
      minWidth={460}
      actions={
        onEdit || onDelete
          ? (row, index) => (
              <RowActions
                label={row.name}
                onEdit={onEdit && (() => onEdit(row))}
                onDelete={onDelete && index > 0 ? () => onDelete(row) : undefined}
              />
            )
          : undefined
      }
    />
  );
}
