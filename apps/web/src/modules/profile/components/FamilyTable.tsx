import type { FamilyMemberRecord } from '@hrms/shared';
import { useTranslation } from 'react-i18next';
import { PhoneNumber } from '../../../ui/PhoneNumber';
import { type Column, DataTable, RowActions } from '../../../ui/records';

type Props = {
  rows: FamilyMemberRecord[];
  /** Admins only. */
  onEdit?: (row: FamilyMemberRecord) => void;
  onDelete?: (row: FamilyMemberRecord) => void;
};

/** Name, Relation, Phone Number (spec 1 §2.8); the first member has no delete icon (spec 1 §4). */
export function FamilyTable({ rows, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const columns: Column<FamilyMemberRecord>[] = [
    { key: 'name', header: t('family.name') },
    { key: 'relation', header: t('family.relation') },
    {
      key: 'phoneNumber',
      header: t('family.phoneNumber'),
      nowrap: true,
      render: (row) => <PhoneNumber countryCode={row.countryCode} number={row.phoneNumber} />,
    },
  ];
  return (
    <DataTable
      label={t('family.table')}
      columns={columns}
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
